import { useLingui } from '@lingui/react';
import { use } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { fillSite, safetyHref } from '../../../shared/site.ts';
import { isUiLocale, type UiLocale } from '../../../shared/uiLocales.ts';
import { privacyIn, termsIn } from '../../content/inLocale.ts';
import type { LegalDoc } from '../../content/types.ts';
import { withElements } from '../../i18n/elements.tsx';
import { useSite } from '../../lib/site.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import './content.css';

/** A policy's day ('2025-05-01') as the language writes dates: '1 May 2025', '1. Mai 2025'… */
export function policyDate(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  // the day itself, wherever the reader is
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Privacy and Terms: a back button, the date, and numbered sections. Texts may name the
 * operator's settings as `{privacyEmail}`, `{guestIdleDays}`… (shared/site.ts).
 */
export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { i18n } = useLingui();
  const locale: UiLocale = isUiLocale(i18n.locale) ? i18n.locale : 'en';
  const doc: LegalDoc = use(kind === 'privacy' ? privacyIn(locale) : termsIn(locale));
  const navigate = useNavigate();
  // The router's first entry has the key 'default': opened directly (a link from elsewhere,
  // a new tab), Back goes Home instead of leaving the site.
  const cameFromApp = useLocation().key !== 'default';
  usePageMeta(i18n._('content.legalMeta', { title: doc.title }));
  const site = useSite();
  const fill = (text: string) => fillSite(text, site);
  return (
    <article className="page-narrow prose">
      {/* A link, not a button: the page is prerendered, so a click before the script has
          hydrated it still takes the person Home. Once hydrated, Back returns within the app. */}
      <Link
        to="/"
        className="btn btn-ghost btn-sm back-btn"
        onClick={(event) => {
          if (!cameFromApp) return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        {i18n._('content.back')}
      </Link>
      <h1>{doc.title}</h1>
      <p className="muted">
        {withElements((m) => i18n._('content.lastUpdated', m), {
          date: <time dateTime={doc.updated}>{policyDate(doc.updated, i18n.locale)}</time>,
        })}
      </p>
      <p className="lead">{fill(doc.intro)}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{fill(p)}</p>
          ))}
        </section>
      ))}
      {/* the operator's safety contact (SAFETY_CONTACT); a prerendered page may lack it, so
          it shows once the server's settings arrive after load */}
      {site.safetyContact && (
        <section>
          <h2>{i18n._('content.safety.heading')}</h2>
          <p>
            {i18n._('content.safety.text')}{' '}
            <a href={safetyHref(site.safetyContact)}>{site.safetyContact}</a>
          </p>
        </section>
      )}
    </article>
  );
}
