import { readFileSync } from 'node:fs';
import { DOC_PATH, renderGlossary } from '../../../scripts/glossary-doc.ts';
import { describe, expect, it } from 'vitest';
import { catalogueDirs, readCatalogue } from '../../../scripts/ui-messages.ts';
import { SOURCE_LOCALE, UI_LOCALES } from '../../shared/uiLocales.ts';
import { aboutIn, landingPagesIn, privacyIn, termsIn } from '../content/inLocale.ts';
import { mindQuestionLine } from '../features/games/questionsLanguage.ts';
import { breaches, GLOSSARY_TERMS, type Glossary, type GlossaryLocale } from './glossary.ts';

const locales = UI_LOCALES.filter((l): l is GlossaryLocale => l !== SOURCE_LOCALE);
const glossaryOf = (locale: GlossaryLocale) =>
  JSON.parse(
    readFileSync(new URL(`./glossary/${locale}.json`, import.meta.url), 'utf8'),
  ) as Glossary;

/** Every text a person reads in a language: the catalogues' values and the content pages. */
async function textsIn(locale: GlossaryLocale): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const dir of catalogueDirs())
    for (const [id, value] of Object.entries(readCatalogue(dir, locale))) out.push([id, value]);
  for (const page of await landingPagesIn(locale)) {
    const texts = [page.title, page.metaTitle, page.metaDescription, page.banner, page.subtitle];
    texts.push(...page.intro, ...page.faq.flatMap((f) => [f.question, f.answer]));
    texts.forEach((t, i) => out.push([`landing ${page.path} #${i}`, t]));
  }
  const about = await aboutIn(locale);
  const docs = { about, privacy: await privacyIn(locale), terms: await termsIn(locale) };
  out.push(['about lead', about.lead]);
  for (const [kind, doc] of Object.entries(docs)) {
    out.push([`${kind} title`, doc.title]);
    if ('intro' in doc) out.push([`${kind} intro`, doc.intro]);
    for (const s of doc.sections) {
      out.push([`${kind} ${s.heading}`, s.heading]);
      s.paragraphs.forEach((p, i) => out.push([`${kind} ${s.heading} ¶${i}`, p]));
    }
  }
  // Read my mind asks its question in the bank's language, in a line written in code
  out.push(['mind question line', mindQuestionLine(locale, 'A', 'B')]);
  return out;
}

describe('each language keeps to its glossary', () => {
  it.each(locales)('%s: the glossary settles every term and the register', (locale) => {
    const glossary = glossaryOf(locale);
    expect(Object.keys(glossary.terms)).toEqual(expect.arrayContaining([...GLOSSARY_TERMS]));
    expect(glossary.register.forbidden.length).toBeGreaterThan(0);
    for (const entry of [glossary.register, glossary.neutral, ...Object.values(glossary.terms)])
      for (const rule of entry.forbidden)
        expect(() => new RegExp(rule.pattern, rule.flags)).not.toThrow();
  });

  it.each(locales)(
    '%s: the catalogues and content pages use the chosen words in the chosen register',
    async (locale) => {
      const found = breaches(glossaryOf(locale), await textsIn(locale));
      expect(found.map((b) => `${b.where}: «${b.found}» (${b.entry}: ${b.why})`)).toEqual([]);
    },
  );

  it('catches a wrong word, a slipped register and a masculine address', () => {
    const planted = (locale: GlossaryLocale, text: string) =>
      breaches(glossaryOf(locale), [['planted', text]]).map((b) => b.entry);
    expect(planted('es', 'Toca «Buscar pareja de chat».')).toEqual(['partner']);
    expect(planted('de', 'Bitte bestätigen Sie Ihr Alter.')).toEqual(['register']);
    expect(planted('de', 'Ein Betreiber hat dich verwarnt.')).toEqual(['moderator']);
    expect(planted('ru', 'Нажми, когда ты готов.')).toContain('register');
    expect(planted('fr', 'Appuyez quand vous êtes prêt.')).toEqual(['neutral']);
    expect(planted('tr', '{pick} seçti ve {guess} tahmin etti')).toEqual(['neutral']);
    expect(planted('ar', '{n, plural, two {+# نقطتان} other {+# نقطة}}')).toEqual(['points']);
    expect(planted('de', 'Dein Gegenüber hat dich herausgefordert.')).toEqual([]);
  });

  it('are written out for people in docs/glossary.md (npm run docs:glossary)', () => {
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(renderGlossary());
  });
});
