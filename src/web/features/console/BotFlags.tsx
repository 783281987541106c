import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { BotFlagsResponse } from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { ClearBotFlag } from './BotFlagClear.tsx';
import { nameOr, when } from './useConsole.ts';

/**
 * Likely bots: people the bot rule marked for sending one message to several partners within
 * minutes, with the message as the rule compared it. Shown above the reports; nothing when
 * there are none (or the list cannot be read: the reports still can).
 */
export function BotFlags() {
  const { i18n } = useLingui();
  const query = useQuery({
    queryKey: ['admin', 'bot-flags'],
    queryFn: ({ signal }) => api.get<BotFlagsResponse>('/api/admin/bot-flags', { signal }),
  });
  const flags = query.data?.flags;
  if (!flags?.length) return null;
  return (
    <section className="bot-flags" aria-labelledby="bot-flags-heading">
      <h2 id="bot-flags-heading" className="bot-flags-title">
        {i18n._('console.bots.title')}
      </h2>
      <ul className="report-queue">
        {flags.map((f) => (
          <li key={f.id} className="queue-item is-urgent">
            <span className="queue-top">
              <strong>{nameOr(i18n, { ...f, id: f.userId })}</strong>
              <span className="console-badge">
                {i18n._('console.bots.partners', { count: f.partners })}
              </span>
            </span>
            <span className="queue-who">
              <q>{f.text}</q>
            </span>
            <span className="muted queue-when">
              {i18n._('console.bots.id', { id: f.userId })} · {when(i18n, f.createdAt)}
            </span>
            <span>
              <ClearBotFlag userId={f.userId} name={nameOr(i18n, { ...f, id: f.userId })} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
