import { describe, expect, it } from 'vitest';
import type {
  Ack,
  AuditResponse,
  BannedPayload,
  PartnerFound,
  ReportDetail,
} from '../../shared/protocol/index.ts';
import { ack, nextEvent, testEngines } from '../testing/harness.ts';
import { eraseUser } from '../privacy/erase.ts';
import { runRetention } from '../privacy/retention.ts';
import { consoleServer } from './console.fixture.ts';

const DAY = 86_400_000;

describe.each(testEngines())('the console escalate action (child safety) on %s', (engine) => {
  const { db, nextTag, person, operator, api, reported } = consoleServer(engine);

  it('bans the person for a year, ends their call, marks the report and audits it', async () => {
    const op = await operator();
    const target = await person();
    const id = await reported(target, await person(), 'under18');
    // the person is in another call when the operator escalates
    const partner = await person();
    const interests = [`escalate${nextTag()}`];
    const found = nextEvent<PartnerFound>(partner.socket, 'partnerFound');
    await ack(target.socket, 'findPartner', { interests });
    await ack(partner.socket, 'findPartner', { interests });
    await found;
    const banned = nextEvent<BannedPayload>(target.socket, 'banned');
    const left = nextEvent<{ reason: string }>(partner.socket, 'partnerDisconnected');

    const before = Date.now();
    const res = await api(op, 'POST', `/api/admin/reports/${id}/escalate`, { note: 'a child' });
    expect(res).toEqual({ status: 200, body: { ok: true, code: 'escalated' } });
    expect(await banned).toMatchObject({ reason: 'underage', rule: 'age' });
    await left;
    expect((await ack(target.socket, 'findPartner', { interests: [] })) as Ack).toMatchObject({
      ok: false,
      code: 'banned',
    });
    const bans = await db()
      .selectFrom('bans')
      .selectAll()
      .where('user_id', '=', target.userId)
      .execute();
    expect(bans).not.toHaveLength(0);
    for (const b of bans) {
      expect(b.reason).toBe('underage');
      expect(Number(b.expires_at)).toBeGreaterThanOrEqual(before + 365 * DAY);
    }
    // a guest's ban binds their browser
    expect(bans.some((b) => b.device_id !== null)).toBe(true);

    const detail = await api<ReportDetail>(op, 'GET', `/api/admin/reports/${id}`);
    expect(detail.body).toMatchObject({ status: 'banned', handledBy: op.userId });
    expect(detail.body.escalatedAt).not.toBeNull();
    const audit = await api<AuditResponse>(op, 'GET', '/api/admin/audit');
    expect(audit.body.entries[0]).toMatchObject({
      actor: op.userId,
      action: 'escalate',
      targetUserId: target.userId,
      reportId: id,
      reason: 'underage',
      note: 'a child',
    });

    const again = await api(op, 'POST', `/api/admin/reports/${id}/escalate`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'already_escalated' } });
    const entries = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('report_id', '=', id)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('escalates a report already handled: a dismissed one bans too', async () => {
    const op = await operator();
    const target = await person();
    const id = await reported(target, await person(), 'under18');
    await api(op, 'POST', `/api/admin/reports/${id}/action`, { action: 'dismiss' });
    const res = await api(op, 'POST', `/api/admin/reports/${id}/escalate`, {});
    expect(res.body).toEqual({ ok: true, code: 'escalated' });
    const standing = await api(target, 'GET', '/api/me/standing');
    expect(standing.body).toMatchObject({ ban: { reason: 'underage' } });
  });

  it('keeps an escalated report through retention and both people’s erasure', async () => {
    const op = await operator();
    const [target, reporter] = [await person(), await person()];
    const kept = await reported(target, reporter, 'under18');
    const other = await reported(await person(), await person(), 'spam');
    expect((await api(op, 'POST', `/api/admin/reports/${kept}/escalate`, {})).status).toBe(200);

    const now = Date.now();
    await eraseUser(db(), target.userId, now);
    await eraseUser(db(), reporter.userId, now);
    // a year and more later (an injected clock): the other report goes, the escalated one stays
    await runRetention(db(), { guestIdleDays: 30, reportDays: 180 }, now + 400 * DAY);
    const rows = await db()
      .selectFrom('reports')
      .select(['id', 'messages', 'escalated_at'])
      .where('id', 'in', [kept, other])
      .execute();
    expect(rows.map((r) => r.id)).toEqual([kept]);
    expect(JSON.parse(rows[0]!.messages)).toEqual(['partner: go away']);
    expect(rows[0]!.escalated_at).not.toBeNull();
  });

  it('refuses bad input, unknown reports and non-operators, changing nothing', async () => {
    const op = await operator();
    const target = await person();
    const id = await reported(target, await person(), 'under18');
    const path = `/api/admin/reports/${id}/escalate`;
    expect(await api(op, 'POST', path, { reason: 'spam' })).toMatchObject({
      status: 400,
      body: { code: 'invalid' },
    });
    expect(await api(op, 'POST', path, { note: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { code: 'too_long' },
    });
    expect(await api(op, 'POST', '/api/admin/reports/nope/escalate', {})).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    const member = await person(true);
    for (const who of [member, target, null])
      expect(await api(who, 'POST', path, {})).toMatchObject({
        status: 403,
        body: { code: 'forbidden' },
      });
    const row = await db()
      .selectFrom('reports')
      .select(['escalated_at', 'handled_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ escalated_at: null, handled_at: null });
    const bans = await db()
      .selectFrom('bans')
      .select('id')
      .where('user_id', '=', target.userId)
      .execute();
    expect(bans).toHaveLength(0);
    const audit = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('report_id', '=', id)
      .execute();
    expect(audit).toHaveLength(0);
  });
});
