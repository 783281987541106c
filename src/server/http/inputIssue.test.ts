import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssue } from './errors.ts';

const schema = z.strictObject({
  name: z.string().min(2).max(5),
  age: z.number().int().min(18).max(120),
  tags: z.array(z.string()).max(2),
  kind: z.enum(['a', 'b']),
  mail: z.email().optional(),
});
const valid = { name: 'abc', age: 30, tags: [], kind: 'a' };
const issueOf = (value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return zodIssue(parsed.error, value);
};

describe('a failed parse, as a client can word it in any language', () => {
  it.each([
    ['a missing field', { ...valid, name: undefined }, { field: 'name', problem: 'missing' }],
    ['a wrong type', { ...valid, age: 'old' }, { field: 'age', problem: 'wrong_type' }],
    ['a string too long', { ...valid, name: 'abcdef' }, { problem: 'too_long', limit: 5 }],
    ['a string too short', { ...valid, name: 'a' }, { problem: 'too_short', limit: 2 }],
    ['a number too large', { ...valid, age: 121 }, { problem: 'too_large', limit: 120 }],
    ['a number too small', { ...valid, age: 17 }, { problem: 'too_small', limit: 18 }],
    ['too many items', { ...valid, tags: ['x', 'y', 'z'] }, { problem: 'too_long', limit: 2 }],
    ['a value not offered', { ...valid, kind: 'c' }, { field: 'kind', problem: 'not_allowed' }],
    ['a bad format', { ...valid, mail: 'nope' }, { field: 'mail', problem: 'bad_format' }],
    ['an unknown field', { ...valid, extra: 1 }, { field: '', problem: 'unknown_field' }],
  ])('%s names its problem and bound beside the English detail', (_, value, expected) => {
    const issue = issueOf(value);
    expect(issue).toMatchObject(expected);
    expect(issue.detail).toMatch(/\S/);
  });
});
