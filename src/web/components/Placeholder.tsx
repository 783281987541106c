import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/usePageMeta.ts';

/** An honest page for a feature that is not on this server yet. */
export function Placeholder({ title, text }: { title: string; text: string }) {
  const { i18n } = useLingui();
  usePageMeta(i18n._('placeholder.title', { title }));
  return (
    <section className="page-narrow">
      <h1>{title}</h1>
      <div className="card">
        <p>{text}</p>
        <Link to="/" className="btn btn-ghost btn-sm">
          {i18n._('placeholder.backHome')}
        </Link>
      </div>
    </section>
  );
}
