import { perGameAction, type GameActionName } from '../../shared/games/registry.ts';
import type { ClientEventName } from '../../shared/protocol/index.ts';
import type { Limit } from './limits.ts';

/**
 * What a person is told when one of their actions is over its limit: what they did too fast,
 * in their words (these texts reach toasts and chat, so never an event name), and roughly how
 * long to wait. Events no person triggers by hand (signals, heartbeats, detection) get a
 * plain, general sentence.
 */
const CORE_DOING: Record<Exclude<ClientEventName, GameActionName>, string> = {
  sendMessage: "You're sending messages too fast.",
  findPartner: "You're starting searches too fast.",
  nextPartner: "You're skipping too fast.",
  leave: "You're leaving chats too fast.",
  signal: 'Your connection is sending too much at once.',
  profileUpdate: "You're updating your profile too often.",
  reportUser: 'You just sent a report.',
  pong: 'Your connection is sending too much at once.',
  resumeMatch: 'Your connection is reconnecting too often.',
  peerConnected: 'Your call is reporting its connection too often.',
  mediaState: "You're turning your microphone or camera on and off too fast.",
  blockUser: "You're blocking people too fast.",
};
const DOING: Record<ClientEventName, string> = {
  ...CORE_DOING,
  ...perGameAction((action) => action.rate.doing),
};

function wait(perMs: number): string {
  if (perMs <= 1_000) return 'a moment';
  if (perMs <= 10_000) return 'a few seconds';
  if (perMs <= 30_000) return 'half a minute';
  return 'a minute';
}

/** The refusal text for `event` over `limit`, e.g. "You're skipping too fast. Please wait…". */
export function tooFastMessage(event: ClientEventName | 'unknown', limit: Limit): string {
  const doing =
    event === 'unknown' ? 'Your app is sending requests this server does not know.' : DOING[event];
  return `${doing} Please wait ${wait(limit.perMs)} and try again.`;
}
