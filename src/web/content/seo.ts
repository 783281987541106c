import { about } from './about.ts';
import { landingPages } from './landing.ts';
import { privacy } from './privacy.ts';
import { terms } from './terms.ts';
import type { LandingPage } from './types.ts';

export interface PageHead {
  title: string;
  description: string;
}

/** The default head (index.html carries the same text for pages that are not prerendered). */
export const DEFAULT_HEAD: PageHead = {
  title: 'Match Up. Game On',
  description:
    'Match Up. Game On: free, ad-free random video chat for adults, with trivia duels, a laugh challenge and Read my mind built in.',
};

/**
 * Title and description of the pages prerendered at build. The pages set the same values at
 * run time (usePageMeta), so a crawler and a person see one head.
 */
export const PRERENDERED_HEADS: Record<string, PageHead> = {
  // Home's title as HomePage sets it
  '/': { ...DEFAULT_HEAD, title: 'Match Up. Game On · Random video chat with games' },
  '/about': { title: 'About · Match Up', description: about.lead },
  '/privacy': { title: `${privacy.title} · Match Up`, description: privacy.intro },
  '/terms': { title: `${terms.title} · Match Up`, description: terms.intro },
  ...Object.fromEntries(
    landingPages.map((p) => [p.path, { title: p.metaTitle, description: p.metaDescription }]),
  ),
};

/** schema.org FAQPage for a landing page: the same questions and answers the page shows. */
export function faqJsonLd(page: LandingPage): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
