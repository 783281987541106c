import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { LIMITS } from '../../../shared/constants.ts';
import {
  nativeName,
  uiLanguage,
  usePreferCountry,
  useSpokenLanguages,
} from '../languages/spoken.ts';
import './languages.css';

/** Languages offered to add, each named in itself; any BCP 47 tag works on the wire. */
const OFFERED = [
  'ar',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fi',
  'fil',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sv',
  'sw',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
];
/** codes Intl names that are no country (as the server's geo/country.ts) */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'QO', 'UN']);

/** Every two-letter code Intl names as a region, with its name in the app's language. */
function countries(lang: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const out: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !NOT_COUNTRIES.has(code)) out.push({ code, name });
    }
  return out.sort((x, y) => x.name.localeCompare(y.name, lang));
}

/** Settings: the languages a person speaks (ordered, at most 5) and a preferred country. */
export function LanguagesSection() {
  const { i18n } = useLingui();
  const [saved, setSaved] = useSpokenLanguages();
  const [country, setCountry] = usePreferCountry();
  // read again when the app's language changes (the picker above switches it on this page)
  const ui = useMemo(uiLanguage, [i18n.locale]);
  // nothing saved: searches send the app's language, so that is what the list shows
  const list = useMemo(() => (saved.length ? saved : [ui]), [saved, ui]);
  const offered = useMemo(
    () =>
      OFFERED.filter((t) => !list.includes(t))
        .map((tag) => ({ tag, name: nativeName(tag) }))
        .sort((x, y) => x.name.localeCompare(y.name)),
    [list],
  );
  const [adding, setAdding] = useState('');
  // country names in the app's own language, as the rest of the page speaks
  const regions = useMemo(() => countries(i18n.locale || ui), [i18n.locale, ui]);
  const full = list.length >= LIMITS.languagesMax;
  const move = (i: number, by: -1 | 1) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setSaved(next);
  };
  const add = () => {
    if (!adding || full) return;
    setSaved([...list, adding]);
    setAdding('');
  };

  return (
    <section className="card settings-card languages" aria-labelledby="languages-title">
      <h2 id="languages-title">{i18n._('settings.languages.title')}</h2>
      <p className="muted hint-text">{i18n._('settings.languages.hint')}</p>
      <h3 id="spoken-title">{i18n._('settings.languages.spoken')}</h3>
      <ol className="language-list" aria-labelledby="spoken-title">
        {list.map((tag, i) => {
          const name = nativeName(tag);
          return (
            <li key={tag} className="language-row">
              <span className="language-rank" aria-hidden="true">
                {i + 1}
              </span>
              <span className="language-name" lang={tag}>
                {name}
              </span>
              {!saved.length && (
                <span className="muted language-note">{i18n._('settings.languages.fromApp')}</span>
              )}
              <span className="language-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={i18n._('settings.languages.moveUp', { name })}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={i18n._('settings.languages.moveDown', { name })}
                  disabled={i === list.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={i18n._('settings.languages.removeNamed', { name })}
                  disabled={list.length === 1}
                  onClick={() => setSaved(list.filter((t) => t !== tag))}
                >
                  {i18n._('settings.languages.remove')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="field language-add">
        <label htmlFor="language-add">{i18n._('settings.languages.add')}</label>
        <div className="language-add-row">
          <select
            id="language-add"
            className="input"
            value={adding}
            disabled={full}
            onChange={(e) => setAdding(e.target.value)}
            aria-describedby="language-add-hint"
          >
            <option value="">{i18n._('settings.languages.choose')}</option>
            {offered.map(({ tag, name }) => (
              <option key={tag} value={tag} lang={tag}>
                {name}
              </option>
            ))}
          </select>
          <button type="button" className="btn" disabled={!adding || full} onClick={add}>
            {i18n._('settings.languages.addButton')}
          </button>
        </div>
        <p id="language-add-hint" className="hint">
          {full
            ? i18n._('settings.languages.full', { max: LIMITS.languagesMax })
            : i18n._('settings.languages.upTo', { max: LIMITS.languagesMax })}
        </p>
      </div>
      <div className="field">
        <label htmlFor="prefer-country">{i18n._('settings.languages.preferCountry')}</label>
        <select
          id="prefer-country"
          className="input"
          value={country ?? ''}
          onChange={(e) => setCountry(e.target.value || null)}
        >
          <option value="">{i18n._('settings.languages.anywhere')}</option>
          {regions.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
