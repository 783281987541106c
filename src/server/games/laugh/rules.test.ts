import { describe, expect, it } from 'vitest';
import { LAUGH } from '../../../shared/constants.ts';
import type { Refusal } from '../../../shared/protocol/index.ts';
import { attackerOf, defenderOf, PREP_MIN_MS, REASONS, TURNS } from './rules.ts';
import type { Seat } from './state.ts';
import { A, B, FLOW, game, types, type LaughAction } from './testGame.ts';

describe('laugh rules: request', () => {
  it('a request reaches the partner; accept starts the prep for the first turn', () => {
    const g = game();
    expect(g.act({ type: 'request', by: A }).effects).toEqual([{ type: 'requested', to: B }]);
    expect(g.state.phase).toBe('requested');
    expect(types(g.act({ type: 'accept', by: B }))).toEqual(['started']);
    expect(g.state.phase).toBe('prep');
    expect([A, B]).toContain(g.state.first);
    expect(g.state.scores).toEqual([0, 0]);
    expect(g.state.timer?.at).toBe(g.now() + LAUGH.prepCapMs);
  });

  it('decline tells the requester; the requester cannot accept its own request', () => {
    const g = game();
    g.act({ type: 'request', by: A });
    expect(g.act({ type: 'accept', by: A })).toMatchObject({
      effects: [],
      refused: REASONS.ownRequest,
    });
    expect(g.act({ type: 'reject', by: B }).effects).toEqual([
      { type: 'rejected', to: A, reason: { code: 'declined', params: { game: 'laugh' } } },
    ]);
    expect(g.state.phase).toBe('idle');
  });

  it('the requester withdrawing (Dismiss) clears the partner side', () => {
    const g = game();
    g.act({ type: 'request', by: A });
    expect(g.act({ type: 'end', by: A }).effects).toEqual([
      { type: 'rejected', to: B, reason: { code: 'withdrawn', params: { game: 'laugh' } } },
    ]);
    expect(g.state.phase).toBe('idle');
  });

  it('a second request while one is pending or running hears Busy', () => {
    const g = game();
    g.act({ type: 'request', by: A });
    expect(g.act({ type: 'request', by: B }).effects).toEqual([
      { type: 'rejected', to: B, reason: REASONS.busy },
    ]);
    g.act({ type: 'accept', by: B });
    expect(g.act({ type: 'request', by: A }).effects).toEqual([
      { type: 'rejected', to: A, reason: REASONS.busy },
    ]);
    expect(g.state.phase).toBe('prep');
  });

  it('accept or reject without a request is refused', () => {
    const g = game();
    expect(g.act({ type: 'accept', by: B })).toMatchObject({
      effects: [],
      refused: REASONS.noRequest,
    });
    expect(g.act({ type: 'reject', by: B })).toMatchObject({
      effects: [],
      refused: REASONS.noRequest,
    });
    expect(g.state.phase).toBe('idle');
  });
});

describe('laugh rules: prep break', () => {
  it('waits for the defender camera, but not less than the minimum', () => {
    const g = game().started();
    const defender = defenderOf(g.state);
    g.advance(1_000);
    expect(g.act({ type: 'cameraStatus', by: defender, ok: true }).effects).toEqual([]);
    expect(g.state.phase).toBe('prep');
    expect(g.state.timer!.at - g.state.prepStartedAt).toBe(PREP_MIN_MS);
    expect(types(g.fire())).toEqual(['turn']);
    expect(g.state.phase).toBe('active');
  });

  it('the attacker camera status and a not-ok status do not start the turn', () => {
    const g = game().started();
    g.advance(PREP_MIN_MS + 1);
    g.act({ type: 'cameraStatus', by: attackerOf(g.state), ok: true });
    g.act({ type: 'cameraStatus', by: defenderOf(g.state), ok: false });
    expect(g.state.phase).toBe('prep');
  });

  it('without an ok camera the break is capped at 15 s', () => {
    const g = game().started();
    const started = g.state.prepStartedAt;
    g.advance(PREP_MIN_MS);
    g.act({ type: 'cameraStatus', by: defenderOf(g.state), ok: false });
    const step = g.fire();
    expect(g.now() - started).toBe(LAUGH.prepCapMs);
    expect(types(step)).toEqual(['turn']);
  });

  it('an ok that came before the minimum starts the turn at the minimum', () => {
    const g = game().started();
    g.act({ type: 'cameraStatus', by: defenderOf(g.state), ok: true });
    g.fire();
    expect(g.now() - g.state.timer!.at + LAUGH.turnMs).toBe(0);
    expect(g.state.phase).toBe('active');
  });

  it('a stale timeout token is ignored', () => {
    const g = game().started();
    const old = g.state.timer!.token;
    g.toTurn();
    expect(g.act({ type: 'timeout', token: old }).effects).toEqual([]);
    expect(g.state.phase).toBe('active');
  });
});

