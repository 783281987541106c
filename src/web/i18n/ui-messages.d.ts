// The compiled catalogues (scripts/ui-messages.ts).
declare module 'virtual:ui-messages' {
  import type { Messages } from '@lingui/core';
  type Loader = () => Promise<{ messages: Messages }>;
  // an ambient module cannot import by a relative path: the locale type comes in by import()
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type UiLocale = import('../../shared/uiLocales.ts').UiLocale;
  export const loaders: Record<UiLocale, Record<'shell' | 'app', Loader>>;
}
declare module 'virtual:ui-messages/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
