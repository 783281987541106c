import { useLingui } from '@lingui/react';
import { useLocation, useNavigate } from 'react-router';
import {
  isUiLocale,
  LOCALE_NAMES,
  localePath,
  splitLocalePath,
  UI_LOCALES,
} from '../../shared/uiLocales.ts';
import { LANDING_ROUTES } from '../../shared/routes.ts';
import { currentLocale, setLocale } from '../i18n/i18n.ts';

/**
 * The app's language, each named in itself. The choice is kept in this browser (and on a
 * member's account); on a landing page it opens the same page in the chosen language.
 */
export function LanguagePicker({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choose = async (value: string) => {
    if (!isUiLocale(value)) return;
    await setLocale(value, { remember: true });
    // a member's account keeps it too (its code loads with the first choice)
    void import('../i18n/accountLocale.ts').then((m) => m.saveAccountLocale(value));
    const { rest } = splitLocalePath(pathname);
    if ((LANDING_ROUTES as readonly string[]).includes(rest))
      void navigate(localePath(value, rest), { replace: true });
  };
  return (
    <div className="language-picker">
      <label htmlFor={id}>{i18n._('shell.language')}</label>
      <select
        id={id}
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
