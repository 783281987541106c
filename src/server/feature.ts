import type { FastifyInstance } from 'fastify';
import { clientSchemas, type ClientEventName } from '../shared/protocol/index.ts';
import type { AppSocket, Guard, HandlerTable } from './realtime/handle.ts';

/**
 * One part of the server as `createServer` wires it: its REST routes, its socket events, the
 * guards every socket event passes before its schema, what it does as sockets come and go, and
 * its timers. app.ts builds a list of these and loops over it; nothing is patched in later.
 */
export interface ServerFeature {
  name: string;
  /** its REST routes (registered in list order, after the HTTP guards and before listening) */
  routes?(app: FastifyInstance): void | Promise<void>;
  /** its socket events; each event belongs to exactly one feature */
  handlers?: HandlerTable;
  /** run before every socket event's schema, in list order (rate limits, then bans) */
  guards?: readonly Guard[];
  /** a socket connected (one shared call per socket, not a closure) */
  onConnect?(socket: AppSocket): void;
  /** a socket went away */
  onDisconnect?(socket: AppSocket, reason: string): void;
  /** starts its timers; features start in list order once every route and handler is set */
  start?(): void | Promise<void>;
  /**
   * Stops its timers on a graceful stop, in list order too: the list puts what feeds others
   * first (the heartbeat and the matching stop before the games and moderation they use).
   */
  stop?(): void | Promise<void>;
}

/** The features' socket events as one table: every client event handled, each by one feature. */
export function handlerTableOf(features: readonly ServerFeature[]): Required<HandlerTable> {
  const table: HandlerTable = {};
  const owner = new Map<string, string>();
  for (const feature of features) {
    for (const [event, handler] of Object.entries(feature.handlers ?? {})) {
      const taken = owner.get(event);
      if (taken)
        throw new Error(`Socket event "${event}" is handled by both ${taken} and ${feature.name}`);
      owner.set(event, feature.name);
      (table as Record<string, unknown>)[event] = handler;
    }
  }
  const missing = (Object.keys(clientSchemas) as ClientEventName[]).filter((e) => !owner.has(e));
  if (missing.length) throw new Error(`No feature handles socket events: ${missing.join(', ')}`);
  return table as Required<HandlerTable>;
}

/** Every feature's guards, in list order. */
export const guardsOf = (features: readonly ServerFeature[]): Guard[] =>
  features.flatMap((f) => f.guards ?? []);

/** Registers every feature's routes, in list order. */
export async function registerRoutes(
  app: FastifyInstance,
  features: readonly ServerFeature[],
): Promise<void> {
  for (const feature of features) await feature.routes?.(app);
}

/**
 * Runs `step` of each feature in list order. Only a step that returns a promise is awaited: one
 * that returns nothing is followed by the next in the same tick, as the hand-written sequence
 * was (a draining node's handover and the games' stop must not have other work run between).
 */
async function inOrder(features: readonly ServerFeature[], step: 'start' | 'stop'): Promise<void> {
  for (const feature of features) {
    const pending = feature[step]?.();
    if (pending) await pending;
  }
}

export const startFeatures = (features: readonly ServerFeature[]) => inOrder(features, 'start');

export const stopFeatures = (features: readonly ServerFeature[]) => inOrder(features, 'stop');

/** One connect and one disconnect call for every feature that watches sockets. */
export function socketLifecycleOf(features: readonly ServerFeature[]) {
  const connecting = features.filter((f) => f.onConnect);
  const leaving = features.filter((f) => f.onDisconnect);
  return {
    connected(socket: AppSocket): void {
      for (const f of connecting) f.onConnect!(socket);
    },
    disconnected(socket: AppSocket, reason: string): void {
      for (const f of leaving) f.onDisconnect!(socket, reason);
    },
  };
}
