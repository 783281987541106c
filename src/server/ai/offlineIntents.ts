/**
 * The common openings of a practice conversation, which the offline partner must answer
 * sensibly rather than by picking a keyword out of them ("I am learning Spanish, can you help
 * me practise?" is a request, not a topic called "learning"). Checked before topics and moods.
 * The partner only chats in English and checks nothing, so it says so instead of pretending.
 */

const LANGUAGES =
  'english|spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|' +
  'korean|russian|arabic|hindi|dutch|turkish|polish|swedish|greek|ukrainian|vietnamese|thai';

const LANGUAGE = new RegExp(`\\b(${LANGUAGES})\\b`, 'i');
const LEARNING =
  /\b(learn(?:ing|t)?|stud(?:y|ying|ies)|practi[cs](?:e|ing)|improv(?:e|ing)|speak(?:ing)?|lessons?|class(?:es)?|course|fluent)\b/i;
const HELP_PRACTISE =
  /\b(help me (?:to )?(?:practi[cs]e|learn|improve|speak)|(?:can|could) (?:we|you|i) practi[cs]e|let'?s practi[cs]e|(?:want|like|need) to practi[cs]e|practi[cs]e (?:with you|speaking|conversation|my))\b/i;
const CORRECT_ME =
  /\b(correct (?:me|my)|fix my|check my (?:grammar|english|mistakes)|my mistakes)\b/i;
const WHAT_TO_TALK =
  /\b(what (?:should|can|shall) we (?:talk|chat) about|what do you want to (?:talk|chat) about|i don'?t know what to (?:say|talk about)|let'?s (?:talk|chat)|talk to me)\b/i;
const SLOW = /\b(slow(?:ly|er)?|simple (?:words|english|sentences)|easy (?:words|english))\b/i;
const WHO_ARE_YOU =
  /\b(what'?s your name|what is your name|who are you|are you (?:a )?(?:bot|robot|ai|human|real))\b/i;
const WHERE_FROM = /\bwhere (?:are|r) (?:you|u) from\b/i;
const NICE_TO_MEET = /\b(nice|pleased|glad) to meet you\b/i;
const THANKS = /^\W*(thanks|thank you|thx|ty)\b/i;
const BYE = /\b(bye|goodbye|good night|see you|see ya|talk (?:to you )?later|gotta go)\b/i;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** Replies for a practice-conversation opening in `text`, best first; empty when none fits. */
export function practiceReplies(text: string): string[][] {
  const groups: string[][] = [];
  const language = LANGUAGE.exec(text)?.[1];
  const learning = LEARNING.test(text) || HELP_PRACTISE.test(text);
  if (language && learning) {
    const lang = cap(language);
    groups.push(
      lang === 'English'
        ? [
            "Of course, let's practise your English with short, simple sentences! What would you like to talk about: your day, your hobbies or travel?",
            "Happy to help you practise English. Let's start easy: tell me about your day in two or three sentences.",
          ]
        : [
            `That's great that you're learning ${lang}! I only chat in English, but I'd love to hear about it: what made you want to learn ${lang}?`,
            `${lang} is a lovely language to learn! I only speak English here, so tell me: how long have you been learning, and what do you find hardest?`,
          ],
    );
  }
  if (HELP_PRACTISE.test(text) && !language) {
    groups.push([
      "Of course, let's practise: I'll ask questions and you answer in full sentences. First one: what did you do today?",
      "Sure, happy to practise with you. Let's start with an easy one: what do you like to do on weekends?",
    ]);
  }
  if (CORRECT_ME.test(text)) {
    groups.push([
      "I'm a simple offline partner, so I can't check grammar, but I'll keep the conversation going. Try telling me about your weekend in three sentences.",
    ]);
  }
  if (SLOW.test(text)) {
    groups.push(["Sure, I'll keep it simple. What do you like to do after work or school?"]);
  }
  if (WHAT_TO_TALK.test(text)) {
    groups.push([
      "Let's pick something easy: your favourite food, a place you'd like to visit, or your weekend. Which one?",
      'How about hobbies? Tell me one thing you enjoy doing and why.',
    ]);
  }
  if (WHO_ARE_YOU.test(text)) {
    groups.push([
      "I'm your practice buddy in this app, a simple program rather than a person. What's your name?",
    ]);
  }
  if (WHERE_FROM.test(text)) {
    groups.push([
      "I live in this app, so nowhere really! Where are you from, and what's it like there?",
    ]);
  }
  if (NICE_TO_MEET.test(text)) {
    groups.push(['Nice to meet you too! What would you like to practise today?']);
  }
  if (THANKS.test(text)) {
    groups.push([
      "You're welcome! Shall we keep going: what's one thing you're looking forward to this week?",
    ]);
  }
  if (BYE.test(text)) {
    groups.push(['Bye for now, that was good practice! Come back any time you want to chat.']);
  }
  return groups;
}
