import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('needs no environment at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('sqlite:./data/matchup.db');
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.REDIS_ADAPTER).toBe('pubsub');
  });

  it.each([
    ['PORT', 'abc', /PORT: .*\(got "abc"\)/],
    ['PORT', '70000', /PORT: .*\(got "70000"\)/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must be sqlite:<path> or postgres/],
    ['REDIS_URL', 'http://x', /REDIS_URL: must start with redis:\/\//],
    ['REDIS_ADAPTER', 'kafka', /REDIS_ADAPTER: must be pubsub or streams \(got "kafka"\)/],
    ['JWT_SECRET', 'short', /JWT_SECRET: must be at least 32 characters/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['TURN_TTL_SECONDS', '99999', /TURN_TTL_SECONDS/],
  ])('names the bad variable %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('wants TURN_URLS and TURN_SECRET together', () => {
    expect(() => loadConfig({ TURN_URLS: 'turn:127.0.0.1:3478' })).toThrow(
      /TURN_URLS and TURN_SECRET/,
    );
    const config = loadConfig({
      TURN_URLS: 'turn:a:3478, turns:b:5349',
      TURN_SECRET: 'x'.repeat(16),
    });
    expect(config.TURN_URLS).toEqual(['turn:a:3478', 'turns:b:5349']);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', METRICS: 'maybe' })).toThrow(/PORT[\s\S]*METRICS/);
  });
});
