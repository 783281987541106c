import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ack } from '../../shared/protocol/client-events.ts';
import { ANSWER_TIMEOUT_MS, NO_ANSWER, whenAnswered } from './answered.ts';

describe('whenAnswered', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("passes the server's answer on once", () => {
    const done = vi.fn();
    let reply: (res: Ack) => void = () => undefined;
    whenAnswered((r) => (reply = r), done);
    reply({ ok: false, error: 'Too many reports', code: 'internal' });
    reply({ ok: true });
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS);
    expect(done.mock.calls).toEqual([[{ ok: false, error: 'Too many reports', code: 'internal' }]]);
  });

  it('says the server did not answer after the timeout, and ignores a late answer', () => {
    const done = vi.fn();
    let reply: (res: Ack) => void = () => undefined;
    whenAnswered((r) => (reply = r), done);
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    reply({ ok: true });
    expect(done.mock.calls).toEqual([[{ ok: false, error: NO_ANSWER, code: 'server_silent' }]]);
  });
});
