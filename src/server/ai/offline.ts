import { randomStarter, AI_STARTERS, type AiMessage } from '../../shared/protocol/index.ts';
import { practiceReplies } from './offlineIntents.ts';
import { localeFor, localeGroups } from './offlineLocales.ts';

/**
 * The offline practice partner: used when no AI endpoint is configured. It is a small,
 * pure conversation keeper (no I/O), so replies can be tested exactly with a seeded random.
 * It answers in at most two short sentences: an acknowledgement that picks up what the user
 * said, then a question back, so the user always has something to answer.
 */

type Random = () => number;

const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

interface Topic {
  pattern: RegExp;
  replies: ((word: string) => string)[];
}

/** Topics people bring up in small talk; `word` is what the user actually wrote. */
const TOPICS: Topic[] = [
  {
    pattern:
      /\b(music|songs?|bands?|concerts?|guitar|piano|drums|singing|sing|jazz|rock|pop|rap|playlist)\b/i,
    replies: [
      (w) => `Oh, ${w}! What have you been listening to lately?`,
      (w) => `Nice, ${w} is a great thing to talk about. Who got you into it?`,
      (w) => `I love hearing about ${w}. Do you have a favourite song right now?`,
    ],
  },
  {
    pattern: /\b(movies?|films?|cinema|series|shows?|netflix|tv|anime)\b/i,
    replies: [
      (w) => `Ah, ${w}! What's the last one you really enjoyed?`,
      (w) => `Talking about ${w} is always fun. Would you recommend anything to me?`,
      (w) => `Nice, ${w}. Do you prefer comedies, dramas or something scary?`,
    ],
  },
  {
    pattern:
      /\b(travel(?:l?ing)?|trips?|holidays?|vacation|abroad|countries|beach|mountains?|flight)\b/i,
    replies: [
      (w) => `Ooh, ${w}! Where would you love to go next?`,
      (w) => `I like that you mentioned ${w}. What's the best place you've ever visited?`,
      (w) => `I could talk about ${w} all day. Do you like planning trips or being spontaneous?`,
    ],
  },
  {
    pattern:
      /\b(food|cook(?:ing)?|pizza|pasta|sushi|coffee|tea|dinner|lunch|breakfast|restaurants?|bak(?:e|ing))\b/i,
    replies: [
      (w) => `Mmm, ${w}! What's your favourite thing to have?`,
      (w) => `Talking about ${w} always makes me hungry. Do you cook much yourself?`,
      (w) => `Nice, ${w}. Is there a place nearby you'd recommend for it?`,
    ],
  },
  {
    pattern:
      /\b(sports?|football|soccer|basketball|tennis|gym|running|swimming|yoga|hiking|workout|training)\b/i,
    replies: [
      (w) => `Oh, ${w}! How often do you get to do it?`,
      (w) => `Staying active with ${w} sounds great. What got you started?`,
      (w) => `Nice, ${w}. Do you do it with friends or on your own?`,
    ],
  },
  {
    pattern: /\b(games?|gaming|video ?games?|chess|board ?games?|playstation|xbox|nintendo)\b/i,
    replies: [
      (w) => `Oh, ${w}! What are you playing at the moment?`,
      (w) => `${cap(w)} can be so much fun. Do you prefer playing solo or with friends?`,
      (w) => `Nice, ${w}. What's the best one you've ever played?`,
    ],
  },
  {
    pattern:
      /\b(work|job|office|boss|colleagues?|career|meeting|shift|school|study(?:ing)?|exams?|university|college|class(?:es)?)\b/i,
    replies: [
      (w) => `I see, ${w}. How has it been going for you lately?`,
      (w) => `How do you feel about ${w} these days? What do you enjoy most?`,
      (w) => `Thanks for telling me about ${w}. What would make this week easier there?`,
    ],
  },
  {
    pattern: /\b(dogs?|cats?|pets?|puppy|kitten|animals?|birds?|horses?)\b/i,
    replies: [
      (w) => `Aww, ${w}! Do you have one at home?`,
      (w) => `I love talking about ${w}. What's the funniest thing one has done?`,
      (w) => `Animals make everything better. What's your favourite thing about ${w}?`,
    ],
  },
  {
    pattern: /\b(books?|reading|read|novels?|stories|authors?|podcasts?)\b/i,
    replies: [
      (w) => `Oh, ${w}! What's the last one you enjoyed?`,
      (w) => `I love talking about ${w}. Do you have a favourite genre?`,
      (w) => `Nice, ${w}. Would you recommend something to a friend right now?`,
    ],
  },
  {
    pattern:
      /\b(weather|rain(?:y|ing)?|sunny|snow(?:ing)?|cold|hot|summer|winter|spring|autumn)\b/i,
    replies: [
      (w) => `Ah, ${w}. Does that kind of weather change your plans?`,
      (w) => `${cap(w)} can really set the mood. What's your favourite season?`,
      (w) => `I hear you about the ${w}. What do you like to do on days like that?`,
    ],
  },
  {
    pattern: /\b(weekend|saturday|sunday|friday|tonight|tomorrow|plans?|party)\b/i,
    replies: [
      (w) => `Oh, ${w}! Anything fun planned?`,
      (w) => `Nice, ${w}. Are you more into relaxing or going out?`,
      (w) => `Ooh, ${w}. What would make it perfect for you?`,
    ],
  },
  {
    pattern: /\b(family|friends?|brother|sister|parents?|mom|mum|dad|kids?|partner)\b/i,
    replies: [
      (w) => `That's nice that you mentioned your ${w}. What do you like doing together?`,
      (w) => `People close to us matter so much. When did you last see your ${w}?`,
      (w) => `Thanks for sharing about your ${w}. What are they like?`,
    ],
  },
];

