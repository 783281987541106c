import type { LegalDoc } from './types.ts';

export const terms: LegalDoc = {
  title: 'Terms of Use',
  updated: '2025-05-01',
  intro:
    'These terms explain the rules for using Match Up. They are written to be read, so please take a few minutes to go through them. By using Match Up you agree to them.',
  sections: [
    {
      heading: '1. Acceptance',
      paragraphs: [
        'By opening {siteName} and using any part of it, whether as a guest or with an account, you agree to these terms and to our privacy policy. If you do not agree, please do not use the service.',
      ],
    },
    {
      heading: '2. Eligibility',
      paragraphs: [
        'You must be at least 18 years old to use {siteName}. By using the service you confirm that you are 18 or older and that you are allowed to use it under the laws that apply where you live.',
        'If we have reason to believe a user is under 18, we will remove their access.',
      ],
    },
    {
      heading: '3. Accounts and guest sessions',
      paragraphs: [
        'You can use {siteName} as a guest without creating an account. Guests can chat and play games, but points only count towards the leaderboard when you sign in with Google or Facebook.',
        'If you sign in, you are responsible for activity on your account. Choose a username that is not offensive, misleading or impersonating someone else. We may change or remove usernames that break these terms.',
      ],
    },
    {
      heading: '4. Conduct',
      paragraphs: [
        '{siteName} only works if people treat each other decently. When using the service, you must not:',
        'show nudity or sexual content; harass, threaten, bully or intimidate anyone; post or say anything hateful towards people based on who they are; involve, depict or target anyone under 18 in any way; send spam, advertising, scams or repeated unwanted messages; record, screenshot or stream other users without their clear consent; or cheat in games, including by using tools, multiple accounts or arrangements with other players to gain points unfairly.',
        'You must also not break the law, try to disrupt or attack the service, or try to get around a ban.',
      ],
    },
    {
      heading: '5. Games, points and the leaderboard',
      paragraphs: [
        'Matched partners can play live mini-games, including a trivia duel and a laugh challenge. Signed-in players earn points from games, and points are shown on a monthly and an all-time leaderboard.',
        'Points have no cash value and cannot be bought, sold or exchanged. We may remove points, reset scores or remove players from the leaderboard if we find cheating or point farming, such as repeatedly matching with the same partner to trade wins.',
        'Smile detection in the laugh challenge runs on your device and, like any automatic detection, will sometimes get it wrong. Game results are final unless we find they were obtained by cheating.',
      ],
    },
    {
      heading: '6. Moderation and reports',
      paragraphs: [
        'If someone breaks these terms, you can report them in the app. A report may include the text chat messages from that conversation so that it can be reviewed.',
        'Please only report genuine problems. Making false or abusive reports is itself a breach of these terms.',
        'We may act on reports automatically or after review, and we may also act on our own when we see a breach.',
      ],
    },
    {
      heading: '7. Bans',
      paragraphs: [
        'If three different people report you within 24 hours, you will be banned for 24 hours. If you are banned again after that, the next ban lasts 7 days. We may also ban accounts directly for serious breaches.',
        'Bans apply to your account and to your device, so signing out, switching accounts or playing as a guest will not lift a ban. Trying to get around a ban may lead to a longer one.',
      ],
    },
    {
      heading: '8. Appeals',
      paragraphs: [
        'If you think you were banned by mistake, you can appeal by e-mailing {appealsEmail}. Include your username if you have one, the approximate time of the ban, and why you think it was wrong.',
        'We will review your appeal and reply by e-mail. If we find the ban was a mistake, we will lift it.',
      ],
    },
    {
      heading: '9. Disclaimers and liability',
      paragraphs: [
        '{siteName} connects you with strangers. We cannot check who people are or control what they say or show, and you use the service at your own risk. Never share personal details such as your address, passwords or financial information with people you meet.',
        'The service is provided free of charge and "as is". We do not promise that it will always be available, error-free or that you will always find a match. To the extent the law allows, we are not liable for the behaviour of other users or for any indirect loss arising from your use of {siteName}.',
      ],
    },
    {
      heading: '10. Changes and contact',
      paragraphs: [
        'We may update these terms from time to time. When we do, we will change the date at the top of this page. If you keep using {siteName} after a change, you accept the updated terms.',
        'For questions about these terms, you can reach us at {privacyEmail}. For ban appeals, please use {appealsEmail} so your message reaches the right place.',
      ],
    },
  ],
};
