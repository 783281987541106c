import { describe, expect, it } from 'vitest';
import type {
  Ack,
  AuditResponse,
  BannedPayload,
  ReportDetail,
  ReportsResponse,
  StandingPayload,
  BansResponse,
  StandingResponse,
} from '../../shared/protocol/index.ts';
import { ack, nextEvent, testEngines } from '../testing/harness.ts';
import { consoleServer } from './console.fixture.ts';

describe.each(testEngines())(
  'the moderation console: reports, bans, appeals and warnings on %s',
  (engine) => {
    const c = consoleServer(engine);
    const { db, nextTag, person, operator, api, reported } = c;

    /** An operator bans someone for a week over a report (the start of both appeal tests). */
    async function bannedAfterReport() {
      const op = await operator();
      const target = await person();
      const id = await reported(target, await person());
      await api(op, 'POST', `/api/admin/reports/${id}/action`, {
        action: 'ban',
        reason: 'nudity',
        duration: '7d',
      });
      return { op, target };
    }

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
      const { op, target } = await bannedAfterReport();
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
      expect(await ack(target.socket, 'findPartner', { interests: [`free${nextTag()}`] })).toEqual({
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
      const { op, target } = await bannedAfterReport();
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
      expect(
        await ack(target.socket, 'findPartner', { interests: [`free${nextTag()}`] }),
      ).toMatchObject({
        ok: false,
        code: 'banned',
      });

      const found = await api<BansResponse>(op, 'GET', `/api/admin/bans?q=${target.userId}`);
      expect(found.body.bans.map((b) => b.userId)).toEqual([target.userId]);
      expect((await api(op, 'POST', `/api/admin/users/${target.userId}/unban`, {})).body).toEqual({
        ok: true,
        code: 'unbanned',
      });
      expect(await ack(target.socket, 'findPartner', { interests: [`free${nextTag()}`] })).toEqual({
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
      expect(await ack(target.socket, 'findPartner', { interests: [`w${nextTag()}`] })).toEqual({
        ok: true,
      });
      await ack(target.socket, 'leave');
    });
  },
);
