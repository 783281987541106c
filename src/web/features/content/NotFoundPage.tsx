import { Trans, useLingui } from '@lingui/react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import './content.css';

export function NotFoundPage() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  usePageMeta(i18n._('content.notFoundMeta'));
  return (
    <section className="page-narrow not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{i18n._('content.notFoundTitle')}</h1>
      <p className="lead">
        <Trans id="content.notFoundBody" values={{ path: pathname }} components={{ 0: <code /> }} />
      </p>
      <p>
        <Link className="btn btn-primary" to="/">
          {i18n._('content.goHome')}
        </Link>
      </p>
    </section>
  );
}
