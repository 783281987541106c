import { describe, expect, it } from 'vitest';
import type { ReportDetail, ReportsResponse } from '../../shared/protocol/index.ts';
import { ack, nextEvent, testEngines } from '../testing/harness.ts';
import { consoleServer } from './console.fixture.ts';

/**
 * The nudity shield runs on the reporter's device, so a report's evidence is whatever that
 * client sent: a modified one can attach a made-up "Porn 99%". The console must present it as
 * the reporter's device's claim, of a bounded form, never as something the server measured.
 */
describe.each(testEngines())('shield evidence in reports on %s', (engine) => {
  const c = consoleServer(engine);
  const { db, nextTag, person, operator, api, reported } = c;

  it('made-up evidence reaches the console marked as what the reporter’s device said', async () => {
    const op = await operator();
    const target = await person();
    const id = await reported(target, await person(), 'nudity', { category: 'Porn', score: 0.99 });
    const said = { category: 'Porn', score: 0.99, source: 'reporter_device' };
    const queue = await api<ReportsResponse>(op, 'GET', '/api/admin/reports');
    expect(queue.body.reports.find((r) => r.id === id)?.shield).toEqual(said);
    const detail = await api<ReportDetail>(op, 'GET', `/api/admin/reports/${id}`);
    expect(detail.body.shield).toEqual(said);
  });

  it('a stored evidence of any other form (an old row, a hand edit) is shown as none', async () => {
    const op = await operator();
    const target = await person();
    const id = await reported(target, await person(), 'nudity', { category: 'Sexy', score: 0.6 });
    for (const evidence of [
      '{"category":"Verified by staff: Porn","score":0.99}',
      '{"category":"Porn","score":7}',
      '{"category":"Porn","score":0.9,"measured":true}',
      '[{"category":"Porn","score":0.9}]',
      'not json',
    ]) {
      await db().updateTable('reports').set({ evidence }).where('id', '=', id).execute();
      const detail = await api<ReportDetail>(op, 'GET', `/api/admin/reports/${id}`);
      expect(detail.body.shield).toBeNull();
    }
  });

  it('the wire takes known labels with a probability from 0 to 1, one entry, and nothing else', async () => {
    const target = await person();
    const reporter = await person();
    const interests = [`evidence${nextTag()}`];
    const found = nextEvent(reporter.socket, 'partnerFound');
    await ack(target.socket, 'findPartner', { interests });
    await ack(reporter.socket, 'findPartner', { interests });
    await found;
    const report = (evidence: unknown, reason = 'nudity') =>
      ack(reporter.socket, 'reportUser', {
        reportedSocketId: target.socket.id!,
        sessionMessages: [],
        reason,
        evidence,
      });
    for (const evidence of [
      { category: 'Porn 99%', score: 0.99 },
      { category: 'porn', score: 0.99 },
      { category: 'Porn', score: 99 },
      { category: 'Porn', score: -0.1 },
      { category: 'Porn', score: '0.99' },
      { category: 'Porn', score: 0.99, measuredBy: 'server' },
      [{ category: 'Porn', score: 0.99 }],
      Array.from({ length: 50 }, () => ({ category: 'Porn', score: 0.99 })),
    ])
      expect(await report(evidence)).toMatchObject({ ok: false, code: 'invalid_payload' });
    expect(await report({ category: 'Porn', score: 0.99 }, 'spam')).toMatchObject({
      ok: false,
      code: 'invalid_payload',
    });
    const stored = await db()
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', reporter.userId)
      .execute();
    expect(stored).toEqual([]);
    await ack(reporter.socket, 'leave');
    await ack(target.socket, 'leave');
  });
});
