// The compiled catalogues (scripts/ui-messages.ts).
declare module 'virtual:ui-messages' {
  import type { Messages } from '@lingui/core';
  type Loader = () => Promise<{ messages: Messages }>;
  export const loaders: Record<
    import('../../shared/uiLocales.ts').UiLocale,
    Record<'shell' | 'app', Loader>
  >;
}
declare module 'virtual:ui-messages/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
