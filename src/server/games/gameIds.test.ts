/**
 * Attack: a game id that repeats after a restart. A call kept through a graceful restart comes
 * back with the same match id; its game counter did not, so the first game after the restart
 * was numbered like the first game before it and the ledger dropped it as a duplicate (the
 * win was lost). Game ids now carry the host's own run, so they never repeat.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerFound, TriviaView } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

describe('game ids across a restart', () => {
  let server: TestServer | undefined;
  let clock = 7_000_000;
  const dir = mkdtempSync(join(tmpdir(), 'mu-gameids-'));
  const env = {
    DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
    JWT_SECRET: 'game-ids-test-secret-0123456789-0123456789',
  };
  const start = async () => (server = await startTestServer(env, 'sqlite', false, () => clock));
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function playUntilStarted(a: AppClientSocket, b: AppClientSocket): Promise<TriviaView> {
    const requested = nextEvent(b, 'triviaChallengeRequested');
    expect(await ack(a, 'requestTriviaChallenge')).toEqual({ ok: true });
    await requested;
    const started = nextEvent<TriviaView>(a, 'challengeStarted');
    expect(await ack(b, 'acceptTriviaChallenge')).toEqual({ ok: true });
    return started;
  }

  it('the first game after a restart gets an id the ledger has not seen', async () => {
    const s = await start();
    const tokens = [(await s.guest()).token, (await s.guest()).token] as const;
    const [a, b] = tokens.map((t) => s.connect(t)) as [AppClientSocket, AppClientSocket];
    await Promise.all([connected(a), connected(b)]);
    const found = nextEvent<PartnerFound>(b, 'partnerFound');
    await ack(a, 'findPartner', { interests: ['game-ids'] });
    await ack(b, 'findPartner', { interests: ['game-ids'] });
    const { matchId } = await found;

    const before = await playUntilStarted(a, b);
    const over = nextEvent(b, 'challengeEnded');
    expect(await ack(a, 'endChallenge')).toEqual({ ok: true });
    await over;

    await server!.services.close(); // as SIGTERM: the call is kept for the next start
    clock += 1_000;
    await start();
    const [a2, b2] = [server!.connect(tokens[0]), server!.connect(tokens[1])];
    await Promise.all([connected(a2), connected(b2)]);
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    expect(await ack(b2, 'resumeMatch', { matchId })).toEqual({ ok: true });

    const after = await playUntilStarted(a2, b2);
    expect(before.gameId.startsWith(`${matchId}:`)).toBe(true);
    expect(after.gameId.startsWith(`${matchId}:`)).toBe(true);
    expect(after.gameId).not.toBe(before.gameId);
  });
});
