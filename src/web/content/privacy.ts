import type { LegalDoc } from './types.ts';

export const privacy: LegalDoc = {
  title: 'Privacy Policy',
  updated: '2025-05-01',
  intro:
    'This policy explains what information Match Up collects, why we need it, and what we do with it. The short version: your video and audio are never recorded or stored, we keep only what we need to run the service and keep it safe, and we do not sell or share your personal data.',
  sections: [
    {
      heading: 'The short version',
      paragraphs: [
        'Video calls on {siteName} are peer-to-peer. Your camera and microphone streams go directly to the person you are talking to, and we never record or store them.',
        'We store a small amount of information so you can sign in, earn points, appear on the leaderboard, and so we can handle reports and bans. We do not sell your personal data, we do not share it with advertisers, and there are no ads on {siteName}.',
        'You can download your data or delete your account at any time in Settings, under “Your data”, or ask us by e-mailing {privacyEmail}.',
      ],
    },
    {
      heading: 'Video and audio',
      paragraphs: [
        'When you are matched with someone, your browser sets up a direct, peer-to-peer connection with theirs. Your video and audio travel over that connection and are encrypted in transit.',
        'Some networks block direct connections. In that case the call may pass through a relay server whose only job is to connect the two of you. Media passing through a relay stays encrypted, and the relay does not record or store it.',
        'We never record, save or keep copies of your video or audio, whether the call is direct or relayed.',
        'In a direct call your partner’s browser can see your IP address, the same as in any peer-to-peer call. An IP address can show roughly where you are and which internet provider you use.',
        'To avoid this, turn on “Relay my calls (hides my IP from partners)” in Settings. Your calls then always go through our relay server, so your partner only ever sees the relay’s address, never yours. Relayed calls can have a little more delay. The setting is only offered when this service runs a relay server; a VPN also hides your address.',
      ],
    },
    {
      heading: 'Information we store',
      paragraphs: [
        'If you sign in with Google or Facebook, we store an internal account ID, the ID your sign-in provider gives us for your account, and the display name and e-mail address the provider shares with us. We also store the username you use on {siteName}. We never see or store your Google or Facebook password.',
        'When you connect, we use your IP address to work out which country you are in. This lookup is done with an offline database on our own servers; no third-party service is involved. We use the country to run the service and to help keep it safe. This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com.',
        'Before your first search we ask for your date of birth, because {siteName} is for adults only. We store the date and the outcome: on your account if you are signed in, and on your device (its device cookie) for guests. If the answer is under 18, we remember that on both for 24 hours so a different date cannot be tried at once.',
        'We store your points and your game results so we can keep score and build the monthly and all-time leaderboards.',
        'If you report someone, or someone reports you, we store the report with the reason chosen (for example "Harassment or hate"). A report can include the text chat messages from that conversation that are attached to it, so that it can be reviewed. Apart from messages attached to a report, we do not keep your text chats.',
        'We store records of bans, including who was banned, why, and for how long, so that we can enforce them and apply longer bans for repeat offences.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use two cookies. A refresh-session cookie keeps you signed in between visits. A device cookie helps us recognise the same device for safety, for example so that a ban cannot be avoided simply by signing out or playing as a guest.',
        'We do not use cookies for advertising, and we do not let third parties place tracking cookies through {siteName}.',
      ],
    },
    {
      heading: 'Settings stored on your device',
      paragraphs: [
        'Some of your settings and preferences are saved in your browser’s local storage so the app remembers them next time. This information stays on your device. You can clear it at any time through your browser settings.',
      ],
    },
    {
      heading: 'The laugh challenge and face detection',
      paragraphs: [
        'The laugh challenge uses smile detection to decide whether a player laughed. This detection runs only on your own device, inside your browser. Images of your face and the detection data never leave your device and are never sent to us or anyone else. Only the outcome of the game is used for scoring.',
      ],
    },
    {
      heading: 'The nudity shield',
      paragraphs: [
        "To protect you from unwanted nudity, your partner's video is checked by an image classifier that runs only on your own device, inside your browser. A few times a second at the start of a call, and about once a second after that, a small copy of a video frame is passed to the classifier in your browser's memory and then thrown away.",
        'No video, frame or image is recorded, stored or sent to us or anyone else. If you report someone after the shield blurred their video, the report includes only what the shield found (a category such as "Porn" and a score), never an image.',
        'You can turn off "Start calls blurred until checked" and "Blur explicit video" in Settings; those choices are saved only on your device.',
      ],
    },
    {
      heading: 'The AI practice buddy',
      paragraphs: [
        'When you talk to the AI practice buddy, your messages are processed so that the buddy can reply. We do not store these conversations.',
        'If the operator of this service has set up an external AI provider, your practice-buddy messages are sent to that provider to generate a reply. Avoid sharing personal details with the practice buddy that you would not want processed in this way.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use the information described above only to run {siteName}: to sign you in, match you with other people, run games and keep score, show the leaderboard, review reports, enforce bans, and protect the service from abuse.',
        'We do not use your information for advertising and we do not build marketing profiles about you.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell your personal data and we do not share it with third parties. The only exception is the one described above: if an external AI provider is configured, messages you send to the AI practice buddy go to that provider so it can reply.',
        'Keep in mind that the people you are matched with see whatever you show on camera and read whatever you type in the chat. Only share what you are comfortable sharing with a stranger.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'Account information, points and game results are kept for as long as your account exists. When you delete your account they are deleted with it, except your points, which stay on the leaderboard under no name so that other players keep their ranks.',
        'A sign-in session lasts {sessionDays} days unless you sign out first. Expired and ended sessions are removed automatically.',
        'A guest session that has not been used for {guestIdleDays} days is deleted automatically, together with its data, in the same way as when you delete it yourself.',
        'Reports are removed {reportDays} days after they were filed. We keep only a count of reports per month and reason, which the Transparency page shows and which names no one.',
        'Ban records are kept so that we can enforce bans and recognise repeat offences. A ban that is still running stays on the browsers it applies to even if the account is deleted, so deleting an account is no way out of a ban.',
      ],
    },
    {
      heading: 'Your data: download and delete',
      paragraphs: [
        'In Settings, under “Your data”, “Download my data” gives you a JSON file with what we store about you: your account, points transactions, reports you made, blocks, bans, appeals and the date you answered the age check.',
        '“Delete my account” signs you out on every device and removes your name, e-mail address, username, devices, blocks and age-check answer. Reports you made or received stay counted but lose their chat messages, device and address. Guests can do the same with “End my session and delete my data”.',
        'Your contacts (on both sides) and your own Recent are deleted too. One thing stays for a while, to protect the people you met: whoever met you in the last 7 days keeps that call in their Recent as “Deleted account”, with only the country and time they saw and never your name, so that they can still report it until it leaves their Recent. Until then we also keep the ids of the browsers you used, only so that a ban those reports lead to applies to them, as any ban does. We do this for a legitimate interest: the safety of the people you met. After those 7 days the browser ids are removed, unless a ban came of it.',
        'You can also ask us to do this by e-mailing {privacyEmail} from the address connected to your account, or by telling us your username.',
      ],
    },
    {
      heading: 'Adults only',
      paragraphs: [
        '{siteName} is only for people aged 18 or older. We do not knowingly collect information from anyone under 18. If you believe a minor is using {siteName}, please report them in the app or contact us, and we will act on it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle your information, we will update this page and change the date at the top.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about privacy, or requests to see or delete your data, can be sent to {privacyEmail}.',
      ],
    },
  ],
};
