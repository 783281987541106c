import { afterEach, describe, expect, it } from 'vitest';
import { wordsFor } from './codes.ts';
import { i18n } from './i18n.ts';
import { speak } from './speak.fixture.ts';
import { policyDate } from '../features/content/LegalPage.tsx';
import { banReasonText } from '../features/moderation/reasons.ts';
import { formatDelta } from '../features/settings/format.ts';

const FSI = '\u2068';
const PDI = '\u2069';

afterEach(() => {
  i18n.activate('en');
});

describe('values inside a sentence', () => {
  it('keep their own direction in an Arabic sentence: names, numbers and texts are isolated', async () => {
    await speak('ar');
    // a Latin name ending in punctuation stays whole, wherever the Arabic puts it
    expect(i18n._('contacts.calling.title', { name: 'Sam!' })).toContain(`${FSI}Sam!${PDI}`);
    // a signed number keeps its sign at its start (Intl writes Arabic's signs its own way)
    const signed = (n: number) => new Intl.NumberFormat('ar', { signDisplay: 'always' }).format(n);
    expect(formatDelta(20)).toBe(`${FSI}${signed(20)}${PDI} نقطة`);
    expect(formatDelta(5)).toBe(`${FSI}${signed(5)}${PDI} نقاط`);
    // a plural's own number too
    expect(banReasonText('reports', { count: 3, hours: 24, again: false })).toBe(
      `أبلغ عنه ${FSI}3${PDI} أشخاص خلال ${FSI}24${PDI} ساعة`,
    );
  });

  it('stay as they are in a left-to-right language', async () => {
    await speak('de');
    expect(i18n._('contacts.calling.title', { name: 'Sam!' })).not.toMatch(/[\u2068\u2069]/);
    expect(formatDelta(-1)).toBe('-1 Pkt.');
  });

  it('in a left-to-right language, isolate a name or text written right to left', async () => {
    await speak('de');
    // an Arabic name ending in "!" would otherwise carry the sentence's first words into its run
    expect(i18n._('contacts.calling.title', { name: 'سارة!' })).toContain(`${FSI}سارة!${PDI}`);
    expect(i18n._({ id: 'contacts.calling.title', values: { name: 'سارة' } })).toContain(
      `${FSI}سارة${PDI}`,
    );
    await speak('en');
    // a Latin name reads exactly as typed (and as the English browser tests look for it)
    expect(i18n._('contacts.calling.title', { name: 'Sam!' })).not.toMatch(/[\u2068\u2069]/);
    // an Arabic sentence isolates every value once, at its compilation: never twice
    await speak('ar');
    expect(i18n._('contacts.calling.title', { name: 'سارة' })).toContain(`${FSI}سارة${PDI}`);
    expect(i18n._('contacts.calling.title', { name: 'سارة' })).not.toContain(`${FSI}${FSI}`);
  });
});

describe('ban reasons', () => {
  const reports = {
    code: 'ban_notice',
    params: {
      ms: 24 * 60 * 60_000,
      reason: 'reported by 3 people within 24 hours',
      why: 'reports',
      count: 3,
      hours: 24,
      again: 0,
    },
  } as const;

  it('are worded from their code and counts in each language, not from the English sent', async () => {
    await speak('de');
    expect(wordsFor(reports)).toBe(
      'Du wurdest für 24 Stunden gesperrt: von 3 Personen innerhalb von 24 Stunden gemeldet.',
    );
    expect(banReasonText('reports', { count: 1, hours: 24, again: false })).toBe(
      'Von 1 Person innerhalb von 24 Stunden gemeldet',
    );
    await speak('ru');
    expect(wordsFor(reports)).toBe(
      'Вы заблокированы. Срок: 24 часа. Причина: жалобы от 3 человек за 24 часа.',
    );
    expect(
      wordsFor({ code: 'ban_notice', params: { ms: 60_000, reason: 'spam or scam', why: 'spam' } }),
    ).toBe('Вы заблокированы. Срок: 1 минута. Причина: спам или мошенничество.');
    await speak('ar');
    expect(wordsFor(reports)).toContain(`أبلغ عنك ${FSI}3${PDI} أشخاص`);
    expect(wordsFor(reports)).not.toMatch(/reported/);
  });

  it("show an operator's own text as written, and an older server's English as sent", async () => {
    await speak('fr');
    const own = {
      ms: 60_000,
      reason: 'kept posting links',
      why: 'other',
      detail: 'kept posting links',
    };
    expect(wordsFor({ code: 'ban_notice', params: own })).toBe(
      'Votre compte a été banni pour 1 minute : kept posting links.',
    );
    expect(wordsFor({ code: 'ban_notice', params: { ms: 60_000, reason: 'old words' } })).toBe(
      'Votre compte a été banni pour 1 minute : old words.',
    );
  });
});

describe('dates and times', () => {
  it("write the policies' day as each language writes dates", async () => {
    expect(policyDate('2025-05-01', 'en')).toBe('May 1, 2025');
    expect(policyDate('2025-05-01', 'de')).toBe('1. Mai 2025');
    expect(policyDate('2025-05-01', 'fr')).toBe('1 mai 2025');
    expect(policyDate('2025-05-01', 'ru')).toBe('1 мая 2025 г.');
    expect(policyDate('2025-05-01', 'ar')).toMatch(/مايو/);
  });

  it('say when calls can resume on the reader’s own clock, in their language', async () => {
    const until = '2026-01-02T03:04:05.000Z';
    const local = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(until),
      );
    await speak('en');
    expect(wordsFor({ code: 'calls_paused', params: { until } })).toBe(
      `Your contact declined your last three calls. You can call them again after ${local('en')}.`,
    );
    await speak('de');
    expect(wordsFor({ code: 'calls_paused', params: { until } })).toContain(local('de'));
  });

  it('pluralise the points delta', async () => {
    await speak('en');
    expect(formatDelta(1)).toBe('+1 pt');
    expect(formatDelta(-1)).toBe('-1 pt');
    expect(formatDelta(20)).toBe('+20 pts');
    await speak('ru');
    expect(formatDelta(1)).toBe('+1 очко');
    expect(formatDelta(3)).toBe('+3 очка');
    expect(formatDelta(25)).toBe('+25 очков');
  });
});
