import { useLingui } from '@lingui/react';
import type { PersonSummary } from '../../../shared/protocol/console.ts';
import { useConsoleAction, when } from './useConsole.ts';

/**
 * A person's age review, as facts of their card: held since when (partners' devices' age
 * signals), with Clear, which asks first and is written to the action log; or not held.
 */
export function AgeHold({ person, name }: { person: PersonSummary; name: string }) {
  const { i18n } = useLingui();
  const action = useConsoleAction();
  return (
    <>
      <dt>{i18n._('console.person.ageReview')}</dt>
      <dd>
        {person.ageHeldSince ? (
          <span className="console-age-hold">
            {i18n._('console.person.ageHeldSince', { since: when(i18n, person.ageHeldSince) })}{' '}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={action.isPending}
              onClick={() =>
                action.mutate({
                  path: `/api/admin/users/${encodeURIComponent(person.id)}/age-clear`,
                  body: {},
                  ask: {
                    title: i18n._('console.ageClear.title', { name }),
                    message: i18n._('console.ageClear.message'),
                    confirmText: i18n._('console.ageClear.confirm'),
                  },
                })
              }
            >
              {i18n._('console.ageClear.button')}
            </button>
          </span>
        ) : (
          i18n._('console.person.ageNotHeld')
        )}
      </dd>
    </>
  );
}
