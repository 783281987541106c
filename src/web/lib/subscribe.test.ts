import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../features/games/testing/fakeSocket.ts';
import { subscribe, type SocketHandlers } from './subscribe.ts';

// The map is checked where it is written (the typecheck runs over tests too): a handler
// written for another event's payload does not compile.
// @ts-expect-error receiveMessage carries a chat message, not a number
const wrong: SocketHandlers = { receiveMessage: (n: number) => n };
void wrong;

describe('subscribe: a typed map of socket handlers', () => {
  it("hands each event's payload to its handler, and unsubscribes all at once", () => {
    const fake = new FakeSocket();
    const found = vi.fn();
    const left = vi.fn();
    const off = subscribe(fake.socket, { partnerFound: found, partnerDisconnected: left });
    expect(fake.listening()).toBe(2);
    const gone = {
      reason: 'Partner disconnected',
      code: 'partner_left',
      params: { how: 'disconnected' },
    } as const;
    fake.serve('partnerDisconnected', gone);
    expect(left).toHaveBeenCalledWith(gone);
    expect(found).not.toHaveBeenCalled();
    off();
    expect(fake.listening()).toBe(0);
    fake.serve('partnerDisconnected', { ...gone, reason: 'again' });
    expect(left).toHaveBeenCalledTimes(1);
  });

  it("follows the socket's own connect and disconnect too", () => {
    const fake = new FakeSocket();
    const off = subscribe(fake.socket, { connect: () => {}, disconnect: () => {} });
    expect(fake.listening()).toBe(2);
    off();
    expect(fake.listening()).toBe(0);
  });
});
