import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELD_MARK,
  type BotFlagsResponse,
  type ChatMessage,
  type PartnerFound,
  type ReportDetail,
} from '../../shared/protocol/index.ts';
import { grantOperator } from '../console/operators.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  steerableClock,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

interface Someone {
  socket: AppClientSocket;
  userId: string;
  token: string;
  cookie: string;
}

describe.each(testEngines())('held links, the bot rule and the private rating on %s', (engine) => {
  const clock = steerableClock();
  let server: TestServer;
  let tag = 0;
  beforeAll(async () => {
    server = await startTestServer(
      { RATE_LIMITS: 'off', OPERATOR_EMAILS: 'boss@example.org' },
      engine,
      false,
      clock.now,
    );
  });
  afterAll(() => server.close());
  const db = () => server.services.store.db;

  async function someone(): Promise<Someone> {
    const { token, user, cookie } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    return { socket, userId: user.id, token, cookie };
  }

  /** `a` meets a new stranger (a fresh interest keeps other tests' people away). */
  async function call(a: Someone) {
    const b = await someone();
    const interests = [`spam${++tag}`];
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    expect(await ack(a.socket, 'findPartner', { interests })).toEqual({ ok: true });
    expect(await ack(b.socket, 'findPartner', { interests })).toEqual({ ok: true });
    return { b, matchId: (await found).matchId };
  }

  /** what `to` receives when `from` says `text` */
  async function said(from: Someone, to: Someone, text: string) {
    const got = nextEvent<ChatMessage>(to.socket, 'receiveMessage');
    expect(await ack(from.socket, 'sendMessage', { text })).toEqual({ ok: true });
    return got;
  }

  const api = async <T>(who: Someone, path: string) => {
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${who.token}`, cookie: who.cookie },
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  it('holds the links, handles and phone numbers of someone new behind marks, and not after five calls', async () => {
    const a = await someone();
    // a new greeting each call: the same one to three partners would be the bot rule's
    const text = (n: number) =>
      `hi ${'ABCDEF'[n - 1]}! find me at www.example.com or ig: sunny.day, call +44 7700 900123`;
    for (let n = 1; n <= 5; n++) {
      const { b } = await call(a);
      const got = await said(a, b, text(n));
      expect(got.held, `call ${n}`).toEqual([
        'www.example.com',
        'ig: sunny.day',
        '+44 7700 900123',
      ]);
      expect(got.text).toBe(
        `hi ${'ABCDEF'[n - 1]}! find me at ${HELD_MARK} or ${HELD_MARK}, call ${HELD_MARK}`,
      );
      // a message with nothing to hold arrives as it was, without `held`
      const plain = `how are you, ${'ABCDEF'[n - 1]}?`;
      expect(await said(a, b, plain)).toEqual({ sender: 'partner', text: plain });
      // the partner's own links are held for the sender too: both are new
      expect((await said(b, a, 'see x.io')).held).toEqual(['x.io']);
      await ack(a.socket, 'leave');
    }
    const { b } = await call(a);
    expect(await said(a, b, text(6))).toEqual({ sender: 'partner', text: text(6) });
    await ack(a.socket, 'leave');
  });

  it('drops a mark typed by the sender, so every mark is a held part', async () => {
    const a = await someone();
    const { b } = await call(a);
    const got = await said(a, b, `fake ${HELD_MARK} mark and @handle`);
    expect(got).toEqual({
      sender: 'partner',
      text: `fake  mark and ${HELD_MARK}`,
      held: ['@handle'],
    });
    await ack(a.socket, 'leave');
  });

  it('marks someone who sends the same message to three partners within 10 minutes a likely bot', async () => {
    const op = await someone();
    await db()
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google', email: 'boss@example.org' })
      .where('id', '=', op.userId)
      .execute();
    await grantOperator(db(), { id: op.userId, is_anonymous: 0 }, 'cli', Date.now());
    const bot = await someone();
    const flags = async () =>
      (await api<BotFlagsResponse>(op, '/api/admin/bot-flags')).body.flags.filter(
        (f) => f.userId === bot.userId,
      );

    // a short greeting to everyone is no campaign
    for (let n = 0; n < 3; n++) await said(bot, (await call(bot)).b, 'hi there!');
    expect(await flags()).toEqual([]);
    // the first partner, then eleven minutes: it falls out of the window
    let { b } = await call(bot);
    await said(bot, b, 'FREE coins at win-prize.example/r/111');
    clock.advance(11 * 60_000);
    for (const variant of [
      'free   coins at WIN-PRIZE.example/r/222',
      'Free coins at win-prize.example/r/333',
    ]) {
      ({ b } = await call(bot));
      await said(bot, b, variant);
    }
    expect(await flags()).toEqual([]);
    // five digits: held only under the strict rule, so not yet
    expect(await said(bot, b, 'code 12345')).toEqual({ sender: 'partner', text: 'code 12345' });

    // a third partner within ten minutes of the second: the case, spaces and link digits differ
    ({ b } = await call(bot));
    await said(bot, b, 'free coins at win-prize.example/r/444 ');
    const [flag, ...more] = await flags();
    expect(more).toEqual([]);
    expect(flag).toMatchObject({ text: 'free coins at win-prize.example/r/000', partners: 3 });
    // from now on the strict rule holds the sender's messages
    expect(await said(bot, b, 'code 12345')).toEqual({
      sender: 'partner',
      text: `code ${HELD_MARK}`,
      held: ['12345'],
    });
    await ack(bot.socket, 'leave');

    // an operator clears the flag: the three partners before it were judged, so a fourth
    // within the window does not flag them again; three new partners after it do
    const cleared = await fetch(`${server.url}/api/admin/users/${bot.userId}/bot-clear`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${op.token}`,
        cookie: op.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ note: 'a promoter, warned' }),
    });
    expect(cleared.status).toBe(200);
    clock.advance(1_000);
    for (let n = 1; n <= 3; n++) {
      ({ b } = await call(bot));
      await said(bot, b, 'free coins at win-prize.example/r/555');
      expect(await flags(), `partner ${n} after the clear`).toHaveLength(n < 3 ? 0 : 1);
      await ack(bot.socket, 'leave');
    }
  });

  it('keeps a thumbs up or down about the partner of a call of 30 s or more, once, for operators only', async () => {
    const a = await someone();
    const { b, matchId } = await call(a);
    const rate = (who: Someone, payload: unknown) => ack(who.socket, 'rateCall', payload);
    // bad input changes nothing
    expect(await rate(a, { matchId, up: 'yes' })).toMatchObject({
      ok: false,
      code: 'invalid_payload',
    });
    expect(await rate(a, { matchId })).toMatchObject({ ok: false, code: 'invalid_payload' });
    // too short, while the call runs and after it ended at 29 s
    expect(await rate(a, { matchId, up: false })).toMatchObject({ ok: false, code: 'too_short' });
    clock.advance(29_000);
    await ack(a.socket, 'leave');
    expect(await rate(a, { matchId, up: false })).toMatchObject({ ok: false, code: 'too_short' });
    expect(await db().selectFrom('call_ratings').selectAll().execute()).toEqual([]);

    // a call of 31 s: each side may rate the other once
    const second = await call(a);
    clock.advance(31_000);
    await ack(a.socket, 'leave');
    expect(await rate(a, { matchId: second.matchId, up: false })).toEqual({ ok: true });
    expect(await rate(a, { matchId: second.matchId, up: true })).toMatchObject({
      ok: false,
      code: 'already_rated',
    });
    expect(await rate(second.b, { matchId: second.matchId, up: true })).toEqual({ ok: true });
    // someone who was not in that call, and a call that never was
    expect(await rate(b, { matchId: second.matchId, up: true })).toMatchObject({
      ok: false,
      code: 'not_your_match',
    });
    expect(await rate(a, { matchId: 'no-such-match', up: true })).toMatchObject({
      ok: false,
      code: 'not_your_match',
    });

    const rows = await db()
      .selectFrom('call_ratings')
      .select(['rater_id', 'rated_id', 'rated_device', 'up'])
      .where('match_id', '=', second.matchId)
      .orderBy('rater_id')
      .execute();
    const device = async (id: string) =>
      (await db().selectFrom('users').select('device_id').where('id', '=', id).executeTakeFirst())
        ?.device_id ?? null;
    expect(
      rows
        .map((r) => ({ ...r, up: Number(r.up) }))
        .sort((x, y) => (x.rater_id < y.rater_id ? -1 : 1)),
    ).toEqual(
      [
        {
          rater_id: a.userId,
          rated_id: second.b.userId,
          rated_device: await device(second.b.userId),
          up: 0,
        },
        {
          rater_id: second.b.userId,
          rated_id: a.userId,
          rated_device: await device(a.userId),
          up: 1,
        },
      ].sort((x, y) => (x.rater_id < y.rater_id ? -1 : 1)),
    );

    // the console shows the counts beside the person, in a report about them
    const op = await someone();
    await db()
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google', email: 'boss@example.org' })
      .where('id', '=', op.userId)
      .execute();
    await grantOperator(db(), { id: op.userId, is_anonymous: 0 }, 'cli', Date.now());
    const third = await call(a);
    expect(
      await ack(third.b.socket, 'reportUser', {
        reportedSocketId: a.socket.id!,
        matchId: third.matchId,
        sessionMessages: [],
        reason: 'spam',
      }),
    ).toEqual({ ok: true });
    const report = await db()
      .selectFrom('reports')
      .select('id')
      .where('reported_id', '=', a.userId)
      .executeTakeFirstOrThrow();
    const detail = await api<ReportDetail>(op, `/api/admin/reports/${report.id}`);
    expect(detail.body.reportedDetail.ratings).toEqual({ up: 1, down: 0 });
    expect(detail.body.reporterDetail.ratings).toEqual({ up: 0, down: 0 });
    await ack(a.socket, 'leave');
  });
});
