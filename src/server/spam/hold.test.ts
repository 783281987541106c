import { describe, expect, it } from 'vitest';
import { HELD_MARK as M, piecesOf } from '../../shared/protocol/held.ts';
import { holdParts, normalised } from './hold.ts';

describe('holding the parts of a message that take a person elsewhere', () => {
  it.each([
    ['see https://spam.example/a?b=1 now', [`see ${M} now`, ['https://spam.example/a?b=1']]],
    ['my site: Example.co.uk/shop', [`my site: ${M}`, ['Example.co.uk/shop']]],
    ['snap: lola_22 or @lola.22', [`${M} or ${M}`, ['snap: lola_22', '@lola.22']]],
    ['text me 555-123-4567', [`text me ${M}`, ['555-123-4567']]],
  ])('%s', (text, [shown, held]) => {
    expect(holdParts(text)).toEqual({ text: shown, held });
  });

  it('leaves ordinary talk alone', () => {
    for (const text of [
      "I'm 25, from São Paulo. Nice to meet you!",
      'e.g. music, 3.5 stars, 10:30 pm',
      'mail me? no: just talk here',
      'score 12345',
    ])
      expect(holdParts(text)).toEqual({ text, held: [] });
  });

  it('holds links spelled around filters and long numbers only when strict', () => {
    const text = 'visit lola dot com, code 12345';
    expect(holdParts(text).held).toEqual([]);
    expect(holdParts(text, { strict: true })).toEqual({
      text: `visit ${M}, code ${M}`,
      held: ['lola dot com', '12345'],
    });
  });

  it('cuts a text at its marks for the client', () => {
    expect(piecesOf(`a ${M} b ${M}`)).toEqual([
      { text: 'a ' },
      { held: 0 },
      { text: ' b ' },
      { held: 1 },
    ]);
  });

  it('compares messages with case, spacing and the digits of links folded', () => {
    expect(normalised('  Win  BIG at Prize.example/u/123 ')).toBe('win big at prize.example/u/000');
    expect(normalised('win big at prize.example/u/9')).toBe('win big at prize.example/u/0');
    // digits of ordinary words still tell messages apart
    expect(normalised('room 2')).not.toBe(normalised('room 3'));
  });
});
