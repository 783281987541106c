import { Link } from 'react-router';
import { about } from '../../content/about.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import './content.css';

export function AboutPage() {
  usePageMeta('About · Match Up', about.lead);
  return (
    <article className="page-narrow prose">
      <h1>{about.title}</h1>
      <p className="lead">{about.lead}</p>
      <div className="about-grid">
        {about.sections.map((section) => (
          <section key={section.heading} className="card">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </div>
      <p>
        <Link className="btn btn-primary" to="/">
          Start chatting
        </Link>
      </p>
    </article>
  );
}
