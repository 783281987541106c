import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BlockView, BlocksResponse } from '../../../shared/protocol/index.ts';
import { Flag } from '../../components/Flag.tsx';
import { notify } from '../../components/toast.ts';
import { queryClient } from '../../lib/queries.tsx';
import { api } from '../session/session.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Settings: the people this user (guest or member) blocked, each with Unblock. */
export function BlockedPeople({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: ['blocks', userId],
    queryFn: ({ signal }) => api.get<BlocksResponse>('/api/blocks', { signal }),
  });
  const blocks = query.data?.blocks ?? null;
  const failed = query.isError;
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    if (query.error) console.error('Failed to load blocks:', query.error);
  }, [query.error]);

  const unblock = async (block: BlockView) => {
    setBusy(block.id);
    try {
      await api.delete(`/api/blocks/${block.id}`);
      queryClient.setQueryData<BlocksResponse>(['blocks', userId], (res) =>
        res ? { blocks: res.blocks.filter((b) => b.id !== block.id) } : res,
      );
      notify('success', 'Unblocked', 'You may be matched with this person again.');
    } catch (err) {
      notify(
        'error',
        'Could not unblock',
        err instanceof Error ? err.message : 'Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="blocked-title">
      <h2 id="blocked-title">Blocked people</h2>
      <p className="muted hint-text">
        You are never matched with someone you blocked, on this account or this browser.
      </p>
      {failed && !query.isFetching && (
        <div role="alert">
          <p>Your blocked list could not be loaded.</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </div>
      )}
      {(query.isPending || (failed && query.isFetching)) && (
        <p className="muted" role="status">
          Loading…
        </p>
      )}
      {blocks?.length === 0 && <p className="muted">You haven&apos;t blocked anyone.</p>}
      {blocks && blocks.length > 0 && (
        <ul className="block-list">
          {blocks.map((b) => {
            const where = b.countryCode === 'UN' ? 'an unknown country' : b.country;
            return (
              <li key={b.id} className="block-row">
                <Flag code={b.countryCode} showCode={false} label={b.country} />
                {/* two lines: on a phone the date wrapped mid-sentence beside the button */}
                <div className="block-text">
                  <div>Someone from {where}</div>
                  <div className="muted">Blocked {when(b.blockedAt)}</div>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy !== null}
                  aria-busy={busy === b.id}
                  aria-label={`Unblock someone from ${where}, blocked ${when(b.blockedAt)}`}
                  onClick={() => void unblock(b)}
                >
                  Unblock
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
