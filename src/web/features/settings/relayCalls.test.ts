import { describe, expect, it } from 'vitest';
import { hasRelay, readRelayCalls } from './relayCalls.ts';

describe('hide my IP', () => {
  it('is off until someone turns it on', () => {
    expect(readRelayCalls()).toBe(false);
  });

  it('counts only TURN servers as a relay to hide behind', () => {
    expect(hasRelay([])).toBe(false);
    expect(hasRelay([{ urls: ['stun:stun.example:3478'] }])).toBe(false);
    expect(hasRelay([{ urls: 'turn:127.0.0.1:3478?transport=udp' }])).toBe(true);
    expect(hasRelay([{ urls: ['stun:a', 'turns:turn.example:5349'] }])).toBe(true);
  });
});
