import { describe, expect, it } from 'vitest';
import { fillSite, siteFromEnv } from '../../shared/site.ts';
import { privacy } from './privacy.ts';
import { terms } from './terms.ts';

describe('the operator’s settings in the legal pages', () => {
  it('fill every placeholder of the Privacy and Terms pages', () => {
    const site = siteFromEnv({
      SITE_NAME: 'Pair Play',
      PRIVACY_EMAIL: 'privacy@pairplay.test',
      APPEALS_EMAIL: 'appeals@pairplay.test',
      RETENTION_GUEST_IDLE_DAYS: '14',
      RETENTION_REPORT_DAYS: '60',
    });
    const texts = [privacy, terms].flatMap((doc) => [
      doc.intro,
      ...doc.sections.flatMap((s) => s.paragraphs),
    ]);
    const filled = texts.map((t) => fillSite(t, site)).join('\n');
    expect(filled).not.toMatch(/\{\w+\}/);
    expect(filled).not.toContain('matchup.example');
    for (const shown of [
      'Pair Play',
      'privacy@pairplay.test',
      'appeals@pairplay.test',
      'used for 14 days',
      'removed 60 days after',
      'lasts 30 days',
      'This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com',
    ])
      expect(filled).toContain(shown);
  });
});
