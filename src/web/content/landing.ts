import type { LandingPage } from './types.ts';

export const landingPages: LandingPage[] = [
  {
    path: '/random-video-chat',
    title: 'Random Video Chat with Built-In Games',
    metaTitle: 'Random Video Chat with Games | Match Up',
    metaDescription:
      'Match Up is a free random video chat for adults. Get matched 1:1 with a stranger, then break the ice with a trivia duel, a laugh challenge or Read my mind.',
    banner: 'Free, ad-free and 18+ only',
    subtitle: 'Meet someone new in seconds, then play a quick game together.',
    intro: [
      'Random video chat is simple: you start matching and get paired one-on-one with another adult you have never met. On Match Up, the conversation does not have to rely on small talk. You can start a trivia duel, a laugh challenge or a round of Read my mind right inside the call.',
      'Add a few interests if you would like to meet someone who shares them, or leave them blank to be matched with anyone. A text chat sits next to the video for when typing is easier.',
      'Guests can jump straight in. Points and the leaderboard are for members: where a server offers member sign-in (Google or Facebook), the sign-in dialog shows it.',
    ],
    faq: [
      {
        question: 'What is random video chat?',
        answer:
          'Random video chat pairs you with someone you don’t know for a live one-on-one video call. On Match Up, the pairing is automatic, and you can optionally match on shared interests.',
      },
      {
        question: 'How do I start a random video chat on Match Up?',
        answer:
          'Open Match Up, allow access to your camera and microphone, and start matching. If you want a partner who shares your interests, add a few before you begin.',
      },
      {
        question: 'Is the matching completely random?',
        answer:
          'If you don’t add any interests, you’re matched with whoever is available. If you do, we try to pair you with someone who picked the same ones.',
      },
      {
        question: 'What games can I play during a random video chat?',
        answer:
          'There are five live mini-games: a trivia duel; a laugh challenge, where one player tries to make the other laugh; Read my mind, where you both answer the same “Would you rather…” question and guess each other’s pick; Connect Four, where you take turns dropping discs until one of you lines up four; and Draw and guess, where one of you draws a word and the other guesses it in the chat. You play all five with your match during the call.',
      },
      {
        question: 'What happens in a trivia duel?',
        answer:
          'You and your match go head to head on trivia questions while you’re on the call. If you’re signed in, you earn points from your result.',
      },
      {
        question: 'Do I need an account to use random video chat?',
        answer:
          'No. You can chat and play as a guest. Where member sign-in (Google or Facebook) is offered, signing in lets you earn points and appear on the leaderboard; the sign-in dialog shows what this server offers.',
      },
      {
        question: 'Can I send text messages during a video call?',
        answer: 'Yes. There is a text chat alongside the video, so you can type while you talk.',
      },
      {
        question: 'Who is allowed to use Match Up?',
        answer: 'Match Up is for adults only. You must be 18 or older to use it.',
      },
    ],
  },
  {
    path: '/talk-to-strangers',
    title: 'Talk to Strangers Without the Awkward Silence',
    metaTitle: 'Talk to Strangers Online | Match Up',
    metaDescription:
      'Talk to strangers on Match Up with icebreaker games, shared-interest matching and text chat. Warm up first with our AI practice buddy. Free and 18+ only.',
    banner: 'Conversation made easier',
    subtitle: 'Games, shared interests and a practice buddy help you find something to talk about.',
    intro: [
      'Talking to strangers can be a lot of fun, but the first few seconds are often the hardest. Match Up gives you easy ways in: add interests so you meet someone who shares them, or start a quick game and let the conversation follow.',
      'Feeling shy, out of practice or learning a new language? The AI practice buddy lets you rehearse a conversation by voice before you talk to real people.',
      'Everyone on Match Up is meant to be an adult, the rules are short and clear, and anyone who crosses the line can be reported.',
    ],
    faq: [
      {
        question: 'How do I talk to strangers on Match Up?',
        answer:
          'Open the site, allow camera and microphone access, and you’ll be matched one-on-one with another adult for a video chat. You can talk out loud, type in the text chat, or both.',
      },
      {
        question: 'What should I say to a stranger?',
        answer:
          'A friendly hello and a question about what they enjoy is usually enough. If the conversation stalls, start a trivia duel, a laugh challenge or Read my mind and let the game do the work.',
      },
      {
        question: 'What is the AI practice buddy?',
        answer:
          'It’s an AI conversation partner you can talk to by voice to practise chatting before you meet real people. It can help if you feel nervous or want to practise a language.',
      },
      {
        question: 'Is the AI practice buddy a real person?',
        answer: 'No, it’s an AI. When you want to talk to a real person, start matching instead.',
      },
      {
        question: 'Are my conversations with the practice buddy saved?',
        answer:
          'We process your messages so the buddy can reply, but we don’t store them. If an external AI provider is configured for the service, your messages are sent to that provider to create the reply.',
      },
      {
        question: 'Can I choose who I talk to?',
        answer:
          'You can’t pick a specific person, but you can add interests so we try to match you with someone who shares them.',
      },
      {
        question: 'What if a stranger is rude or inappropriate?',
        answer:
          'Report them and end the chat. If three different people report the same user within 24 hours, that user is banned for 24 hours, and repeat offenders are banned for 7 days.',
      },
      {
        question: 'Can I talk to strangers without giving my name?',
        answer:
          'Yes. As a guest you don’t need to give a name or e-mail address. If you sign in with Google or Facebook, we receive your display name and e-mail from them, and we never sell or share them.',
      },
    ],
  },
  {
    path: '/meet-strangers-online',
    title: 'Meet Strangers Online Who Share Your Interests',
    metaTitle: 'Meet Strangers Online by Interest | Match Up',
    metaDescription:
      'Meet new people online with Match Up. Match by shared interests, play live games together and climb the monthly leaderboard. Free, ad-free and 18+ only.',
    banner: 'New people, shared interests',
    subtitle: 'Tell us what you’re into and meet people who are into it too.',
    intro: [
      'Meeting strangers online is more rewarding when you have something in common. On Match Up, you can add interests before you start, and we’ll try to match you with someone who picked the same ones.',
      'Every match is a one-on-one video chat with another adult. Play a game together, see who comes out on top, and if you’re signed in, earn points towards the monthly and all-time leaderboards.',
    ],
    faq: [
      {
        question: 'How does interest matching work?',
        answer:
          'Before you start, add a few interests and we’ll try to pair you with someone who picked the same ones. Interests are optional, so you can leave them empty to meet anyone.',
      },
      {
        question: 'Where are the people I meet from?',
        answer:
          'Anyone aged 18 or over can use Match Up from a web browser, so you may meet people from many different countries.',
      },
      {
        question: 'How do points and the leaderboard work?',
        answer:
          'Signed-in players earn points by playing games with their matches. Points count towards both a monthly leaderboard and an all-time leaderboard.',
      },
      {
        question: 'Why do I need to sign in to earn points?',
        answer:
          'Points need an account to stay with, so they count for members only, where member sign-in (Google or Facebook) is offered; the sign-in dialog shows what this server offers. Guests can always play the games.',
      },
      {
        question: 'Is it safe to meet strangers online on Match Up?',
        answer:
          'Match Up is for adults only, has clear rules, and lets you report anyone who breaks them. Even so, never share personal details such as your address or financial information with someone you’ve just met.',
      },
      {
        question: 'Can I meet people on my phone?',
        answer:
          'Yes. Match Up runs in your web browser, so it works on a phone as well as a computer. You can also install it to your home screen so it opens like an app.',
      },
      {
        question: 'How do I make a good first impression on video chat?',
        answer:
          'Good lighting, a friendly hello and a genuine question about the other person go a long way. Starting a quick game together is an easy way to share a laugh straight away.',
      },
      {
        question: 'What if I don’t click with someone?',
        answer:
          'That’s fine. End the chat and start matching again; not every conversation has to be a great one.',
      },
    ],
  },
  {
    path: '/video-chat-with-strangers',
    title: 'Video Chat with Strangers, Safely and Privately',
    metaTitle: 'Private Video Chat with Strangers | Match Up',
    metaDescription:
      'Video chat with strangers on Match Up: peer-to-peer calls that are never recorded, adults-only rules, easy reporting and fair bans. Free and with no ads.',
    banner: 'Private by design',
    subtitle: 'Peer-to-peer calls that are never recorded, with clear rules for everyone.',
    intro: [
      'When you video chat with strangers, you should know exactly what happens to your video. On Match Up, calls are peer-to-peer: your camera and microphone go straight to the person you’re talking to. We never record or store them.',
      'Match Up is for adults only, and the rules are simple: no nudity, harassment, hate or spam. Anyone who breaks them can be reported, and reports lead to timed bans.',
      'We don’t sell or share your personal data, and you can ask us to delete it at any time.',
    ],
    faq: [
      {
        question: 'Are video chats on Match Up recorded?',
        answer:
          'No. We never record or store video or audio. Calls are peer-to-peer, so your media goes directly between you and your match.',
      },
      {
        question: 'What is a relay server and why would my call use one?',
        answer:
          'Some networks block direct connections between devices. When that happens, the call passes through a relay server only to connect you, and the media stays encrypted and is never stored.',
      },
      {
        question: 'Is my video chat encrypted?',
        answer:
          'Yes. Video and audio are encrypted in transit, including when a call has to go through a relay server.',
      },
      {
        question: 'How do I report someone who breaks the rules?',
        answer:
          'Use the report option in the app. A report can include the text chat messages from that conversation so it can be reviewed.',
      },
      {
        question: 'What happens when someone gets reported?',
        answer:
          'If three different people report the same user within 24 hours, that user is banned for 24 hours. Anyone who offends again is banned for 7 days.',
      },
      {
        question: 'I was banned by mistake. What can I do?',
        answer:
          'E-mail {appealsEmail} with your username, if you have one, and a short explanation. We’ll review your appeal and lift the ban if it was wrong.',
      },
      {
        question: 'Does the laugh challenge send my face to a server?',
        answer: 'No. Smile detection runs only on your device, and your face data never leaves it.',
      },
      {
        question: 'Does Match Up sell my data?',
        answer: 'No. We don’t sell or share your personal data, and there are no ads on Match Up.',
      },
    ],
  },
  {
    path: '/free-online-video-chat',
    title: 'Free Online Video Chat with No Ads',
    metaTitle: 'Free Online Video Chat, No Ads | Match Up',
    metaDescription:
      'Free online video chat with no ads and no download. Use Match Up in your browser as a guest, or install it like an app. Games included, for adults 18+.',
    banner: 'Free. No ads. No download.',
    subtitle: 'Video chat, text chat and games, all free and all in your browser.',
    intro: [
      'Match Up is a free online video chat with no ads. There are no banners, no pop-ups and no videos to sit through between matches.',
      'You don’t need to download anything or create an account. Open the site in a modern browser, allow your camera and microphone, and start meeting people. If you like it, install Match Up to your home screen or desktop so it opens like an app.',
    ],
    faq: [
      {
        question: 'Is Match Up really free?',
        answer:
          'Yes. Video chat, text chat, the games and the AI practice buddy are all free to use.',
      },
      {
        question: 'Why doesn’t Match Up show ads?',
        answer:
          'We want your screen to belong to the person you’re talking to, so we don’t show ads. We also don’t sell or share your personal data.',
      },
      {
        question: 'Do I need to download anything?',
        answer:
          'No. Match Up runs in your web browser. If you prefer, you can install it as an app from your browser for quicker access.',
      },
      {
        question: 'How do I install Match Up as an app?',
        answer:
          'In a supported browser, use the install option in the address bar or browser menu; on phones it is often called "Add to Home Screen". Match Up will then open in its own window.',
      },
      {
        question: 'Can I use free video chat without signing up?',
        answer:
          'Yes. Guests can video chat and play games without an account. Points are for members, where member sign-in (Google or Facebook) is offered.',
      },
      {
        question: 'What do I need for online video chat?',
        answer:
          'A device with a camera and microphone, a modern web browser and a stable internet connection. You’ll be asked to allow camera and microphone access when you start.',
      },
      {
        question: 'What is VeeClips?',
        answer:
          'VeeClips is a short-clips feature we’re working on. It’s coming soon and isn’t available yet.',
      },
      {
        question: 'How can I delete my data?',
        answer:
          'Open Settings and, under “Your data”, choose “Delete my account” (guests: “End my session and delete my data”); “Download my data” gives you a copy first. Video and audio are never stored, so there is nothing to delete there.',
      },
    ],
  },
];
