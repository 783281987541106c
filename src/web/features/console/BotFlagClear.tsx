import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { PersonStandingResponse } from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { useConsoleAction, when } from './useConsole.ts';

/**
 * "Clear bot flag": ends a person's likely-bot flag, and with it their slow lane and the strict
 * holding of their messages. Asks first; the server writes it to the action log.
 */
export function ClearBotFlag({ userId, name }: { userId: string; name: string }) {
  const { i18n } = useLingui();
  const action = useConsoleAction();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      disabled={action.isPending}
      onClick={() =>
        action.mutate({
          path: `/api/admin/users/${encodeURIComponent(userId)}/bot-clear`,
          body: {},
          ask: {
            title: i18n._('console.botClear.title', { name }),
            message: i18n._('console.botClear.message'),
            confirmText: i18n._('console.botClear.confirm'),
          },
        })
      }
    >
      {i18n._('console.botClear.button')}
    </button>
  );
}

/**
 * A person's open likely-bot flag, as facts of their card (read with their standing): since
 * when, with Clear bot flag. Nothing when they have none, or while it is read.
 */
export function BotFlagFacts({ userId, name }: { userId: string; name: string }) {
  const { i18n } = useLingui();
  const query = useQuery({
    queryKey: ['admin', 'standing', userId],
    queryFn: ({ signal }) =>
      api.get<PersonStandingResponse>(`/api/admin/people/${encodeURIComponent(userId)}/standing`, {
        signal,
      }),
  });
  const flag = query.data?.botFlag;
  if (!flag) return null;
  return (
    <>
      <dt>{i18n._('console.person.likelyBot')}</dt>
      <dd>
        <span className="console-age-hold">
          {i18n._('console.person.botFlaggedSince', { since: when(i18n, flag.createdAt) })}{' '}
          <ClearBotFlag userId={userId} name={name} />
        </span>
      </dd>
    </>
  );
}
