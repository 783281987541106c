import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import type {
  Ack,
  ContactAddedPayload,
  ContactCallPayload,
  PartnerFound,
} from '../../shared/protocol/index.ts';
import { ack, connected, nextEvent, type AppClientSocket, type TestServer } from './harness.ts';

/**
 * Bans `userId` for an hour with the operator CLI, as another process (`npm run admin -- ban`).
 * Synchronous on purpose: the servers in this process run nothing meanwhile, so whatever they
 * learn of the ban (a file watch, a NOTIFY) waits in their event loop beside the entry the test
 * sends next, as when the CLI's commit and the person's request cross on a live server.
 */
export function banWithCli(env: Record<string, string>, userId: string): void {
  execFileSync(
    process.execPath,
    ['src/server/moderation/cli.ts', 'ban', userId, '--duration', '1h', '--reason', 'spam'],
    { env: { ...process.env, ...env }, stdio: 'pipe' },
  );
}

const refused = (res: Ack) => {
  expect(res.ok).toBe(false);
  expect(res).toMatchObject({ code: 'banned' });
};

/**
 * Every way in, tried at once after another process banned the person: `nodes()` gives the
 * node the banned person is on and the node of the others (the same one on a single node),
 * `env()` the store both share (for the CLI).
 */
export function banElsewhereSuite(
  nodes: () => [TestServer, TestServer],
  env: () => Record<string, string>,
): void {
  let tag = 0;
  const next = () => `elsewhere-${++tag}-${Math.random().toString(36).slice(2)}`;

  async function person(node: TestServer) {
    const session = await node.guest();
    const open = async () => {
      const socket = node.connect(session.token, { headers: { cookie: session.cookie } });
      await connected(socket);
      return socket;
    };
    return { session, socket: await open(), open };
  }

  /**
   * Both in one call, as each of them sees it: a person acts on a call once their app shows it
   * (on two nodes the first searcher's node learns of the match a bus message later)
   */
  async function matched(a: AppClientSocket, b: AppClientSocket) {
    const interests = [next()];
    const foundA = nextEvent<PartnerFound>(a, 'partnerFound', 10_000);
    const found = nextEvent<PartnerFound>(b, 'partnerFound', 10_000);
    await ack(a, 'findPartner', { interests });
    await ack(b, 'findPartner', { interests });
    await foundA;
    return found;
  }

  it('resumeMatch during the reconnect grace is refused at once, and the partner hears no more', async () => {
    const [n1, n2] = nodes();
    const a = await person(n1);
    const b = await person(n2);
    const { matchId } = await matched(a.socket, b.socket);
    const reconnecting = nextEvent(b.socket, 'partnerReconnecting', 10_000);
    a.socket.io.engine.close();
    await reconnecting;
    const back = await a.open();
    const chat: unknown[] = [];
    b.socket.on('receiveMessage', (m) => chat.push(m));
    const told = nextEvent<{ reason: string }>(b.socket, 'partnerDisconnected', 10_000);
    banWithCli(env(), a.session.user.id);
    const resumed = ack(back, 'resumeMatch', { matchId });
    const said = ack(back, 'sendMessage', { text: 'still here' });
    refused(await resumed);
    expect(await said).toMatchObject({ ok: false });
    expect(await told).toMatchObject({ reason: 'Partner disconnected' });
    await ack(b.socket, 'sendMessage', { text: 'hello?' });
    expect(chat).toEqual([]);
  }, 30_000);

  it('a search and a Next just after the ban are refused, and nobody is paired with them', async () => {
    const [n1, n2] = nodes();
    const a = await person(n1);
    const c = await person(n2);
    const interests = [next()];
    expect(await ack(c.socket, 'findPartner', { interests })).toEqual({ ok: true });
    const other = await person(n1);
    const found: unknown[] = [];
    c.socket.on('partnerFound', (p) => found.push(p));
    banWithCli(env(), a.session.user.id);
    const searched = ack(a.socket, 'findPartner', { interests });
    refused(await searched);
    // someone else banned the same way presses Next
    banWithCli(env(), other.session.user.id);
    const skipped = ack(other.socket, 'nextPartner');
    refused(await skipped);
    expect(found).toEqual([]);
    await ack(c.socket, 'leave');
  }, 30_000);

  it('a contact call placed or answered just after the ban is refused', async () => {
    const [n1, n2] = nodes();
    const a = await person(n1);
    const c = await person(n2);
    await matched(a.socket, c.socket);
    const toA = nextEvent<ContactAddedPayload>(a.socket, 'contactAdded', 10_000);
    const toC = nextEvent<ContactAddedPayload>(c.socket, 'contactAdded', 10_000);
    await ack(a.socket, 'keepInTouch', { want: true });
    await ack(c.socket, 'keepInTouch', { want: true });
    const [addedA, addedC] = await Promise.all([toA, toC]);
    await ack(a.socket, 'leave');
    await ack(c.socket, 'leave');
    // C calls A; A, banned meanwhile by another process, picks up
    const ringing = nextEvent<ContactCallPayload>(a.socket, 'contactCall', 10_000);
    expect(await ack(c.socket, 'callContact', { contactId: addedC.contact.id })).toMatchObject({
      ok: true,
    });
    const { callId } = await ringing;
    const found: unknown[] = [];
    c.socket.on('partnerFound', (p) => found.push(p));
    banWithCli(env(), a.session.user.id);
    const answered = ack(a.socket, 'answerContactCall', { callId, accept: true });
    const called = ack(a.socket, 'callContact', { contactId: addedA.contact.id });
    refused(await answered);
    refused(await called);
    expect(found).toEqual([]);
  }, 30_000);

  it('GET /api/ice just after the ban hands out no TURN credentials', async () => {
    const [n1] = nodes();
    const a = await person(n1);
    banWithCli(env(), a.session.user.id);
    const res = await fetch(`${n1.url}/api/ice`, {
      headers: { authorization: `Bearer ${a.session.token}`, cookie: a.session.cookie },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'banned' });
  }, 30_000);
}
