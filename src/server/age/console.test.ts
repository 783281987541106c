import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditResponse,
  PartnerFound,
  ReportDetail,
  ReportsResponse,
} from '../../shared/protocol/index.ts';
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

describe.each(testEngines())('the console and the age review on %s', (engine) => {
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

  async function someone(email?: string): Promise<Someone> {
    const { token, user, cookie } = await server.guest();
    if (email)
      await db()
        .updateTable('users')
        .set({ is_anonymous: 0, provider: 'google', email })
        .where('id', '=', user.id)
        .execute();
    const socket = server.connect(token);
    await connected(socket);
    return { socket, userId: user.id, token, cookie };
  }

  async function signalled(by: Someone, target: Someone, estimate: number) {
    const interests = [`console-age${++tag}`];
    const found = nextEvent<PartnerFound>(target.socket, 'partnerFound');
    await ack(by.socket, 'findPartner', { interests });
    await ack(target.socket, 'findPartner', { interests });
    await found;
    clock.advance(10_000);
    expect(await ack(by.socket, 'ageSignal', { estimate })).toEqual({ ok: true });
    await ack(by.socket, 'leave');
  }

  const call = async <T>(who: Someone, path: string, body?: object) => {
    const res = await fetch(`${server.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${who.token}`,
        cookie: who.cookie,
        ...(body ? { 'content-type': 'application/json', origin: server.url } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  it('lists the automatic report first with its estimate, and Clear lets the person back, in the action log', async () => {
    const op = await someone('boss@example.org');
    const [r1, r2, t] = [await someone(), await someone(), await someone()];
    // a report by hand, filed first, still comes after the automatic ones
    const other = await someone();
    const interests = [`console-age${++tag}`];
    const found = nextEvent<PartnerFound>(t.socket, 'partnerFound');
    await ack(other.socket, 'findPartner', { interests });
    await ack(t.socket, 'findPartner', { interests });
    await found;
    await ack(other.socket, 'reportUser', {
      reportedSocketId: t.socket.id,
      sessionMessages: [],
      reason: 'under18',
    });
    await ack(other.socket, 'leave');
    await signalled(r1, t, 13);
    await signalled(r2, t, 12);

    const { body } = await call<ReportsResponse>(op, '/api/admin/reports');
    const about = body.reports.filter((r) => r.reported.id === t.userId);
    expect(about.map((r) => [r.reason, r.ageEstimate])).toEqual([
      ['under18', 12],
      ['under18', 13],
      ['under18', null],
    ]);
    const detail = await call<ReportDetail>(op, `/api/admin/reports/${about[0]!.id}`);
    expect(detail.body.ageEstimate).toBe(12);
    expect(detail.body.reportedDetail.person.ageHeldSince).not.toBeNull();
    expect(await ack(t.socket, 'findPartner', { interests: [] })).toMatchObject({
      code: 'age_review',
    });

    // only an operator clears, once
    expect((await call(t, `/api/admin/users/${t.userId}/age-clear`, {})).status).toBe(403);
    const cleared = await call(op, `/api/admin/users/${t.userId}/age-clear`, { note: 'adult' });
    expect(cleared).toEqual({ status: 200, body: { ok: true, code: 'cleared' } });
    expect((await call(op, `/api/admin/users/${t.userId}/age-clear`, {})).body).toMatchObject({
      code: 'not_held',
    });
    expect(await ack(t.socket, 'findPartner', { interests: [`free${tag}`] })).toEqual({
      ok: true,
    });
    const audit = await call<AuditResponse>(op, '/api/admin/audit');
    expect(audit.body.entries[0]).toMatchObject({
      action: 'age_clear',
      actor: op.userId,
      targetUserId: t.userId,
      note: 'adult',
    });
    const after = await call<ReportDetail>(op, `/api/admin/reports/${about[0]!.id}`);
    expect(after.body.reportedDetail.person.ageHeldSince).toBeNull();
  });

  it("an operator's ban decides the age review: once the ban is lifted the person is not held", async () => {
    const op = await someone('boss@example.org');
    const [r1, r2, t] = [await someone(), await someone(), await someone()];
    await signalled(r1, t, 14);
    await signalled(r2, t, 13);
    const { body } = await call<ReportsResponse>(op, '/api/admin/reports');
    const report = body.reports.find((r) => r.reported.id === t.userId)!;
    const banned = await call(op, `/api/admin/reports/${report.id}/action`, {
      action: 'ban',
      reason: 'underage',
      duration: '1h',
    });
    expect(banned.body).toMatchObject({ ok: true, code: 'banned' });
    expect(await ack(t.socket, 'findPartner', { interests: [] })).toMatchObject({
      code: 'banned',
    });
    expect((await call(op, `/api/admin/users/${t.userId}/unban`, {})).status).toBe(200);
    const back = server.connect(t.token, { headers: { cookie: t.cookie } });
    await connected(back);
    expect(await ack(back, 'findPartner', { interests: [`after-ban${tag}`] })).toEqual({
      ok: true,
    });
  });
});
