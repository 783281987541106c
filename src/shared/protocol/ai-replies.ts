// Kept free of zod so the page can import the fallback texts without the schema library.

/** What the assistant says when the connection fails (docs/product.md, AI practice buddy). */
export const AI_SPOTTY_REPLY =
  'Sorry, my connection is a bit spotty right now. Could you say that again in a moment?';

/** A missing reply is replaced by a random conversation starter (docs/product.md). */
export const AI_STARTERS = [
  "What's something that made you smile this week?",
  'If you could travel anywhere tomorrow, where would you go?',
  "What's a hobby you'd love to get better at?",
  "What's the best thing you've eaten recently?",
  'Are you more of a morning person or a night owl?',
  "What's a movie or show you'd recommend to a friend?",
  'What does a perfect weekend look like for you?',
  "What's a small thing that always cheers you up?",
  "What's something new you learned recently?",
  'Do you prefer the beach, the mountains or the city?',
] as const;

export function randomStarter(random: () => number = Math.random): string {
  return AI_STARTERS[Math.floor(random() * AI_STARTERS.length)] ?? AI_STARTERS[0];
}
