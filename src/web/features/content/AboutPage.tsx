import { useLingui } from '@lingui/react';
import { use } from 'react';
import { Link } from 'react-router';
import { isUiLocale } from '../../../shared/uiLocales.ts';
import { aboutIn } from '../../content/inLocale.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import './content.css';

export function AboutPage() {
  const { i18n } = useLingui();
  const about = use(aboutIn(isUiLocale(i18n.locale) ? i18n.locale : 'en'));
  usePageMeta(i18n._('content.aboutMeta'), about.lead);
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
          {i18n._('content.startChatting')}
        </Link>
      </p>
    </article>
  );
}