describe('laugh rules: turns and laughs', () => {
  it('each turn has a fresh turn id and nonce and alternates roles over 2 rounds', () => {
    const g = game().started();
    const seen = new Set<string>();
    const attackers: Seat[] = [];
    for (let t = 0; t < TURNS; t++) {
      g.toTurn();
      seen.add(g.state.turnId!).add(g.state.nonce!);
      attackers.push(attackerOf(g.state));
      const step = g.fire(); // 30 s pass without a laugh
      expect(types(step)).toEqual(t === TURNS - 1 ? ['ended'] : ['prep']);
    }
    expect(seen.size).toBe(TURNS * 2);
    expect(attackers[0]).not.toBe(attackers[1]);
    expect(attackers[0]).toBe(attackers[2]);
    expect(attackers[1]).toBe(attackers[3]);
    expect(g.effects[0]).toEqual({
      type: 'ended',
      results: ['draw', 'draw'],
      // played to its end: no early reason (the end screen says "Challenge complete")
      reasons: [undefined, undefined],
    });
  });

  it('a laugh scores a point for the attacker and ends the turn', () => {
    const g = game().started();
    g.toTurn();
    const attacker = attackerOf(g.state);
    const turnId = g.state.turnId;
    const step = g.laugh();
    expect(types(step)).toEqual(['score', 'prep']);
    expect(step.effects[0]).toEqual({ type: 'score', scorer: attacker, turnId });
    expect(g.state.scores[attacker]).toBe(1);
    expect(g.state.turn).toBe(1);
  });

  it('a replayed nonce is refused and logged, also in a later turn', () => {
    const g = game().started();
    g.toTurn();
    const { turnId, nonce } = g.state;
    const defender = defenderOf(g.state);
    g.laugh();
    const replay = { type: 'laughDetected', by: defender, turnId: turnId!, nonce: nonce! } as const;
    expect(g.act(replay)).toMatchObject({
      effects: [],
      refused: REASONS.replayed,
      suspicious: true,
    });
    g.toTurn();
    g.fire();
    g.toTurn(); // the same defender again, with a new turn
    expect(defenderOf(g.state)).toBe(defender);
    expect(g.act({ ...replay, turnId: g.state.turnId! })).toMatchObject({
      effects: [],
      refused: REASONS.replayed,
    });
    expect(Object.values(g.state.scores).reduce((a, b) => a + b)).toBe(1);
  });

  it('stale turn ids, wrong nonces and the attacker reporting are refused', () => {
    const g = game().started();
    g.toTurn();
    const first = { turnId: g.state.turnId!, nonce: g.state.nonce! };
    g.fire();
    g.toTurn();
    const d = defenderOf(g.state);
    const cases: [LaughAction, Refusal][] = [
      [{ type: 'laughDetected', by: d, ...first }, REASONS.staleTurn],
      [
        { type: 'laughDetected', by: d, turnId: g.state.turnId!, nonce: first.nonce },
        REASONS.badNonce,
      ],
      [
        {
          type: 'laughDetected',
          by: attackerOf(g.state),
          turnId: g.state.turnId!,
          nonce: g.state.nonce!,
        },
        REASONS.notDefender,
      ],
    ];
    for (const [action, reason] of cases) {
      expect(g.act(action)).toMatchObject({ effects: [], refused: reason, suspicious: true });
    }
    expect(g.state.scores).toEqual([0, 0]);
  });

  it('a laugh outside a turn (idle, requested, prep, over) is refused', () => {
    const g = game();
    const laugh = { type: 'laughDetected', by: B, turnId: 'x', nonce: 'y' } as const;
    // no game at all: the host's refusal
    expect(g.act(laugh)).toMatchObject({ effects: [], refused: FLOW.noGame });
    g.act({ type: 'request', by: A });
    expect(g.act(laugh)).toMatchObject({ effects: [], refused: FLOW.noGame });
    g.act({ type: 'accept', by: B });
    expect(g.act({ ...laugh, by: defenderOf(g.state) })).toMatchObject({
      effects: [],
      refused: REASONS.notInTurn,
    });
    g.act({ type: 'end', by: A });
    expect(g.act(laugh)).toMatchObject({ effects: [], refused: FLOW.noGame });
  });

  it('only the attacker may end the turn early, with the current turn id', () => {
    const g = game().started();
    g.toTurn();
    const turnId = g.state.turnId!;
    expect(g.act({ type: 'endTurn', by: defenderOf(g.state), turnId })).toMatchObject({
      effects: [],
      refused: REASONS.notAttacker,
    });
    expect(g.act({ type: 'endTurn', by: attackerOf(g.state), turnId: 'old' })).toMatchObject({
      effects: [],
      refused: REASONS.staleTurn,
    });
    expect(types(g.act({ type: 'endTurn', by: attackerOf(g.state), turnId }))).toEqual(['prep']);
    expect(g.state.turn).toBe(1);
  });
});

