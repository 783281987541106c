import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageOf, pathIn } from '../../shared/routes.ts';
import { isUiLocale, LOCALE_NAMES, UI_LOCALES } from '../../shared/uiLocales.ts';
import { currentLocale, setLocale } from '../i18n/i18n.ts';

/**
 * The app's language, each named in itself. The choice is kept in this browser (and on a
 * member's account, and in a cookie for the server). A switch re-renders the page where it is:
 * what was typed, the scroll position and an open dialog stay. On an address that names its
 * language (/es/…, a landing page) the same page's address in the new language replaces it;
 * the route keeps the same page component, so nothing on it is mounted anew.
 */
export function LanguagePicker({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  const choose = async (value: string) => {
    if (!isUiLocale(value)) return;
    await setLocale(value, { remember: true });
    // a member's account keeps it too (its code loads with the first choice)
    void import('../i18n/accountLocale.ts').then((m) => m.saveAccountLocale(value));
    const there = pageOf(pathname)?.fixed ? pathIn(value, pathname) : null;
    if (there)
      void navigate(`${there}${search}${hash}`, { replace: true, preventScrollReset: true });
  };
  // a language picked in the prerendered page before the script ran counts once it runs
  useEffect(() => {
    const picked = select.current?.value;
    if (picked && picked !== currentLocale()) void choose(picked);
    // once, on the markup the page arrived with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="language-picker">
      <label htmlFor={id}>{i18n._('shell.language')}</label>
      <select
        id={id}
        ref={select}
        className="input"
        value={currentLocale()}
        onChange={(e) => void choose(e.target.value)}
      >
        {UI_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
