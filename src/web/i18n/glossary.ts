import type { UiLocale } from '../../shared/uiLocales.ts';

/**
 * One language's agreed words (src/web/i18n/glossary/<lang>.json, read for people in
 * docs/glossary.md): for each recurring term the rendering we chose and the renderings we
 * refuse, the register the app speaks in, and phrasings that would assume the reader is a man.
 * A pattern is a regular expression over the raw catalogue value (ICU included) or a content
 * page's paragraph.
 */
export interface Rule {
  pattern: string;
  flags?: string;
  /** Where the rule does not apply (a pattern over the message id or page place). */
  exceptWhere?: string;
  why: string;
}
export interface Entry {
  chosen: string;
  forbidden: Rule[];
}
export interface Glossary {
  register: Entry;
  terms: Record<string, Entry>;
  neutral: Entry;
}

/** The terms every language's glossary settles. */
export const GLOSSARY_TERMS = [
  'partner',
  'contact',
  'guest',
  'moderator',
  'report',
  'block',
  'challenge',
  'points',
  'season',
  'match',
  'call',
] as const;

export interface Breach {
  where: string;
  entry: string;
  found: string;
  why: string;
}

/** `\b` as a reader means it: the edge of a word in any script (JS's own \b knows only ASCII). */
const WORD_EDGE = '(?:(?<=[\\p{L}\\p{M}])(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])(?=[\\p{L}\\p{M}]))';

/** Every place a text breaks the glossary: texts are [where, text] pairs. */
export function breaches(glossary: Glossary, texts: [string, string][]): Breach[] {
  const entries: [string, Entry][] = [
    ['register', glossary.register],
    ['neutral', glossary.neutral],
    ...Object.entries(glossary.terms),
  ];
  const out: Breach[] = [];
  for (const [entry, { forbidden }] of entries)
    for (const rule of forbidden) {
      const rx = new RegExp(rule.pattern.replaceAll('\\b', WORD_EDGE), `${rule.flags ?? ''}u`);
      const exempt = rule.exceptWhere ? new RegExp(rule.exceptWhere, 'u') : null;
      for (const [where, text] of texts) {
        if (exempt?.test(where)) continue;
        const hit = rx.exec(text);
        if (hit) out.push({ where, entry, found: hit[0], why: rule.why });
      }
    }
  return out;
}

export type GlossaryLocale = Exclude<UiLocale, 'en'>;
