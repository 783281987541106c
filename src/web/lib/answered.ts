import type { Ack } from '../../shared/protocol/client-events.ts';

/** How long a person waits for the server to answer an action they asked for. */
export const ANSWER_TIMEOUT_MS = 10_000;

export const NO_ANSWER = 'The server did not answer. Please try again.';

/**
 * Sends an event a person waits on and calls `done` exactly once: with the server's ack, or
 * with a refusal saying the server did not answer after ANSWER_TIMEOUT_MS (a late ack is then
 * ignored, so the person is never told twice).
 */
export function whenAnswered(
  send: (reply: (res: Ack) => void) => void,
  done: (res: Ack) => void,
  timeoutMs = ANSWER_TIMEOUT_MS,
): void {
  let settled = false;
  const finish = (res: Ack) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    done(res);
  };
  const timer = setTimeout(
    () => finish({ ok: false, error: NO_ANSWER, code: 'server_silent' }),
    timeoutMs,
  );
  send(finish);
}
