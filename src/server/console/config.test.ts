import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('console settings', () => {
  it('reads OPERATOR_EMAILS as a lower-case list and APPEALS_EMAIL as one address', () => {
    const config = loadConfig({
      OPERATOR_EMAILS: ' Ann@Example.org, bo@example.org ',
      APPEALS_EMAIL: 'appeals@example.org',
    });
    expect(config.OPERATOR_EMAILS).toEqual(['ann@example.org', 'bo@example.org']);
    expect(config.APPEALS_EMAIL).toBe('appeals@example.org');
    expect(loadConfig({}).APPEALS_EMAIL).toBeUndefined();
  });

  it.each([
    ['OPERATOR_EMAILS', 'ann@example.org; bo', /OPERATOR_EMAILS: must be a comma-separated list/],
    ['APPEALS_EMAIL', 'appeals', /APPEALS_EMAIL: must be an e-mail address/],
  ])('a bad %s is a clear error', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
