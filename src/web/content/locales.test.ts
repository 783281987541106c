import { describe, expect, it } from 'vitest';
import { fillSite, SITE_DEFAULTS } from '../../shared/site.ts';
import { SOURCE_LOCALE, UI_LOCALES } from '../../shared/uiLocales.ts';
import { aboutIn, hasOwnText, landingPagesIn, privacyIn, termsIn } from './inLocale.ts';
import type { LandingPage, LegalDoc, Section } from './types.ts';

const others = UI_LOCALES.filter((l) => l !== SOURCE_LOCALE);
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
const sectionShape = (sections: Section[]) => sections.map((s) => s.paragraphs.length);
/** Every text a landing page shows (the head's title and description aside). */
const landingTexts = (page: LandingPage) => [
  page.title,
  page.banner,
  page.subtitle,
  ...page.intro,
  ...page.faq.flatMap((item) => [item.question, item.answer]),
];

describe('the content pages in every language', () => {
  it.each(others)('%s has its own landing pages, About, Privacy and Terms', (locale) => {
    for (const kind of ['landing', 'about', 'privacy', 'terms'] as const)
      expect(hasOwnText(kind, locale), kind).toBe(true);
  });

  it.each(others)('%s: the five landing pages, each fit for a search result', async (locale) => {
    const english = await landingPagesIn('en');
    const own = await landingPagesIn(locale);
    expect(own.map((p) => p.path)).toEqual(english.map((p) => p.path));
    for (const [i, page] of own.entries()) {
      expect(page.metaTitle.length, page.path).toBeLessThanOrEqual(60);
      expect(page.metaTitle).toContain('Match Up');
      expect(page.metaDescription.length, page.path).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length, page.path).toBeLessThanOrEqual(160);
      expect(page.faq.length).toBe(english[i]!.faq.length);
      expect(page.title).not.toBe(english[i]!.title);
    }
  });

  it.each(UI_LOCALES)('%s: the landing pages write no address of their own', async (locale) => {
    for (const page of await landingPagesIn(locale)) {
      const texts = [page.metaTitle, page.metaDescription, ...landingTexts(page)];
      for (const text of texts) {
        expect(text, page.path).not.toContain('@matchup.example');
        // an address comes from the operator's settings: {appealsEmail}, {privacyEmail}
        expect(text, page.path).not.toMatch(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
        // every placeholder is one the settings fill
        expect(fillSite(text, SITE_DEFAULTS), page.path).not.toMatch(/\{\w+\}/);
      }
      // the prerendered head is written as it stands, unfilled
      expect(placeholders(page.metaTitle + page.metaDescription), page.path).toEqual([]);
    }
  });

  it.each(others)('%s: the landing pages name the same settings as the English', async (locale) => {
    const english = await landingPagesIn('en');
    for (const [i, page] of (await landingPagesIn(locale)).entries())
      expect(placeholders(landingTexts(page).join(' ')), page.path).toEqual(
        placeholders(landingTexts(english[i]!).join(' ')),
      );
  });

  it.each(others)('%s: About, Privacy and Terms say all the English says', async (locale) => {
    const about = [await aboutIn('en'), await aboutIn(locale)] as const;
    expect(sectionShape(about[1].sections)).toEqual(sectionShape(about[0].sections));
    const legal: [LegalDoc, LegalDoc][] = [
      [await privacyIn('en'), await privacyIn(locale)],
      [await termsIn('en'), await termsIn(locale)],
    ];
    for (const [english, own] of legal) {
      expect(own.updated).toBe(english.updated);
      expect(sectionShape(own.sections)).toEqual(sectionShape(english.sections));
      expect(placeholders(own.intro)).toEqual(placeholders(english.intro));
      own.sections.forEach((s, i) =>
        s.paragraphs.forEach((p, j) =>
          // the operator's settings ({privacyEmail}…) are filled in every language
          expect(placeholders(p), `${s.heading} ${j}`).toEqual(
            placeholders(english.sections[i]!.paragraphs[j]!),
          ),
        ),
      );
    }
  });
});
