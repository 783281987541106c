import { afterAll, beforeAll, expect } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { grantOperator } from './operators.ts';

/** Someone the console tests act as: their socket, id and credentials. */
export interface Person {
  socket: AppClientSocket;
  userId: string;
  token: string;
  cookie: string;
}

/**
 * The moderation console's test server on `engine` (started before the file's tests, closed
 * after them; OPERATOR_EMAILS names Boss@Example.org) and the people and calls the tests use.
 */
export function consoleServer(engine: 'sqlite' | 'postgres') {
  let server: TestServer;
  let tag = 0;
  beforeAll(async () => {
    server = await startTestServer(
      { RATE_LIMITS: 'off', OPERATOR_EMAILS: 'Boss@Example.org' },
      engine,
    );
  });
  afterAll(() => server.close());
  const db = () => server.services.store.db;
  /** a fresh interest each time, so each test's pair meets only each other */
  const nextTag = () => ++tag;

  async function person(member = false): Promise<Person> {
    const { token, user, cookie } = await server.guest();
    if (member)
      await db()
        .updateTable('users')
        .set({ is_anonymous: 0, provider: 'google', email: `${user.id}@example.org` })
        .where('id', '=', user.id)
        .execute();
    const socket = server.connect(token);
    await connected(socket);
    return { socket, userId: user.id, token, cookie };
  }

  async function operator(): Promise<Person> {
    const p = await person(true);
    await grantOperator(db(), { id: p.userId, is_anonymous: 0 }, 'cli', Date.now());
    return p;
  }

  const api = async <T = Record<string, unknown>>(
    who: Person | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${who.token}`, cookie: who.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** `reporter` reports `target` after a chat; answers the report's id. */
  async function reported(
    target: Person,
    reporter: Person,
    reason = 'harassment',
    /** what the reporter's client says its nudity shield saw (reason 'nudity' only) */
    evidence?: unknown,
  ) {
    const interests = [`console${nextTag()}`];
    const found = nextEvent<PartnerFound>(reporter.socket, 'partnerFound');
    expect(await ack(target.socket, 'findPartner', { interests })).toEqual({ ok: true });
    expect(await ack(reporter.socket, 'findPartner', { interests })).toEqual({ ok: true });
    const { matchId } = await found;
    expect(
      await ack(reporter.socket, 'reportUser', {
        reportedSocketId: target.socket.id!,
        matchId,
        sessionMessages: ['partner: go away'],
        reason,
        ...(evidence === undefined ? {} : { evidence }),
      }),
    ).toEqual({ ok: true });
    await ack(reporter.socket, 'leave');
    await ack(target.socket, 'leave');
    const row = await db()
      .selectFrom('reports')
      .select('id')
      .where('reported_id', '=', target.userId)
      .where('reporter_id', '=', reporter.userId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const auditRows = () => db().selectFrom('audit_log').selectAll().orderBy('id').execute();

  return {
    /** the running server (after the file's beforeAll) */
    server: () => server,
    db,
    nextTag,
    person,
    operator,
    api,
    reported,
    auditRows,
  };
}
