import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS, siteFromEnv } from '../../shared/site.ts';
import { loadConfig } from '../config.ts';
import { siteInfoOf } from './routes.ts';

describe('site settings', () => {
  it('are read by the build as the server reads them, so prerendered pages say what it serves', () => {
    const env = {
      SITE_NAME: 'Pair Play',
      PUBLIC_URL: 'https://pairplay.test',
      PRIVACY_EMAIL: 'privacy@pairplay.test',
      APPEALS_EMAIL: 'appeals@pairplay.test',
      RETENTION_GUEST_IDLE_DAYS: '14',
      RETENTION_REPORT_DAYS: '60',
    };
    expect(siteFromEnv(env)).toEqual(siteInfoOf(loadConfig(env)));
    expect(siteFromEnv({})).toEqual(siteInfoOf(loadConfig({})));
    expect(siteFromEnv({})).toEqual(SITE_DEFAULTS);
  });
});
