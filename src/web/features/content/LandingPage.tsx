import { useLingui } from '@lingui/react';
import { use } from 'react';
import { Link } from 'react-router';
import { fillSite } from '../../../shared/site.ts';
import type { UiLocale } from '../../../shared/uiLocales.ts';
import { landingPageIn } from '../../content/landingPage.ts';
import { useSite } from '../../lib/site.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import './content.css';

/**
 * An SEO landing page in the language of its URL (/es/talk-to-strangers is Spanish whatever
 * the app speaks): banner, title, subtitle, 'start chatting' link and the FAQ. Texts may name
 * the operator's settings as `{appealsEmail}`… (shared/site.ts), filled as on the legal pages.
 */
export function LandingPage({ path, locale }: { path: string; locale: UiLocale }) {
  const { i18n } = useLingui();
  const page = use(landingPageIn(locale, path));
  const site = useSite();
  const fill = (text: string) => fillSite(text, site);
  usePageMeta(fill(page.metaTitle), fill(page.metaDescription));
  return (
    <article className="page-narrow prose landing" lang={locale}>
      <p className="landing-banner">{fill(page.banner)}</p>
      <h1>{fill(page.title)}</h1>
      <p className="lead">{fill(page.subtitle)}</p>
      <p>
        <Link className="btn btn-primary btn-lg" to="/">
          {i18n._('content.startChatting')}
        </Link>
      </p>
      {page.intro.map((p) => (
        <p key={p}>{fill(p)}</p>
      ))}
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading">{i18n._('content.faqHeading')}</h2>
        <dl className="faq">
          {page.faq.map((item) => (
            <div key={item.question} className="faq-item">
              <dt>{fill(item.question)}</dt>
              <dd>{fill(item.answer)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
