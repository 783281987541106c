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
        rule: { slowAtOrBelow: -2.5, halfLifeDays: 7 },
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
