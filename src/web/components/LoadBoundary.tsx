import { useLingui } from '@lingui/react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pageKey } from '../../shared/routes.ts';

interface Props {
  children: ReactNode;
  /** what to show instead when the part below failed to load or render */
  fallback: ReactNode;
}

/** Catches a part of the app that failed (its code did not arrive) so the rest keeps working. */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const reload = () => window.location.reload();

/** The page's part of the screen when its code did not arrive; the menu still works. */
function PageFailed() {
  const { i18n } = useLingui();
  return (
    <section className="page-narrow not-found" role="alert" aria-labelledby="page-failed-title">
      <h1 id="page-failed-title">{i18n._('load.pageFailed.title')}</h1>
      <p className="lead">{i18n._('load.pageFailed.body')}</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={reload}>
          {i18n._('load.reload')}
        </button>
      </p>
    </section>
  );
}

/**
 * Route pages: a failed page shows PageFailed; another page gets a fresh boundary (the same
 * page in another language keeps it, and the page stays mounted).
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LoadBoundary key={pageKey(pathname)} fallback={<PageFailed />}>
      {children}
    </LoadBoundary>
  );
}

/** Calls and chat: when their code did not arrive, say so over whatever page is open. */
export function RealtimeBoundary({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <LoadBoundary
      fallback={
        <div className="load-failed" role="alert">
          <p>{i18n._('load.realtimeFailed')}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={reload}>
            {i18n._('load.reload')}
          </button>
        </div>
      }
    >
      {children}
    </LoadBoundary>
  );
}