describe('laugh rules: results', () => {
  it('most points wins; a full game ends once with the winner', () => {
    const g = game().started();
    const first = attackerOf(g.state);
    g.toTurn();
    g.laugh(); // first scores
    g.toTurn();
    g.fire(); // second does not
    g.toTurn();
    g.laugh(); // first scores again
    g.toTurn();
    const last = g.laugh(); // second scores once
    expect(types(last)).toEqual(['score', 'ended']);
    const won = first === A ? ['victory', 'defeat'] : ['defeat', 'victory'];
    expect(last.effects[1]).toMatchObject({ results: won });
    expect(g.state.phase).toBe('over');
    expect(g.state.timer).toBeNull();
    // nothing after the end scores or ends it a second time
    expect(g.act({ type: 'end', by: A })).toMatchObject({
      effects: [],
      refused: REASONS.notRunning,
    });
    expect(g.act({ type: 'disconnect', by: A }).effects).toEqual([]);
  });

  it('equal scores are a draw', () => {
    const g = game().started();
    for (let t = 0; t < TURNS; t++) {
      g.toTurn();
      if (t < 2) g.laugh();
      else g.fire();
    }
    expect(g.effects.at(-1)).toMatchObject({ type: 'ended', results: ['draw', 'draw'] });
  });

  it.each(['prep', 'active'] as const)(
    'ending early in %s ends it with no winner, saying who quit',
    (phase) => {
      const g = game().started();
      if (phase === 'active') g.toTurn();
      g.laugh();
      expect(g.act({ type: 'end', by: B }).effects).toEqual([
        {
          type: 'ended',
          results: ['ended', 'ended'],
          reasons: [
            { code: 'ended_by_partner', params: { game: 'laugh' } },
            { code: 'ended_by_you', params: { game: 'laugh' } },
          ],
        },
      ]);
    },
  );

  it('a partner disconnect ends a running game as ended; a pending request just clears', () => {
    const g = game().started();
    g.toTurn();
    g.laugh();
    expect(g.act({ type: 'disconnect', by: A }).effects).toEqual([
      {
        type: 'ended',
        results: ['ended', 'ended'],
        // the one who left reads their own side (their socket is gone anyway)
        reasons: [{ code: 'ended_you_left' }, { code: 'ended_partner_left' }],
      },
    ]);
    const h = game();
    h.act({ type: 'request', by: A });
    expect(h.act({ type: 'disconnect', by: B }).effects).toEqual([]);
    expect(h.state.phase).toBe('idle');
  });

  it('a rematch after the end starts from zero', () => {
    const g = game().started();
    g.toTurn();
    g.laugh();
    g.act({ type: 'end', by: A });
    g.act({ type: 'request', by: B });
    g.act({ type: 'accept', by: A });
    expect(g.state.scores).toEqual([0, 0]);
    expect(g.state.spent).toEqual([]);
    expect(g.state.phase).toBe('prep');
  });
});

