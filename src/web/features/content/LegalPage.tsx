import { Link, useLocation, useNavigate } from 'react-router';
import { fillSite } from '../../../shared/site.ts';
import type { LegalDoc } from '../../content/types.ts';
import { useSite } from '../../lib/site.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import './content.css';

/**
 * Privacy and Terms: a back button, the date, and numbered sections. Texts may name the
 * operator's settings as `{privacyEmail}`, `{guestIdleDays}`… (shared/site.ts).
 */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const navigate = useNavigate();
  // The router's first entry has the key 'default': opened directly (a link from elsewhere,
  // a new tab), Back goes Home instead of leaving the site.
  const cameFromApp = useLocation().key !== 'default';
  usePageMeta(`${doc.title} · Match Up`);
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
        ← Back
      </Link>
      <h1>{doc.title}</h1>
      <p className="muted">Last updated {doc.updated}</p>
      <p className="lead">{fill(doc.intro)}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{fill(p)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
