import { useLingui } from '@lingui/react';
import { isCountryCode } from '../../shared/rules/country.ts';
import { Icon } from './Icon.tsx';

// Every flag is its own small asset from the flag-icons package, bundled with the app and
// loaded only when shown: no CDN, and no flag costs a page that does not show it.
const flags = import.meta.glob<string>('../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

function urlFor(code: string): string | undefined {
  return flags[`../../../node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`];
}

/** A country flag with its code; a globe when the code is not two letters A to Z. */
export function Flag({
  code,
  label,
  showCode = true,
}: {
  code: string | null | undefined;
  label?: string;
  showCode?: boolean;
}) {
  const { i18n } = useLingui();
  const url = isCountryCode(code) ? urlFor(code) : undefined;
  const valid = Boolean(url);
  const text = label ?? (valid ? code!.toUpperCase() : i18n._('flag.unknownCountry'));
  return (
    <span className="flag">
      {url ? (
        <img src={url} alt="" width={20} height={15} className="flag-img" />
      ) : (
        <Icon name="globe" size={18} className="flag-globe" />
      )}
      {showCode ? (
        // i18n-ignore: a two-letter code, as on the flag (UN: no country)
        <span>{valid ? code!.toUpperCase() : 'UN'}</span>
      ) : (
        <span className="visually-hidden">{text}</span>
      )}
    </span>
  );
}
