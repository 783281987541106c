import { describe, expect, it } from 'vitest';
import { clientSchemas, type ClientEventName } from '../shared/protocol/index.ts';
import {
  guardsOf,
  handlerTableOf,
  socketLifecycleOf,
  startFeatures,
  stopFeatures,
  type ServerFeature,
} from './feature.ts';
import type { AppSocket, Guard, HandlerTable } from './realtime/handle.ts';

const events = Object.keys(clientSchemas) as ClientEventName[];
const handleAll = (): HandlerTable =>
  Object.fromEntries(events.map((e) => [e, () => undefined])) as HandlerTable;

describe('server features', () => {
  it('builds one table of every socket event, refusing a gap or an event claimed twice', () => {
    const [first, ...rest] = events;
    const table = handlerTableOf([
      { name: 'a', handlers: { [first!]: () => 'from a' } as HandlerTable },
      {
        name: 'b',
        handlers: Object.fromEntries(rest.map((e) => [e, () => undefined])) as HandlerTable,
      },
    ]);
    expect(Object.keys(table).sort()).toEqual([...events].sort());

    expect(() => handlerTableOf([{ name: 'a', handlers: { [first!]: () => undefined } }])).toThrow(
      /^No feature handles socket events: /,
    );
    expect(() =>
      handlerTableOf([
        { name: 'everything', handlers: handleAll() },
        { name: 'late', handlers: { [first!]: () => undefined } as HandlerTable },
      ]),
    ).toThrow(`Socket event "${first}" is handled by both everything and late`);
  });

  it('runs guards, starts, stops and socket hooks in list order', async () => {
    const seen: string[] = [];
    const feature = (name: string): ServerFeature => ({
      name,
      guards: [(() => void seen.push(`guard ${name}`)) as Guard],
      onConnect: () => void seen.push(`connect ${name}`),
      onDisconnect: (_, reason) => void seen.push(`disconnect ${name} ${reason}`),
      start: async () => void seen.push(`start ${name}`),
      stop: () => void seen.push(`stop ${name}`),
    });
    const features = [feature('limits'), { name: 'quiet' }, feature('bans')];
    const socket = {} as AppSocket;
    for (const guard of guardsOf(features)) await guard(socket, 'findPartner');
    await startFeatures(features);
    const hooks = socketLifecycleOf(features);
    hooks.connected(socket);
    hooks.disconnected(socket, 'transport close');
    await stopFeatures(features);
    expect(seen).toEqual([
      'guard limits',
      'guard bans',
      'start limits',
      'start bans',
      'connect limits',
      'connect bans',
      'disconnect limits transport close',
      'disconnect bans transport close',
      'stop limits',
      'stop bans',
    ]);
  });

  it('runs a stop that returns nothing in the same tick as the one before it', async () => {
    const seen: string[] = [];
    await stopFeatures([
      { name: 'handover', stop: () => void queueMicrotask(() => seen.push('handover work')) },
      { name: 'games', stop: () => void seen.push('games stopped') },
    ]);
    expect(seen).toEqual(['games stopped', 'handover work']);
  });
});
