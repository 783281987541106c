import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BlockView, BlocksResponse } from '../../../shared/protocol/index.ts';
import { Flag } from '../../components/Flag.tsx';
import { notify } from '../../components/toast.ts';
import { queryClient } from '../../lib/queries.tsx';
import { api } from '../session/session.ts';
import { countryName, formatDate } from './format.ts';
import { PersonAvatar } from '../guests/PersonAvatar.tsx';
import { shownName } from '../guests/names.ts';

/** Settings: the people this user (guest or member) blocked, each with Unblock. */
export function BlockedPeople({ userId }: { userId: string }) {
  const { i18n } = useLingui();
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
      notify(
        'success',
        i18n._('settings.blocked.unblocked'),
        i18n._('settings.blocked.unblockedBody'),
      );
    } catch (err) {
      notify(
        'error',
        i18n._('settings.blocked.unblockFailed'),
        err instanceof Error ? err.message : i18n._('settings.tryAgain'),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="blocked-title">
      <h2 id="blocked-title">{i18n._('settings.blocked.title')}</h2>
      <p className="muted hint-text">{i18n._('settings.blocked.hint')}</p>
      {failed && !query.isFetching && (
        <div role="alert">
          <p>{i18n._('settings.blocked.failed')}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void query.refetch()}
          >
            {i18n._('settings.retry')}
          </button>
        </div>
      )}
      {(query.isPending || (failed && query.isFetching)) && (
        <p className="muted" role="status">
          {i18n._('settings.loadingEllipsis')}
        </p>
      )}
      {blocks?.length === 0 && <p className="muted">{i18n._('settings.blocked.empty')}</p>}
      {blocks && blocks.length > 0 && (
        <ul className="block-list">
          {blocks.map((b) => {
            const country = countryName(b.countryCode, b.country);
            const unknown = b.countryCode === 'UN' || !country;
            const date = formatDate(b.blockedAt);
            // a blocked guest is named as they were shown; anyone else as "someone"
            const guest = b.guestName ? { name: null, guestName: b.guestName } : null;
            const name = guest && shownName(guest, i18n);
            return (
              <li key={b.id} className="block-row">
                {guest && <PersonAvatar person={guest} className="avatar-sm" />}
                <Flag
                  code={b.countryCode}
                  showCode={false}
                  label={unknown ? i18n._('settings.blocked.unknownCountry') : country}
                />
                {/* two lines: on a phone the date wrapped mid-sentence beside the button */}
                <div className="block-text">
                  <div>
                    {name
                      ? unknown
                        ? i18n._('settings.blocked.namedUnknown', { name })
                        : i18n._('settings.blocked.namedFrom', { name, country })
                      : unknown
                        ? i18n._('settings.blocked.someoneUnknown')
                        : i18n._('settings.blocked.someoneFrom', { country })}
                  </div>
                  <div className="muted">{i18n._('settings.blocked.when', { date })}</div>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy !== null}
                  aria-busy={busy === b.id}
                  aria-label={
                    name
                      ? i18n._('settings.blocked.unblockNamed', { name, date })
                      : unknown
                        ? i18n._('settings.blocked.unblockUnknown', { date })
                        : i18n._('settings.blocked.unblockFrom', { country, date })
                  }
                  onClick={() => void unblock(b)}
                >
                  {i18n._('settings.blocked.unblock')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
