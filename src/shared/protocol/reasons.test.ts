import { describe, expect, it } from 'vitest';
import { ackCode, codeOfText, GAME_REASONS, rejection } from './reasons.ts';

describe('the game reasons table', () => {
  it('gives every text exactly one code, so an ack without a code still reads as one', () => {
    const codes = new Map<string, string>();
    for (const { text, code } of Object.values(GAME_REASONS)) {
      expect(codes.get(text) ?? code).toBe(code);
      codes.set(text, code);
      expect(codeOfText(text)).toBe(code);
    }
  });

  it("keeps the spec's texts verbatim", () => {
    expect(GAME_REASONS.busy.text).toBe('Busy with another game — Please wait until it ends.');
    expect(GAME_REASONS.triviaDeclined.text).toBe(
      "Your partner didn't accept the trivia challenge.",
    );
  });

  it('builds refusal events with the text and the code side by side', () => {
    expect(rejection(GAME_REASONS.busy)).toEqual({
      reason: 'Busy with another game — Please wait until it ends.',
      code: 'busy',
    });
    expect(rejection(GAME_REASONS.laughWithdrawn)).toEqual({
      reason: 'Request withdrawn',
      code: 'withdrawn',
    });
  });

  it("reads an ack's own code first, else the table's code for its text", () => {
    expect(ackCode({ ok: true })).toBeUndefined();
    expect(ackCode({ ok: false, error: 'anything', code: 'paused' })).toBe('paused');
    expect(ackCode({ ok: false, error: "It's not your turn." })).toBe('not_your_turn');
    expect(ackCode({ ok: false, error: 'Messages can be at most 500 characters' })).toBeUndefined();
  });
});
