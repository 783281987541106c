import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Ack,
  AuditResponse,
  BannedPayload,
  PartnerFound,
  ReportDetail,
  ReportsResponse,
  StandingPayload,
  BansResponse,
  StandingResponse,
} from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { PUBLIC_ROUTES } from '../../shared/routes.ts';
import { runAdmin } from '../moderation/cli.ts';
import { recordBan } from '../moderation/store.ts';
import { routesOf } from '../moderation/http.ts';
import { grantOperator } from './operators.ts';
import { CONSOLE_ROUTES } from './routes.ts';

interface Person {
  socket: AppClientSocket;
  userId: string;
  token: string;
  cookie: string;
}

describe.each(testEngines())('the moderation console on %s', (engine) => {
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
  async function reported(target: Person, reporter: Person, reason = 'harassment') {
    const interests = [`console${++tag}`];
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

  it.each(CONSOLE_ROUTES)(
    '%s %s: 403 forbidden to everyone but operators',
    async (method, path) => {
      const url = path.replace(':id', 'x');
      const body = method === 'POST' ? { action: 'dismiss' } : undefined;
      const guest = await person();
      const member = await person(true);
      const before = await auditRows();
      for (const who of [null, guest, member]) {
        const res = await api(who, method, url, body);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'forbidden' });
      }
      expect(await auditRows()).toEqual(before);
    },
  );

  it('the table holds every /api/admin route the server has', () => {
    const admin = routesOf(server.services.app)
      .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(admin).toEqual(CONSOLE_ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('the CLI grants and revokes the role for members only, audited', async () => {
    const guest = await person();
    const member = await person(true);
    const out: string[] = [];
    const run = (...args: string[]) => runAdmin(args, db(), (l) => out.push(l));
    expect(await run('grant', guest.userId)).toBe(1);
    expect((await api(guest, 'GET', '/api/admin/audit')).status).toBe(403);
    expect(await run('grant', member.userId)).toBe(0);
    expect((await api(member, 'GET', '/api/admin/audit')).status).toBe(200);
    expect(await run('revoke', member.userId)).toBe(0);
    expect((await api(member, 'GET', '/api/admin/audit')).status).toBe(403);
    const entries = await db()
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('target_user_id', '=', member.userId)
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual({ actor: 'cli', action: 'grant' });
    expect(entries).toContainEqual({ actor: 'cli', action: 'revoke' });
  });

  it('lists open reports urgent first, shows the detail and bans with a reason', async () => {
    const op = await operator();
    const target = await person();
    const plain = await reported(target, await person(), 'spam');
    const urgent = await reported(target, await person(), 'under18');
    const queue = await api<ReportsResponse>(op, 'GET', '/api/admin/reports');
    expect(queue.status).toBe(200);
    const ids = queue.body.reports.map((r) => r.id);
    expect(ids.indexOf(urgent)).toBeLessThan(ids.indexOf(plain));

    const detail = await api<ReportDetail>(op, 'GET', `/api/admin/reports/${plain}`);
    expect(detail.body).toMatchObject({
      reason: 'spam',
      status: 'open',
      messages: ['partner: go away'],
      reported: { id: target.userId },
    });
    expect(detail.body.reportedDetail.reportsAgainst).toHaveLength(2);

    const banned = nextEvent<BannedPayload>(target.socket, 'banned');
    const res = await api(op, 'POST', `/api/admin/reports/${plain}/action`, {
      action: 'ban',
      reason: 'harassment',
      duration: '24h',
      note: 'slurs in chat',
    });
    expect(res).toEqual({ status: 200, body: { ok: true, code: 'banned' } });
    expect(await banned).toMatchObject({ reason: 'harassment', rule: 'respect' });
    expect((await ack(target.socket, 'findPartner', { interests: [] })) as Ack).toMatchObject({
      ok: false,
      code: 'banned',
    });
    const audit = await api<AuditResponse>(op, 'GET', '/api/admin/audit');
    expect(audit.body.entries[0]).toMatchObject({
      actor: op.userId,
      action: 'ban',
      targetUserId: target.userId,
      reportId: plain,
      reason: 'harassment',
      note: 'slurs in chat',
    });
    // handled reports leave the open queue
    const open = await api<ReportsResponse>(op, 'GET', '/api/admin/reports');
    expect(open.body.reports.map((r) => r.id)).not.toContain(plain);
  });

  it('two operators acting on one report at once: one wins, the other is told', async () => {
    const [a, b] = [await operator(), await operator()];
    const id = await reported(await person(), await person());
    const results = await Promise.all([
      api(a, 'POST', `/api/admin/reports/${id}/action`, { action: 'dismiss' }),
      api(b, 'POST', `/api/admin/reports/${id}/action`, {
        action: 'ban',
        reason: 'spam',
        duration: '1h',
      }),
    ]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toHaveLength(2);
    expect(codes.filter((c) => c === 'already_handled')).toHaveLength(1);
    expect(results.find((r) => r.body.code === 'already_handled')?.status).toBe(409);
    const entries = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('report_id', '=', id)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('a banned person appeals once; the operator accepts and they search again', async () => {
    const op = await operator();
    const target = await person();
    const id = await reported(target, await person());
    await api(op, 'POST', `/api/admin/reports/${id}/action`, {
      action: 'ban',
      reason: 'nudity',
      duration: '7d',
    });
    const standing = await api<StandingResponse>(target, 'GET', '/api/me/standing');
    expect(standing.body).toMatchObject({
      operator: false,
      ban: { reason: 'nudity', rule: 'sexual', appeal: null },
      appealsEmail: null,
    });
    const long = await api(target, 'POST', '/api/me/appeal', { text: 'x'.repeat(1001) });
    expect(long).toMatchObject({ status: 400, body: { code: 'too_long' } });
    expect((await api(target, 'POST', '/api/me/appeal', { text: 'It was my cat.' })).status).toBe(
      200,
    );
    const again = await api(target, 'POST', '/api/me/appeal', { text: 'Please?' });
    expect(again).toMatchObject({ status: 409, body: { code: 'appeal_exists' } });

    const inbox = await api<{ appeals: { id: string; userId: string; text: string }[] }>(
      op,
      'GET',
      '/api/admin/appeals',
    );
    const appeal = inbox.body.appeals.find((a) => a.userId === target.userId)!;
    expect(appeal.text).toBe('It was my cat.');
    const told = nextEvent<StandingPayload>(target.socket, 'standing');
    const decided = await api(op, 'POST', `/api/admin/appeals/${appeal.id}/decision`, {
      decision: 'accept',
      note: 'Fair enough',
    });
    expect(decided.body).toEqual({ ok: true, code: 'accepted' });
    expect(await told).toEqual({ code: 'appeal_accepted' });
    const twice = await api(op, 'POST', `/api/admin/appeals/${appeal.id}/decision`, {
      decision: 'reject',
    });
    expect(twice.body).toMatchObject({ code: 'already_handled' });
    expect(await ack(target.socket, 'findPartner', { interests: [`free${++tag}`] })).toEqual({
      ok: true,
    });
    await ack(target.socket, 'leave');
    const after = await api<StandingResponse>(target, 'GET', '/api/me/standing');
    expect(after.body).toMatchObject({
      ban: null,
      lastAppeal: { status: 'accepted', note: 'Fair enough' },
    });
  });

  it('a rejected appeal shows the note; the operator finds the ban in the list and lifts it', async () => {
    const op = await operator();
    const target = await person();
    const id = await reported(target, await person());
    await api(op, 'POST', `/api/admin/reports/${id}/action`, {
      action: 'ban',
      reason: 'nudity',
      duration: '7d',
    });
    await api(target, 'POST', '/api/me/appeal', { text: 'It was my cat.' });
    const inbox = await api<{ appeals: { id: string; userId: string }[] }>(
      op,
      'GET',
      '/api/admin/appeals',
    );
    const appeal = inbox.body.appeals.find((a) => a.userId === target.userId)!;
    const decided = await api(op, 'POST', `/api/admin/appeals/${appeal.id}/decision`, {
      decision: 'reject',
      note: 'The video showed a person.',
    });
    expect(decided.body).toEqual({ ok: true, code: 'rejected' });
    const standing = await api<StandingResponse>(target, 'GET', '/api/me/standing');
    expect(standing.body).toMatchObject({
      ban: { appeal: { status: 'rejected', note: 'The video showed a person.' } },
    });
    expect(await ack(target.socket, 'findPartner', { interests: [`free${++tag}`] })).toMatchObject({
      ok: false,
      code: 'banned',
    });

    const found = await api<BansResponse>(op, 'GET', `/api/admin/bans?q=${target.userId}`);
    expect(found.body.bans.map((b) => b.userId)).toEqual([target.userId]);
    expect((await api(op, 'POST', `/api/admin/users/${target.userId}/unban`, {})).body).toEqual({
      ok: true,
      code: 'unbanned',
    });
    expect(await ack(target.socket, 'findPartner', { interests: [`free${++tag}`] })).toEqual({
      ok: true,
    });
    await ack(target.socket, 'leave');
  });

  it('a warning waits at the next search until acknowledged', async () => {
    const op = await operator();
    const target = await person();
    const id = await reported(target, await person());
    await api(op, 'POST', `/api/admin/reports/${id}/action`, { action: 'warn', reason: 'spam' });
    expect(await ack(target.socket, 'findPartner', { interests: [] })).toMatchObject({
      ok: false,
      code: 'warned',
    });
    const { body } = await api<StandingResponse>(target, 'GET', '/api/me/standing');
    expect(body.warning).toMatchObject({ reason: 'spam', rule: 'spam' });
    const acked = await api(target, 'POST', `/api/me/warnings/${body.warning!.id}/ack`, {});
    expect(acked.status).toBe(200);
    expect(await ack(target.socket, 'findPartner', { interests: [`w${++tag}`] })).toEqual({
      ok: true,
    });
    await ack(target.socket, 'leave');
  });

  it('OPERATOR_EMAILS names operators (members only, any case)', async () => {
    const member = await person(true);
    await db()
      .updateTable('users')
      .set({ email: 'boss@example.org' })
      .where('id', '=', member.userId)
      .execute();
    expect((await api<StandingResponse>(member, 'GET', '/api/me/standing')).body.operator).toBe(
      true,
    );
    expect((await api(member, 'GET', '/api/admin/reports')).status).toBe(200);
    const guest = await person();
    await db()
      .updateTable('users')
      .set({ email: 'boss@example.org' })
      .where('id', '=', guest.userId)
      .execute();
    expect((await api(guest, 'GET', '/api/admin/reports')).status).toBe(403);
  });

  it('the console page is never indexed nor in the sitemap', async () => {
    const res = await fetch(`${server.url}/admin`);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(PUBLIC_ROUTES).not.toContain('/admin');
  });

  it('no route changes the audit log, and the store refuses to', async () => {
    const op = await operator();
    const id = await reported(await person(), await person());
    await api(op, 'POST', `/api/admin/reports/${id}/action`, { action: 'dismiss', note: 'ok' });
    const before = await auditRows();
    expect(before.length).toBeGreaterThan(0);
    const some = before[0]!;
    // every route, with the ids of existing audit rows and hostile bodies
    for (const [method, path] of CONSOLE_ROUTES) {
      for (const target of [some.id, some.report_id ?? 'x', some.target_user_id ?? 'x']) {
        await api(
          op,
          method,
          path.replace(':id', target),
          method === 'POST' ? { action: 'dismiss', id: some.id } : undefined,
        );
      }
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await api(op, method, `/api/admin/audit/${some.id}`)).status).toBe(404);
    const after = await auditRows();
    // only appended: every earlier row is still there, unchanged
    for (const row of before) expect(after).toContainEqual(row);
    await expect(
      db().updateTable('audit_log').set({ note: 'edited' }).where('id', '=', some.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('audit_log').where('id', '=', some.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('the appeals address', () => {
  it('is offered to a banned person only when the operator set APPEALS_EMAIL', async () => {
    const server = await startTestServer(
      { RATE_LIMITS: 'off', APPEALS_EMAIL: 'appeals@example.org' },
      'sqlite',
    );
    try {
      const { token, user, cookie } = await server.guest();
      const now = Date.now();
      await recordBan(server.services.store.db, {
        userId: user.id,
        source: 'operator',
        reason: 'spam',
        expiresAt: now + 86_400_000,
        now,
      });
      const res = await fetch(`${server.url}/api/me/standing`, {
        headers: { authorization: `Bearer ${token}`, cookie },
      });
      expect(await res.json()).toMatchObject({
        ban: { reason: 'spam' },
        appealsEmail: 'appeals@example.org',
      });
    } finally {
      await server.close();
    }
  });
});
