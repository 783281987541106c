import type { Section } from './types.ts';

export const about: { title: string; lead: string; sections: Section[] } = {
  title: 'About Match Up',
  lead: "Match Up is a free random video chat for adults with a twist: when you meet someone new, you can play a quick game together instead of wondering what to say. It's built for easy, friendly conversations with people from all over the world.",
  sections: [
    {
      heading: 'Play together',
      paragraphs: [
        "Starting a conversation with a stranger can feel awkward, so we built games right into the call. Once you're matched, either of you can start a live mini-game and play it face to face.",
        'In the trivia duel, you go head to head on quick-fire questions. In the laugh challenge, one of you tries to make the other laugh while smile detection judges the result. That detection runs entirely on your own device, so nothing about your face is sent anywhere. In Read my mind, you both answer the same “Would you rather…” question and guess what the other picked. In Connect Four, you take turns dropping discs on a 7 × 6 board until one of you lines up four. In Draw and guess, one of you draws a word only they can see while the other guesses it in the chat, and you swap every round; every word guessed scores for you both.',
        'Games earn points, and points put you on the monthly and all-time leaderboards. Guests can play straight away; points are for members, where member sign-in (Google or Facebook) is offered.',
      ],
    },
    {
      heading: 'Shared interests',
      paragraphs: [
        "Add a few interests before you start, such as music, gaming, travel or language learning, and we'll try to match you with someone who picked the same ones. It's a simple way to skip the small talk and get to something you both enjoy.",
        "Interests are optional. Leave them blank and you'll be matched with anyone who is available, which is often where the most surprising conversations happen.",
      ],
    },
    {
      heading: 'Clips, coming soon',
      paragraphs: [
        "We're working on VeeClips, a place for short clips. It isn't available yet, and we'll share more when it's ready.",
      ],
    },
    {
      heading: 'Safe and friendly',
      paragraphs: [
        'Match Up is for adults only: you must be 18 or older to use it. Our rules are short and clear: no nudity, no harassment, no hate, and no spam.',
        "Your partner's video is checked for nudity by a nudity shield that runs on your own device. A new partner's video starts blurred until a first frame has been checked, and if the video looks explicit during the call it is blurred at once and you choose: show it anyway, move on, or report. Nothing about the video is recorded or sent anywhere, not even to us. You can change both settings in Settings.",
        "If someone breaks the rules, you can report them and move on to the next person. When three different people report the same user within 24 hours, that user is banned for 24 hours. Repeat offences lead to a 7-day ban. If you think a ban was a mistake, you can appeal by e-mail and we'll review it.",
      ],
    },
    {
      heading: 'Fast and easy',
      paragraphs: [
        'There is nothing to download and no sign-up required. Open the site, allow your camera and microphone, and you can be talking to someone in seconds. Text chat sits alongside the video for when typing is easier.',
        'Prefer an app? Match Up can be installed to your home screen or desktop straight from your browser, so it opens in its own window like any other app.',
        "Want to warm up first? The AI practice buddy lets you rehearse a conversation by voice or text before you meet real people. It's handy if you're shy or practising a new language.",
      ],
    },
    {
      heading: 'No ads',
      paragraphs: [
        "Match Up is free and has no ads. No banners, no pop-ups, and no videos to sit through before your next match. We'd rather the space on your screen went to the person you're talking to.",
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'Video calls are peer-to-peer, which means your video and audio travel directly between you and your partner. We never record or store them. Sometimes a relay server is needed just to connect the call; even then the media stays encrypted and is never stored.',
        'We keep only what we need to run the service, such as your points, your username and any safety reports. We do not sell or share your personal data, and you can ask us to delete it by e-mail at any time. Our privacy policy explains the details in plain English.',
      ],
    },
    {
      heading: 'Our vision',
      paragraphs: [
        'We think meeting new people online should feel like a good conversation at a party, not like scrolling past faces. A little shared play goes a long way toward making that happen.',
        "Our goal is simple: a place where adults can meet someone new, have a laugh, learn something, and leave feeling a bit more connected than before. We'll keep building toward that, one match at a time.",
      ],
    },
  ],
};
