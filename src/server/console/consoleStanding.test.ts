import { describe, expect, it } from 'vitest';
import type { PersonStandingResponse } from '../../shared/protocol/index.ts';
import { testEngines } from '../testing/harness.ts';
import { consoleServer } from './console.fixture.ts';

describe.each(testEngines())("the console: a person's standing on %s", (engine) => {
  const { person, operator, api, reported, db } = consoleServer(engine);

  it('shows operators the standing, the lane and each reason with its weight now', async () => {
    const op = await operator();
    const target = await person();
    const fresh = await api<PersonStandingResponse>(
      op,
      'GET',
      `/api/admin/people/${target.userId}/standing`,
    );
    expect(fresh).toEqual({
      status: 200,
      body: {
        userId: target.userId,
        score: 0,
        lane: 'open',
        reasons: [],
        rule: { slowAtOrBelow: -2.5, halfLifeDays: 7, leaveAbove: -1.5 },
        botFlag: null,
      },
    });
    await reported(target, await person());
    await reported(target, await person());
    // a private thumbs down after a call
    await db()
      .insertInto('call_ratings')
      .values({
        match_id: 'm-rated',
        rater_id: op.userId,
        rated_id: target.userId,
        rated_device: null,
        up: 0,
        created_at: Date.now(),
      })
      .execute();
    const { status, body } = await api<PersonStandingResponse>(
      op,
      'GET',
      `/api/admin/people/${target.userId}/standing`,
    );
    expect(status).toBe(200);
    expect(body.lane).toBe('slow');
    expect(body.score).toBeCloseTo(-4, 1);
    expect(body.reasons.map((r) => [r.kind, r.count])).toEqual([
      ['report', 2],
      ['down', 1],
    ]);
  });

  it('shows a likely bot in the slow lane, which an operator clears, audited; bad input gets codes', async () => {
    const op = await operator();
    const target = await person();
    const at = Date.now();
    await db()
      .insertInto('bot_flags')
      .values({
        id: `flag-${target.userId}`,
        user_id: target.userId,
        text: 'win at prize.example/0',
        partners: 3,
        created_at: at,
        handled_at: null,
        handled_by: null,
      })
      .execute();
    const standing = () =>
      api<PersonStandingResponse>(op, 'GET', `/api/admin/people/${target.userId}/standing`);
    expect((await standing()).body).toMatchObject({
      score: -3,
      lane: 'slow',
      reasons: [{ kind: 'bot', count: 1, weight: -3 }],
      botFlag: {
        id: `flag-${target.userId}`,
        createdAt: new Date(at).toISOString(),
        partners: 3,
      },
    });
    const path = `/api/admin/users/${target.userId}/bot-clear`;
    // only operators; bad input changes nothing
    expect(await api(target, 'POST', path, {})).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await api(op, 'POST', path, { note: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { code: 'too_long' },
    });
    expect(await api(op, 'POST', path, { reason: 'spam' })).toMatchObject({
      status: 400,
      body: { code: 'invalid' },
    });
    expect((await standing()).body.lane).toBe('slow');

    expect(await api(op, 'POST', path, { note: 'sells real tickets' })).toEqual({
      status: 200,
      body: { ok: true, code: 'bot_cleared' },
    });
    expect((await standing()).body).toMatchObject({
      score: 0,
      lane: 'open',
      reasons: [],
      botFlag: null,
    });
    // the queue of likely bots no longer shows them
    const flags = await api<{ flags: { userId: string }[] }>(op, 'GET', '/api/admin/bot-flags');
    expect(flags.body.flags.map((f) => f.userId)).not.toContain(target.userId);
    const audit = await api<{ entries: Record<string, unknown>[] }>(op, 'GET', '/api/admin/audit');
    expect(audit.body.entries.filter((e) => e.targetUserId === target.userId)).toMatchObject([
      { action: 'bot_clear', actor: op.userId, note: 'sells real tickets' },
    ]);
    // again, or someone never flagged: nothing to clear
    expect(await api(op, 'POST', path, {})).toMatchObject({
      status: 409,
      body: { code: 'not_flagged' },
    });
    expect(await api(op, 'POST', '/api/admin/users/nobody/bot-clear', {})).toMatchObject({
      status: 409,
      body: { code: 'not_flagged' },
    });
  });

  it('is for operators only, and an unknown person is not found', async () => {
    const someone = await person();
    const path = `/api/admin/people/${someone.userId}/standing`;
    expect((await api(someone, 'GET', path)).body).toMatchObject({ code: 'forbidden' });
    expect((await api(null, 'GET', path)).status).toBe(403);
    const op = await operator();
    expect(await api(op, 'GET', '/api/admin/people/nobody/standing')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
  });
});
