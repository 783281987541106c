import { expect, it } from 'vitest';
import {
  HELD_MARK,
  type ChatMessage,
  type PartnerFound,
  type PersonStandingResponse,
} from '../../shared/protocol/index.ts';
import { grantOperator } from '../console/operators.ts';
import {
  ack,
  connected,
  nextEvent,
  type AppClientSocket,
  type SteerableClock,
  type TestServer,
} from '../testing/harness.ts';
import { insertOpenReport } from '../testing/people.ts';

const DAY = 24 * 60 * 60_000;

/** The operator the lane cases act as: OPERATOR_EMAILS must name this address. */
export const LANE_OPERATOR = 'lanes@example.org';

interface Someone {
  socket: AppClientSocket;
  userId: string;
  token: string;
  cookie: string;
  node: TestServer;
}

/**
 * The standing's lanes over real sockets on an injected clock, shared by the in-memory queue
 * (one node: `a` and `b` are the same) and the Redis queue (two nodes sharing Redis and the
 * store: the person under test is on `a`, everyone they might meet on `b`).
 */
export function laneCases(nodes: () => { a: TestServer; b: TestServer }, clock: SteerableClock) {
  let tag = 0;
  const db = () => nodes().a.services.store.db;

  async function someone(node: TestServer, reporters = 0): Promise<Someone> {
    const { token, user, cookie } = await node.guest();
    for (let i = 0; i < reporters; i++) {
      const reporter = await node.guest();
      await insertOpenReport(db(), {
        reporterId: reporter.user.id,
        reportedId: user.id,
        reason: 'harassment',
        createdAt: clock.now(),
      });
    }
    const socket = node.connect(token);
    await connected(socket);
    return { socket, userId: user.id, token, cookie, node };
  }

  const search = async (p: Someone, interests: string[]) =>
    expect(await ack(p.socket, 'findPartner', { interests })).toEqual({ ok: true });
  const leave = async (...people: Someone[]) => {
    for (const p of people) await ack(p.socket, 'leave');
  };
  const queued = () => nodes().a.services.matches.queue.size();

  /**
   * Whether `p` is in the slow lane now: with an open searcher waiting (on `b`) they do not
   * meet; a slow searcher then meets them, told to check them first. Answers the slow partner
   * (still in the call) and leaves the open searcher's search.
   */
  async function inSlowLane(p: Someone): Promise<Someone> {
    const interests = [`lane${++tag}`];
    const open = await someone(nodes().b);
    await search(p, interests);
    await search(open, interests);
    expect(await queued()).toBe(2);
    const slow = await someone(nodes().b, 2);
    const found = nextEvent<PartnerFound>(p.socket, 'partnerFound');
    const theirs = nextEvent<PartnerFound>(slow.socket, 'partnerFound');
    await search(slow, interests);
    expect((await found).checkFirst).toBe(true);
    expect((await theirs).checkFirst).toBe(true);
    await leave(open);
    return slow;
  }

  /** Whether `p` is in the open lane now: they meet an open searcher, nothing to check first. */
  async function inOpenLane(p: Someone): Promise<Someone> {
    const interests = [`lane${++tag}`];
    const open = await someone(nodes().b);
    const found = nextEvent<PartnerFound>(p.socket, 'partnerFound');
    await search(open, interests);
    await search(p, interests);
    expect((await found).checkFirst).toBeUndefined();
    return open;
  }

  it('into the slow lane at -2.5, out only above -1.5: decay and recovery on the server clock', async () => {
    // two distinct reporters each: -3, in
    const p = await someone(nodes().a, 2);
    const q = await someone(nodes().a, 2);
    await leave(p, await inSlowLane(p));
    // four days on: -2.02, above the entry mark yet still in (no flapping back and forth)
    clock.advance(4 * DAY);
    await leave(p, await inSlowLane(p));
    // good calls (60 s or more, p waited first so p's node keeps the match): +0.25 each
    for (let n = 1; n <= 3; n++) {
      // after two, -1.52: not above the exit mark yet
      const partner = await inSlowLane(p);
      clock.advance(60_000);
      await leave(p, partner);
    }
    // three: -1.27, out
    await leave(p, await inOpenLane(p));
    // with time alone: seven days and a little after the reports, -1.48
    clock.advance(3.1 * DAY);
    await leave(q, await inOpenLane(q));
  });

  it('in the slow lane, links are held however many calls the sender has made', async () => {
    const p = await someone(nodes().a, 2);
    // long past a new person's first five calls
    await db().insertInto('call_counts').values({ user_id: p.userId, calls: 40 }).execute();
    const partner = await inSlowLane(p);
    const got = nextEvent<ChatMessage>(partner.socket, 'receiveMessage');
    expect(await ack(p.socket, 'sendMessage', { text: 'add me: www.example.com' })).toEqual({
      ok: true,
    });
    expect(await got).toEqual({
      sender: 'partner',
      text: `add me: ${HELD_MARK}`,
      held: ['www.example.com'],
    });
    await leave(p, partner);
    // out of the lane (the reports faded), the same message reaches an open partner as it was
    clock.advance(14 * DAY);
    const open = await inOpenLane(p);
    const plain = nextEvent<ChatMessage>(open.socket, 'receiveMessage');
    await ack(p.socket, 'sendMessage', { text: 'add me: www.example.com' });
    expect(await plain).toEqual({ sender: 'partner', text: 'add me: www.example.com' });
    await leave(p, open);
  });

  it('a likely bot searches in the slow lane until an operator clears the flag', async () => {
    const { a } = nodes();
    const op = await someone(a);
    await db()
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google', email: LANE_OPERATOR })
      .where('id', '=', op.userId)
      .execute();
    await grantOperator(db(), { id: op.userId, is_anonymous: 0 }, 'cli', clock.now());
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${a.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${op.token}`,
          cookie: op.cookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const standing = async (userId: string) => {
      const res = await fetch(`${a.url}/api/admin/people/${userId}/standing`, {
        headers: { authorization: `Bearer ${op.token}`, cookie: op.cookie },
      });
      return (await res.json()) as PersonStandingResponse;
    };
    const said = async (from: Someone, to: Someone, text: string) => {
      const got = nextEvent<ChatMessage>(to.socket, 'receiveMessage');
      expect(await ack(from.socket, 'sendMessage', { text })).toEqual({ ok: true });
      return got;
    };

    // the same link to three partners (on the other node) within ten minutes
    const bot = await someone(a);
    for (let n = 1; n <= 3; n++) {
      const partner = await inOpenLane(bot);
      await said(bot, partner, `big prizes at win-now.example/${n}`);
      await leave(bot, partner);
      clock.advance(60_000);
    }
    expect(await standing(bot.userId)).toMatchObject({
      lane: 'slow',
      reasons: [{ kind: 'bot', count: 1, weight: -3 }],
      botFlag: { partners: 3 },
    });
    // their next search is in the slow lane, and their messages are held strictly
    let partner = await inSlowLane(bot);
    expect(await said(bot, partner, 'pin 55555')).toEqual({
      sender: 'partner',
      text: `pin ${HELD_MARK}`,
      held: ['55555'],
    });
    await leave(bot, partner);

    // the operator clears it (on the node the person is connected to): open lane at once
    const path = `/api/admin/users/${bot.userId}/bot-clear`;
    expect(await post(path, { note: 5 })).toMatchObject({ status: 400, body: { code: 'invalid' } });
    expect(await post(path, { note: 'a shop owner', extra: 1 })).toMatchObject({ status: 400 });
    expect(await post(path, { note: 'a shop owner' })).toEqual({
      status: 200,
      body: { ok: true, code: 'bot_cleared' },
    });
    expect(await post(path, {})).toMatchObject({ status: 409, body: { code: 'not_flagged' } });
    expect(await standing(bot.userId)).toMatchObject({ lane: 'open', reasons: [], botFlag: null });
    partner = await inOpenLane(bot);
    // held as anyone's in their first calls: five digits are not a phone number
    expect(await said(bot, partner, 'pin 55555')).toEqual({ sender: 'partner', text: 'pin 55555' });
    await leave(bot, partner);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor', 'action', 'note'])
      .where('target_user_id', '=', bot.userId)
      .execute();
    expect(audit).toEqual([{ actor: op.userId, action: 'bot_clear', note: 'a shop owner' }]);
  });
}
