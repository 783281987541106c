import { loaders } from 'virtual:ui-messages';
import type { UiLocale } from '../../shared/uiLocales.ts';
import { i18n } from './i18n.ts';

/** Tests: the app speaks `locale`, with its words as the build compiles them (isolation included). */
export async function speak(locale: UiLocale): Promise<void> {
  const [{ messages: shell }, { messages: app }] = await Promise.all([
    loaders[locale].shell(),
    loaders[locale].app(),
  ]);
  i18n.load(locale, { ...shell, ...app });
  i18n.activate(locale);
}
