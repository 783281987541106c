import type { ServerFeature } from '../feature.ts';
import type { HandlerTable } from '../realtime/handle.ts';

/** Contacts as a server feature (placeholder until the service lands: refuses every event). */
export function contactsFeature(): ServerFeature {
  return {
    name: 'contacts',
    handlers: {
      keepInTouch: () => ({ code: 'not_in_call' }),
      callContact: () => ({ code: 'not_a_contact' }),
      cancelContactCall: () => ({ code: 'call_gone' }),
      answerContactCall: () => ({ code: 'call_gone' }),
    } satisfies HandlerTable,
  };
}