const FEELINGS: { pattern: RegExp; replies: ((w: string) => string)[] }[] = [
  {
    pattern: /\b(tired|sleepy|exhausted|worn out)\b/i,
    replies: [
      (w) => `Sorry to hear you're ${w}. What's been keeping you busy?`,
      (w) => `Feeling ${w} is no fun. Do you have time to rest later?`,
    ],
  },
  {
    pattern: /\b(happy|great|excited|awesome|amazing|fantastic|wonderful|good)\b/i,
    replies: [
      (w) => `Glad you're feeling ${w}! What's been the best part of your day?`,
      (w) => `Love that you're feeling ${w}. What made it that way?`,
    ],
  },
  {
    pattern: /\b(sad|down|lonely|upset|bad|awful|terrible)\b/i,
    replies: [
      (w) => `I'm sorry things feel ${w} right now. Do you want to talk about what happened?`,
      (w) => `Thanks for telling me you feel ${w}. What usually helps you feel a little better?`,
    ],
  },
  {
    pattern: /\b(stressed|busy|anxious|nervous|worried|overwhelmed)\b/i,
    replies: [
      (w) => `Being ${w} is hard. What's on your plate at the moment?`,
      (w) => `I get that, feeling ${w} happens to everyone. What helps you unwind?`,
    ],
  },
  {
    pattern: /\b(bored|boring)\b/i,
    replies: [
      (w) => `Hmm, ${w}? Let's fix that. What's something you've always wanted to try?`,
      (w) => `Feeling ${w} can be a sign you need something new. What sounds fun to you right now?`,
    ],
  },
];

const GREETING = /^\s*(hi|hello|hey|hiya|yo|good (morning|afternoon|evening)|howdy|sup)\b/i;
const HOW_ARE_YOU = /\bhow (are|r) (you|u)\b|\bhow's it going\b|\bwhat's up\b/i;
const NAME = /\b(?:my name is|my name's|call me|i am called)\s+([a-z][a-z'-]{1,20})/i;
const SHORT_ANSWER = /^\s*(yes|yeah|yep|no|nope|nah|maybe|ok|okay|sure|not really|i guess)\W*$/i;

const STOPWORDS = new Set(
  (
    'about above after again also always another because been before being below between both ' +
    'could does doing down during each even ever every from have having here into just know ' +
    'like little make many maybe more most much must never only other over really same should ' +
    'some something still such than that their them then there these they thing things think ' +
    'this those through today very want well were what when where which while will with would ' +
    'your yours yeah okay sure pretty kind lot lots feel feeling going gonna wanna actually'
  ).split(' '),
);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The most telling word of a message: the longest one that isn't filler. */
export function salientWord(text: string): string | undefined {
  const words = text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? [];
  return words
    .map((w) => w.replace(/'s$|'$/, ''))
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w))
    .sort((a, b) => b.length - a.length)[0];
}

