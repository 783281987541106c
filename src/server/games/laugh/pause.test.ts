import { describe, expect, it } from 'vitest';
import { LAUGH } from '../../../shared/constants.ts';
import { attackerOf, defenderOf, REASONS } from './rules.ts';
import { A, B, game, types } from './testGame.ts';

describe('laugh rules: a reconnect pauses the clock', () => {
  it('a turn keeps the time it had left, and nothing scores or ends it meanwhile', () => {
    const g = game().started();
    g.toTurn();
    const { turnId, nonce } = g.state;
    const defender = defenderOf(g.state);
    const stale = g.state.timer!.token;
    g.advance(10_000);
    expect(g.act({ type: 'pause' }).effects).toEqual([]);
    expect(g.state.paused).toBe(true);
    g.advance(LAUGH.turnMs * 3); // far past the turn's end while paused
    expect(g.act({ type: 'timeout', token: stale }).effects).toEqual([]);
    expect(g.act({ type: 'endTurn', by: attackerOf(g.state), turnId: turnId! }).refused).toEqual(
      REASONS.paused,
    );
    const report = { type: 'laughDetected', by: defender, turnId: turnId!, nonce: nonce! } as const;
    expect(g.act(report)).toMatchObject({ effects: [], refused: REASONS.paused });
    expect(g.state.phase).toBe('active');

    expect(g.act({ type: 'resume' }).effects).toEqual([{ type: 'turn' }]);
    expect(g.state.turnId).toBe(turnId);
    expect(g.state.turnEndsAt - g.now()).toBe(LAUGH.turnMs - 10_000);
    expect(g.state.timer!.at).toBe(g.state.turnEndsAt);
    // the nonce the defender had still counts after the pause
    expect(types(g.act(report))).toEqual(['score', 'prep']);
  });

  it('the players come back in their seats: roles and scores stay theirs', () => {
    const g = game().started();
    g.toTurn();
    g.laugh();
    const scorer = g.state.first!;
    const other = scorer === A ? B : A;
    g.advance(1_000); // 1 s into the break
    g.act({ type: 'pause' });
    g.act({ type: 'pause' }); // the second seat dropping too changes nothing more
    g.advance(60_000);
    expect(g.act({ type: 'resume' }).effects).toEqual([{ type: 'prep' }]);
    expect(g.state.first).toBe(scorer);
    expect(g.state.scores[scorer]).toBe(1);
    expect(g.state.scores[other]).toBe(0);
    // the break's cap counts from its own start, less the pause
    expect(g.state.timer!.at).toBe(g.state.prepStartedAt + LAUGH.prepCapMs);
    expect(g.state.prepStartedAt).toBe(g.now() - 1_000);
    g.toTurn();
    expect(attackerOf(g.state)).toBe(other);
  });

  it('the first break says so again on resume; a resume with no pause tells nothing', () => {
    const g = game().started();
    g.act({ type: 'pause' });
    expect(g.act({ type: 'resume' }).effects).toEqual([{ type: 'started' }]);
    const h = game();
    h.act({ type: 'request', by: A });
    expect(h.act({ type: 'resume' }).effects).toEqual([]);
    expect(h.state.phase).toBe('requested');
    expect(types(h.act({ type: 'accept', by: B }))).toEqual(['started']);
  });

  it('a quit or the match ending still ends a paused game', () => {
    const g = game().started();
    g.toTurn();
    g.act({ type: 'pause' });
    expect(g.act({ type: 'disconnect', by: A }).effects).toMatchObject([
      {
        type: 'ended',
        results: ['ended', 'ended'],
        reasons: [{ code: 'ended_you_left' }, REASONS.disconnected],
      },
    ]);
    expect(g.state.phase).toBe('over');
  });
});

describe('laugh rules: the camera while paused', () => {
  it("the Statue's camera news is kept for the resume, which warns with the full 5 s", () => {
    const g = game().started();
    g.toTurn();
    const statue = defenderOf(g.state);
    const turnId = g.state.turnId!;
    g.act({ type: 'pause' });
    g.advance(20_000);
    expect(g.act({ type: 'cameraStatus', by: statue, ok: false }).effects).toEqual([]);
    g.advance(20_000);
    expect(g.act({ type: 'resume' }).effects).toEqual([
      { type: 'turn' },
      { type: 'away', away: true, turnId, forfeitAt: g.now() + LAUGH.awayForfeitMs },
    ]);
    expect(g.state.timer!.at).toBe(g.now() + LAUGH.awayForfeitMs);
  });
});
