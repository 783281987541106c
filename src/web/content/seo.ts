import type { LandingPage } from './types.ts';

export interface PageHead {
  title: string;
  description: string;
}

/** schema.org WebPage for Home, About, Privacy, Terms and Transparency, in the page's language. */
export function webPageJsonLd(head: PageHead, locale: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: head.title,
    description: head.description,
    inLanguage: locale,
    isPartOf: { '@type': 'WebSite', name: 'Match Up. Game On' },
  };
}

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
