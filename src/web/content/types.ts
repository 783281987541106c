export interface Section {
  heading: string;
  paragraphs: string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface LandingPage {
  /** URL path, e.g. '/random-video-chat'. */
  path: string;
  /** The page's H1. */
  title: string;
  /** Document title, at most 60 characters, always mentions "Match Up". */
  metaTitle: string;
  /** Meta description, 120 to 160 characters. */
  metaDescription: string;
  /** Short eyebrow / banner line shown above the H1. */
  banner: string;
  subtitle: string;
  /** Two or three short paragraphs. */
  intro: string[];
  faq: Faq[];
}

export interface LegalDoc {
  title: string;
  /** the day it last changed, as an ISO date ('2025-05-01'): each language writes it its way */
  updated: string;
  intro: string;
  sections: Section[];
}

export interface About {
  title: string;
  lead: string;
  sections: Section[];
}
