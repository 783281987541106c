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
    ['AGE_SIGNALS', 'no', /AGE_SIGNALS: must be on or off \(got "no"\)/],
    ['TURN_TTL_SECONDS', '99999', /TURN_TTL_SECONDS/],
    ['RETENTION_GUEST_IDLE_DAYS', '0', /RETENTION_GUEST_IDLE_DAYS: must be at least 1 day/],
    ['RETENTION_GUEST_IDLE_DAYS', 'soon', /RETENTION_GUEST_IDLE_DAYS: .*\(got "soon"\)/],
    ['RETENTION_REPORT_DAYS', '1.5', /RETENTION_REPORT_DAYS: must be a whole number of days/],
    ['RETENTION_REPORT_DAYS', '1', /RETENTION_REPORT_DAYS: must be at least 2 days/],
    ['PRIVACY_EMAIL', 'nobody', /PRIVACY_EMAIL: must be an e-mail address/],
    ['APPEALS_EMAIL', 'at@', /APPEALS_EMAIL: must be an e-mail address/],
    [
      'SAFETY_CONTACT',
      'call us',
      /SAFETY_CONTACT: must be an e-mail address or an https:\/\/ address/,
    ],
    ['SAFETY_CONTACT', 'http://x.example', /SAFETY_CONTACT: must be an e-mail address or an https/],
  ])('names the bad variable %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('takes a safety contact as an e-mail address or an https:// page, none by default', () => {
    expect(loadConfig({}).SAFETY_CONTACT).toBeUndefined();
    expect(loadConfig({ SAFETY_CONTACT: '' }).SAFETY_CONTACT).toBeUndefined();
    expect(loadConfig({ SAFETY_CONTACT: ' safety@example.org ' }).SAFETY_CONTACT).toBe(
      'safety@example.org',
    );
    expect(loadConfig({ SAFETY_CONTACT: 'https://example.org/safety' }).SAFETY_CONTACT).toBe(
      'https://example.org/safety',
    );
  });

  it('gives the site settings and retention documented defaults', () => {
    const config = loadConfig({});
    expect(config.SITE_NAME).toBe('Match Up');
    expect(config.PRIVACY_EMAIL).toBe('privacy@matchup.example');
    expect(config.APPEALS_EMAIL).toBeUndefined();
    expect(config.RETENTION_GUEST_IDLE_DAYS).toBe(30);
    expect(config.RETENTION_REPORT_DAYS).toBe(180);
    const set = loadConfig({ APPEALS_EMAIL: 'appeals@example.org', RETENTION_REPORT_DAYS: '90' });
    expect(set.APPEALS_EMAIL).toBe('appeals@example.org');
    expect(set.RETENTION_REPORT_DAYS).toBe(90);
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
