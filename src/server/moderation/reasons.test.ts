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
    server = await startTestServer({ RATE_LIMITS: 'off' }, engine, logger);
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
        ['nudity', { category: 'Porn', score: 0.93 }],
        [null, null],
      ]),
    );
    const lines: string[] = [];
    expect(await runAdmin(['reports', '--limit', '3'], db(), (l) => lines.push(l))).toBe(0);
    const reasons = lines.filter((l) => l.startsWith('  reason:'));
    expect(reasons[0]).toBe('  reason:   Appears under 18');
    expect(lines[0]).toMatch(/URGENT$/);
    expect(reasons).toContain('  reason:   Nudity or sexual content  (shield: "Porn" 93%)');
    expect(reasons).toContain('  reason:   (none given)');
  });

  it('"Appears under 18" counts double: two such reporters ban, two for spam do not', async () => {
    const spammer = await client();
    await reportAfterMatch(spammer, { reason: 'spam' });
    await reportAfterMatch(spammer, { reason: 'spam' });
    expect((await reportsAgainst(spammer.userId)).length).toBe(2);
    const bans = () => db().selectFrom('bans').selectAll().execute();
    expect((await bans()).filter((b) => b.user_id === spammer.userId)).toEqual([]);

    const minor = await client();
    await reportAfterMatch(minor, { reason: 'under18' });
    const banned = nextEvent<BannedPayload>(minor.socket, 'banned');
    await reportAfterMatch(minor, { reason: 'under18' });
    expect((await banned).message).toMatch(/^You have been banned for 24 hours/);
    expect((await bans()).filter((b) => b.user_id === minor.userId)).toHaveLength(1);
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
      expect(res, JSON.stringify(extra)).toEqual({
        ok: false,
        error: expect.stringMatching(error),
      });
    }
    expect(await reportsAgainst(b.userId)).toEqual([]);
  });
});
