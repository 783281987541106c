import { useLingui } from '@lingui/react';

/** What a console list or page says while its data loads, or when it could not be loaded. */
export function QueryState({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** e.g. "Loading bans…" */
  loading: string;
  /** e.g. "The bans could not be loaded." */
  failed: string;
}) {
  const { i18n } = useLingui();
  if (query.isPending)
    return (
      <p className="muted" role="status">
        {loading}
      </p>
    );
  if (!query.isError) return null;
  return (
    <div role="alert">
      <p>{failed}</p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void query.refetch()}>
        {i18n._('console.retry')}
      </button>
    </div>
  );
}