describe('laugh rules: a fair turn', () => {
  it('a laugh in the first moments of a turn does not count, and does not spend the nonce', () => {
    const g = game().started();
    g.toTurn();
    const turnId = g.state.turnId!;
    const nonce = g.state.nonce!;
    const by = defenderOf(g.state);
    g.advance(LAUGH.turnGraceMs - 1);
    const early = g.act({ type: 'laughDetected', by, turnId, nonce });
    // not logged: a real detector may well report a Statue still smiling from the break
    expect(early).toMatchObject({ effects: [], refused: REASONS.tooEarly });
    expect(early.suspicious).toBeFalsy();
    g.advance(1);
    expect(types(g.act({ type: 'laughDetected', by, turnId, nonce }))).toEqual(['score', 'prep']);
  });

  it('a Statue out of frame is warned, then forfeits the point to the Jokester', () => {
    const g = game().started();
    g.toTurn();
    const statue = defenderOf(g.state);
    const jokester = attackerOf(g.state);
    const turnId = g.state.turnId!;
    g.advance(2_000);
    expect(g.act({ type: 'cameraStatus', by: statue, ok: false }).effects).toEqual([
      { type: 'away', away: true, turnId, forfeitAt: g.now() + LAUGH.awayForfeitMs },
    ]);
    // the same news twice changes nothing
    expect(g.act({ type: 'cameraStatus', by: statue, ok: false }).effects).toEqual([]);
    expect(g.state.timer!.at).toBe(g.now() + LAUGH.awayForfeitMs);
    expect(g.fire().effects).toEqual([
      { type: 'score', scorer: jokester, turnId, forfeit: true },
      { type: 'prep' },
    ]);
    expect(g.state.scores[jokester]).toBe(1);
  });

  it('coming back in time ends the warning, and the turn runs to its normal end', () => {
    const g = game().started();
    g.toTurn();
    const statue = defenderOf(g.state);
    const turnId = g.state.turnId!;
    const endsAt = g.state.turnEndsAt;
    g.act({ type: 'cameraStatus', by: statue, ok: false });
    g.advance(LAUGH.awayForfeitMs - 1);
    expect(g.act({ type: 'cameraStatus', by: statue, ok: true }).effects).toEqual([
      { type: 'away', away: false, turnId, forfeitAt: 0 },
    ]);
    expect(g.state.timer!.at).toBe(endsAt);
    expect(types(g.fire())).toEqual(['prep']);
    expect(Object.values(g.state.scores)).toEqual([0, 0]);
  });

  it("the Jokester's camera does not matter, and a warning near the end does not outlive the turn", () => {
    const g = game().started();
    g.toTurn();
    expect(g.act({ type: 'cameraStatus', by: attackerOf(g.state), ok: false }).effects).toEqual([]);
    g.at(g.state.turnEndsAt - 1_000);
    g.act({ type: 'cameraStatus', by: defenderOf(g.state), ok: false });
    expect(g.state.timer!.at).toBe(g.state.turnEndsAt);
    expect(types(g.fire())).toEqual(['prep']);
    expect(Object.values(g.state.scores)).toEqual([0, 0]);
  });
});
