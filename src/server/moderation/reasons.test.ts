import { workWithout } from '../benchKnobs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannedPayload, PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { runAdmin } from './cli.ts';

interface Client {
  socket: AppClientSocket;
  userId: string;
}

describe.each(testEngines())('report reasons and shield evidence on %s', (engine) => {
  let server: TestServer;
  // the server's log at warning level: where a report an operator must see now shows up
  const warnings: string[] = [];
  const logger = { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } };
  beforeAll(async () => {
    // one person meets reporter after reporter: the slow lane (standing/) would keep them
    // from the third fresh reporter; these tests of the report rules run without standing
    server = await startTestServer(
      { RATE_LIMITS: 'off' },
      engine,
      logger,
      undefined,
      workWithout(new Set(['standing'])),
    );
  });
  afterAll(() => server.close());

  const db = () => server.services.store.db;

  async function client(): Promise<Client> {
    const { token, user } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    return { socket, userId: user.id };
  }

  async function match(a: Client, b: Client): Promise<void> {
    const found = nextEvent<PartnerFound>(a.socket, 'partnerFound');
    const foundB = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    expect(await ack(a.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    expect(await ack(b.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await Promise.all([found, foundB]);
  }

  const report = (by: Client, target: Client, extra: Record<string, unknown>) =>
    ack(by.socket, 'reportUser', {
      reportedSocketId: target.socket.id,
      sessionMessages: ['reported: hi'],
      ...extra,
    } as never);

  const reportsAgainst = (userId: string) =>
    db().selectFrom('reports').selectAll().where('reported_id', '=', userId).execute();

  async function reportAfterMatch(target: Client, extra: Record<string, unknown>) {
    const by = await client();
    await match(target, by);
    expect(await report(by, target, extra)).toEqual({ ok: true });
    await ack(by.socket, 'leave');
    return by;
  }

  it('stores the reason and the shield evidence; the CLI lists "Appears under 18" first', async () => {
    const target = await client();
    await reportAfterMatch(target, {
      reason: 'nudity',
      evidence: { category: 'Porn', score: 0.93 },
    });
    await reportAfterMatch(target, {});
    const other = await client();
    await reportAfterMatch(other, { reason: 'under18' });
    const urgent = warnings
      .map((l) => JSON.parse(l) as { msg: string; report?: { reportedId: string } })
      .filter((l) => l.msg.includes('Appears under 18'));
    expect(urgent.map((l) => l.report?.reportedId)).toEqual([other.userId]);

    const stored = await reportsAgainst(target.userId);
    expect(stored.map((r) => [r.reason, r.evidence ? JSON.parse(r.evidence) : null])).toEqual(
      expect.arrayContaining([
        ['nudity', { category: 'Porn', score: 0.93, source: 'reporter_device' }],
        [null, null],
      ]),
    );
    const lines: string[] = [];
    expect(await runAdmin(['reports', '--limit', '3'], db(), (l) => lines.push(l))).toBe(0);
    const reasons = lines.filter((l) => l.startsWith('  reason:'));
    expect(reasons[0]).toBe('  reason:   Appears under 18');
    expect(lines[0]).toMatch(/URGENT$/);
    expect(reasons).toContain(
      "  reason:   Nudity or sexual content  (the reporter's device said its shield saw Porn 93%)",
    );
    expect(reasons).toContain('  reason:   (none given)');
  });

  it('"Appears under 18" counts once: two fresh guests cannot ban a guest with it', async () => {
    const bans = () => db().selectFrom('bans').selectAll().execute();
    const target = await client();
    await reportAfterMatch(target, { reason: 'under18' });
    await reportAfterMatch(target, { reason: 'under18' });
    expect((await reportsAgainst(target.userId)).map((r) => r.reason)).toEqual([
      'under18',
      'under18',
    ]);
    // in front of an operator instead: both logged as urgent, no ban, still free to search
    const urgent = warnings.filter((l) => l.includes(target.userId) && l.includes('under 18'));
    expect(urgent).toHaveLength(2);
    expect((await bans()).filter((b) => b.user_id === target.userId)).toEqual([]);
    expect(await ack(target.socket, 'findPartner', { interests: ['alone-u18'] })).toEqual({
      ok: true,
    });
    await ack(target.socket, 'leave');
    // a third distinct reporter reaches the usual threshold
    const banned = nextEvent<BannedPayload>(target.socket, 'banned');
    await reportAfterMatch(target, { reason: 'under18' });
    expect((await banned).message).toMatch(/^You have been banned for 24 hours/);
  });

  it('refuses a bad reason or evidence with a clear error and stores nothing', async () => {
    const a = await client();
    const b = await client();
    await match(a, b);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ reason: 'porn' }, /Reason must be one of nudity, harassment, under18, spam, other/],
      [{ evidence: { category: 'Porn', score: 0.9 } }, /Evidence can only come with the reason/],
      [
        { reason: 'harassment', evidence: { category: 'Porn', score: 0.9 } },
        /Evidence can only come with the reason/,
      ],
      [{ reason: 'nudity', evidence: { category: 'Porn', score: 2 } }, /between 0 and 1/],
      [{ reason: 'nudity', evidence: { category: 'Neutral', score: 0.2 } }, /Porn, Hentai, Sexy/],
      [
        { reason: 'nudity', evidence: { category: 'Porn', score: 0.9, image: 'data:image/png' } },
        /image/,
      ],
    ];
    for (const [extra, error] of cases) {
      const res = await report(a, b, extra);
      expect(res, JSON.stringify(extra)).toMatchObject({
        ok: false,
        error: expect.stringMatching(error),
      });
    }
    expect(await reportsAgainst(b.userId)).toEqual([]);
  });
});
