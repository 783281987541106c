import { Link } from 'react-router';
import type { LandingPage as Landing } from '../../content/types.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import './content.css';

/** An SEO landing page: banner, title, subtitle, 'start chatting' link and the FAQ. */
export function LandingPage({ page }: { page: Landing }) {
  usePageMeta(page.metaTitle, page.metaDescription);
  return (
    <article className="page-narrow prose landing">
      <p className="landing-banner">{page.banner}</p>
      <h1>{page.title}</h1>
      <p className="lead">{page.subtitle}</p>
      <p>
        <Link className="btn btn-primary btn-lg" to="/">
          Start chatting
        </Link>
      </p>
      {page.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently asked questions</h2>
        <dl className="faq">
          {page.faq.map((item) => (
            <div key={item.question} className="faq-item">
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
