import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import './content.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta('Page not found · Match Up');
  return (
    <section className="page-narrow not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="lead">
        There is nothing at <code>{pathname}</code>. The link may be old or mistyped.
      </p>
      <p>
        <Link className="btn btn-primary" to="/">
          Go to Home
        </Link>
      </p>
    </section>
  );
}
