import { I18n, type MessageDescriptor, type MessageOptions, type Values } from '@lingui/core';
import { directionOf, isUiLocale } from '../../shared/uiLocales.ts';

/** First strong isolate and pop directional isolate (Unicode bidi): a value's own direction. */
const FSI = '\u2068';
const PDI = '\u2069';
// strong right-to-left letters: Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|\ud802[\udc00-\udfff]|\ud83a/;

/**
 * A value in a left-to-right sentence keeps its own direction when it has any: an Arabic name
 * ending in "!" or "2" would otherwise pull its neighbours into its run ("!سارة is calling").
 * Right-to-left languages isolate every value already, when their catalogues are compiled
 * (scripts/ui-messages.ts); here only text that needs it is wrapped, so a Latin name reads
 * exactly as typed.
 */
export function isolateRtl(values: Values | undefined): Values | undefined {
  if (!values) return values;
  let out: Values | undefined;
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'string' && RIGHT_TO_LEFT.test(value) && !value.startsWith(FSI))
      (out ??= { ...values })[key] = `${FSI}${value}${PDI}`;
  return out ?? values;
}

/**
 * Lingui's I18n with one addition: in a left-to-right language, values with right-to-left
 * letters are isolated (above). Everything else is Lingui's own, through its public class.
 */
class DirectionalI18n extends I18n {
  override _(descriptor: MessageDescriptor): string;
  override _(id: string, values?: Values, options?: MessageOptions): string;
  override _(id: MessageDescriptor | string, values?: Values, options?: MessageOptions): string {
    const ltr = !isUiLocale(this.locale) || directionOf(this.locale) === 'ltr';
    if (typeof id !== 'string')
      return ltr && id.values ? super._({ ...id, values: isolateRtl(id.values) }) : super._(id);
    return super._(id, ltr ? isolateRtl(values) : values, options);
  }
}

/**
 * The app's one translator. In its own module (no build-time imports) so code that Node also
 * runs (the ranking's formats in browser tests) shares it with the app.
 */
export const i18n = new DirectionalI18n({});