/** Candidate replies for a user message, most specific first, grouped by how well they fit. */
function candidateGroups(text: string, random: Random): string[][] {
  // requests about the practice itself come first: they are not topics to pick words from
  const groups: string[][] = practiceReplies(text);
  const name = NAME.exec(text)?.[1];
  if (name) {
    const n = cap(name.toLowerCase());
    groups.push([
      `Nice to meet you, ${n}! What do you like to do in your free time?`,
      `Great name, ${n}. Where are you chatting from today?`,
    ]);
  }
  const feelings: string[] = [];
  for (const f of FEELINGS) {
    const w = f.pattern.exec(text)?.[1];
    if (w) feelings.push(...f.replies.map((r) => r(w.toLowerCase())));
  }
  const topics: string[] = [];
  for (const t of TOPICS) {
    const w = t.pattern.exec(text)?.[1];
    if (w) topics.push(...t.replies.map((r) => r(w.toLowerCase())));
  }
  // a topic is more specific than a mood word such as "good"
  groups.push(topics, feelings);
  if (HOW_ARE_YOU.test(text)) {
    groups.push([
      "I'm doing well, thanks for asking! How about you, how's your day going?",
      "Pretty good, thanks! What's been the highlight of your day so far?",
    ]);
  }
  if (GREETING.test(text)) {
    groups.push([
      `Hi there, great to chat with you! ${pick(AI_STARTERS, random)}`,
      "Hey, nice to meet you! What's on your mind today?",
      'Hello! How has your day been so far?',
    ]);
  }
  const word = salientWord(text);
  if (text.trim().endsWith('?')) {
    groups.push([
      word
        ? `Good question about "${word}"! I'd love to hear your own answer first: what do you think?`
        : "Good question! I'd love to hear your own answer first: what do you think?",
      "Hmm, that's a fun one to think about. What made you curious about it?",
    ]);
  }
  if (SHORT_ANSWER.test(text)) {
    groups.push([
      'Tell me a bit more. Why do you say that?',
      'Fair enough! What would you like to talk about instead?',
      'Got it. Can you give me an example?',
    ]);
  }
  if (word) {
    groups.push([
      `You mentioned "${word}". What's the story behind that?`,
      `Interesting, tell me more about "${word}". How did that come up?`,
      `"${cap(word)}" sounds like something you care about. Why is it important to you?`,
    ]);
  }
  groups.push([
    "That's interesting! Can you tell me a bit more?",
    'I see. How did that make you feel?',
  ]);
  return groups.filter((g) => g.length > 0);
}

/**
 * The next assistant reply for a conversation. Never empty, never the same text as any
 * earlier assistant reply of the conversation (so never its previous one), and related to
 * the user's last message whenever that message has anything to pick up.
 */
export function offlineReply(
  messages: readonly AiMessage[],
  random: Random = Math.random,
  language = 'en',
): string {
  const said = new Set(messages.filter((m) => m.role === 'assistant').map((m) => m.content.trim()));
  const userMessages = messages.filter((m) => m.role === 'user');
  const lastUser = userMessages.at(-1)?.content.trim() ?? '';
  const fresh = (list: readonly string[]) => list.filter((r) => !said.has(r));
  // the page's language when the partner has words for it, else English
  const locale = localeFor(language);

  // nothing to pick up (no letters or digits): open a new topic instead
  if (/[\p{L}\p{N}]/u.test(lastUser)) {
    const groups = locale ? localeGroups(locale, lastUser) : candidateGroups(lastUser, random);
    for (const group of groups) {
      const options = fresh(group);
      if (options.length) return pick(options, random);
    }
  }
  const starters = fresh(locale ? locale.starters : AI_STARTERS);
  if (starters.length) return pick(starters, random);
  // Every starter was used already: any reply differing from the last one will do.
  const previous = messages
    .filter((m) => m.role === 'assistant')
    .at(-1)
    ?.content.trim();
  if (locale) {
    const others = locale.starters.filter((r) => r !== previous);
    return pick(others, random);
  }
  let reply = randomStarter(random);
  if (reply === previous) reply = `Here's another one: ${reply}`;
  return reply;
}
