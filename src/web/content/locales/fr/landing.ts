import type { LandingPage } from '../../types.ts';

export const landingPages: LandingPage[] = [
  {
    path: '/random-video-chat',
    title: 'Chat vidéo aléatoire avec jeux intégrés',
    metaTitle: 'Chat vidéo aléatoire avec jeux | Match Up',
    metaDescription:
      'Match Up, le chat vidéo aléatoire gratuit pour adultes : brisez la glace avec un inconnu grâce au duel de quiz, au défi du rire ou à « Lisez dans mes pensées ».',
    banner: 'Gratuit, sans pub, interdit aux moins de 18 ans',
    subtitle:
      'Rencontrez quelqu’un de nouveau en quelques secondes, puis lancez une petite partie ensemble.',
    intro: [
      'Le chat vidéo aléatoire, c’est simple : vous lancez la recherche et on vous met en relation, en tête-à-tête, avec un autre adulte que vous n’avez jamais rencontré. Sur Match Up, pas besoin de meubler avec des banalités : vous pouvez lancer un duel de quiz, un défi du rire ou une partie de « Lisez dans mes pensées » directement pendant l’appel.',
      'Ajoutez quelques centres d’intérêt si vous voulez rencontrer quelqu’un qui les partage, ou laissez le champ vide pour tomber sur n’importe qui. Un chat écrit s’affiche à côté de la vidéo, pour les moments où il est plus simple d’écrire.',
      'Les invités peuvent se lancer tout de suite. Les points et le classement sont réservés aux membres : quand un serveur propose la connexion membre (Google ou Facebook), la fenêtre de connexion l’indique.',
    ],
    faq: [
      {
        question: 'Qu’est-ce que le chat vidéo aléatoire ?',
        answer:
          'Le chat vidéo aléatoire vous met en relation avec une personne que vous ne connaissez pas pour un appel vidéo en direct, en tête-à-tête. Sur Match Up, la mise en relation est automatique et, si vous le souhaitez, elle peut tenir compte de vos centres d’intérêt communs.',
      },
      {
        question: 'Comment lancer un chat vidéo aléatoire sur Match Up ?',
        answer:
          'Ouvrez Match Up, autorisez l’accès à votre caméra et à votre micro, puis lancez la recherche. Si vous voulez quelqu’un qui partage vos centres d’intérêt, ajoutez-en quelques-uns avant de commencer.',
      },
      {
        question: 'La mise en relation est-elle totalement aléatoire ?',
        answer:
          'Si vous n’ajoutez aucun centre d’intérêt, on vous met en relation avec n’importe quelle personne disponible. Si vous en ajoutez, nous essayons de vous associer à quelqu’un qui a choisi les mêmes.',
      },
      {
        question: 'À quels jeux peut-on jouer pendant un chat vidéo aléatoire ?',
        answer:
          'Il y a cinq mini-jeux en direct : un duel de quiz ; un défi du rire, où un joueur essaie de faire rire l’autre ; « Lisez dans mes pensées », où vous répondez tous les deux à la même question « Vous préférez… ? » en essayant de deviner le choix de l’autre ; Puissance 4, où vous lâchez des jetons à tour de rôle jusqu’à en aligner quatre ; et « Dessinez et devinez », où l’un dessine un mot et l’autre le devine dans le chat. Vous jouez aux cinq avec l’autre personne pendant l’appel.',
      },
      {
        question: 'Comment se déroule un duel de quiz ?',
        answer:
          'L’autre personne et vous vous affrontez sur des questions de quiz pendant l’appel. Avec un compte, vous gagnez des points selon votre résultat.',
      },
      {
        question: 'Faut-il un compte pour utiliser le chat vidéo aléatoire ?',
        answer:
          'Non. Vous pouvez discuter et jouer en mode invité. Là où la connexion membre (Google ou Facebook) est proposée, vous connecter vous permet de gagner des points et d’apparaître au classement ; la fenêtre de connexion indique ce que propose ce serveur.',
      },
      {
        question: 'Puis-je envoyer des messages écrits pendant un appel vidéo ?',
        answer: 'Oui. Un chat écrit s’affiche à côté de la vidéo, pour écrire tout en parlant.',
      },
      {
        question: 'Qui peut utiliser Match Up ?',
        answer:
          'Match Up est réservé aux adultes. Vous devez avoir 18 ans ou plus pour l’utiliser.',
      },
    ],
  },
  {
    path: '/talk-to-strangers',
    title: 'Parlez à des inconnus sans blanc gênant',
    metaTitle: 'Parler à des inconnus en ligne | Match Up',
    metaDescription:
      'Parlez à des inconnus sur Match Up : jeux pour briser la glace, intérêts communs et chat écrit. Entraînez-vous d’abord avec une IA. Gratuit, dès 18 ans.',
    banner: 'Engager la conversation, en plus simple',
    subtitle:
      'Jeux, centres d’intérêt communs et partenaire d’entraînement vous aident à trouver de quoi parler.',
    intro: [
      'Parler à des inconnus peut être très amusant, mais les premières secondes sont souvent les plus difficiles. Match Up vous facilite les débuts : ajoutez des centres d’intérêt pour rencontrer quelqu’un qui les partage, ou lancez un petit jeu et laissez la conversation venir d’elle-même.',
      'De la timidité, un peu de rouille, une nouvelle langue à apprendre une nouvelle langue ? Le partenaire d’entraînement IA vous permet de répéter une conversation à l’oral avant de parler à de vraies personnes.',
      'Sur Match Up, tout le monde est censé être majeur, les règles sont courtes et claires, et quiconque dépasse les bornes peut être signalé.',
    ],
    faq: [
      {
        question: 'Comment parler à des inconnus sur Match Up ?',
        answer:
          'Ouvrez le site, autorisez l’accès à la caméra et au micro, et on vous mettra en relation en tête-à-tête avec un autre adulte pour un chat vidéo. Vous pouvez parler à voix haute, écrire dans le chat, ou les deux.',
      },
      {
        question: 'Que dire à un inconnu ?',
        answer:
          'Un bonjour sympathique et une question sur ses goûts suffisent généralement. Si la conversation s’essouffle, lancez un duel de quiz, un défi du rire ou « Lisez dans mes pensées » et laissez le jeu faire le reste.',
      },
      {
        question: 'Qu’est-ce que le partenaire d’entraînement IA ?',
        answer:
          'C’est un partenaire de conversation basé sur l’IA, à qui vous parlez à voix haute pour vous entraîner avant de rencontrer de vraies personnes. Utile si vous avez le trac ou si vous voulez pratiquer une langue.',
      },
      {
        question: 'Le partenaire d’entraînement IA est-il une vraie personne ?',
        answer: 'Non, c’est une IA. Pour parler à une vraie personne, lancez plutôt la recherche.',
      },
      {
        question: 'Mes conversations avec le partenaire d’entraînement sont-elles enregistrées ?',
        answer:
          'Nous traitons vos messages pour que le partenaire d’entraînement puisse répondre, mais nous ne les conservons pas. Si un fournisseur d’IA externe est configuré pour le service, vos messages lui sont envoyés pour générer la réponse.',
      },
      {
        question: 'Puis-je choisir à qui je parle ?',
        answer:
          'Vous ne pouvez pas choisir une personne en particulier, mais vous pouvez ajouter des centres d’intérêt pour que nous essayions de vous associer à quelqu’un qui les partage.',
      },
      {
        question: 'Et si un inconnu est impoli ou déplacé ?',
        answer:
          'Signalez-le et mettez fin à la discussion. Si trois personnes différentes signalent le même utilisateur en 24 heures, il est banni pendant 24 heures, et les récidivistes sont bannis pendant 7 jours.',
      },
      {
        question: 'Puis-je parler à des inconnus sans donner mon nom ?',
        answer:
          'Oui. En tant qu’invité, vous n’avez à donner ni nom ni adresse e-mail. Si vous vous connectez avec Google ou Facebook, nous recevons de leur part votre nom d’affichage et votre adresse e-mail, et nous ne les vendons ni ne les partageons jamais.',
      },
    ],
  },
  {
    path: '/meet-strangers-online',
    title: 'Rencontrez des inconnus en ligne qui partagent vos centres d’intérêt',
    metaTitle: 'Rencontrer des inconnus par affinités | Match Up',
    metaDescription:
      'Rencontrez des gens en ligne sur Match Up selon vos intérêts communs, jouez en direct et grimpez au classement mensuel. Gratuit, sans pub, dès 18 ans.',
    banner: 'De nouvelles têtes, des passions communes',
    subtitle: 'Dites-nous ce qui vous plaît et rencontrez des gens que ça passionne aussi.',
    intro: [
      'Rencontrer des inconnus en ligne, c’est plus enrichissant quand on a des points communs. Sur Match Up, vous pouvez ajouter des centres d’intérêt avant de commencer, et nous essaierons de vous associer à quelqu’un qui a choisi les mêmes.',
      'Chaque mise en relation est un chat vidéo en tête-à-tête avec un autre adulte. Jouez ensemble, voyez qui l’emporte et, avec un compte, gagnez des points pour le classement mensuel et le classement général.',
    ],
    faq: [
      {
        question: 'Comment fonctionne la mise en relation par centres d’intérêt ?',
        answer:
          'Avant de commencer, ajoutez quelques centres d’intérêt et nous essaierons de vous associer à quelqu’un qui a choisi les mêmes. Ils sont facultatifs : laissez le champ vide pour rencontrer n’importe qui.',
      },
      {
        question: 'D’où viennent les personnes que je rencontre ?',
        answer:
          'Toute personne de 18 ans ou plus peut utiliser Match Up depuis un navigateur web : vous pouvez donc rencontrer des gens de nombreux pays.',
      },
      {
        question: 'Comment fonctionnent les points et le classement ?',
        answer:
          'Les joueurs connectés gagnent des points en jouant avec les personnes qu’ils rencontrent. Les points comptent à la fois pour le classement mensuel et pour le classement général.',
      },
      {
        question: 'Pourquoi faut-il se connecter pour gagner des points ?',
        answer:
          'Les points doivent être rattachés à un compte : ils sont donc réservés aux membres, là où la connexion membre (Google ou Facebook) est proposée ; la fenêtre de connexion indique ce que propose ce serveur. Les invités peuvent toujours jouer.',
      },
      {
        question: 'Est-ce sûr de rencontrer des inconnus en ligne sur Match Up ?',
        answer:
          'Match Up est réservé aux adultes, a des règles claires et vous permet de signaler quiconque les enfreint. Malgré tout, ne communiquez jamais d’informations personnelles, comme votre adresse ou vos informations financières, à quelqu’un que vous venez de rencontrer.',
      },
      {
        question: 'Puis-je rencontrer des gens depuis mon téléphone ?',
        answer:
          'Oui. Match Up fonctionne dans votre navigateur, sur téléphone comme sur ordinateur. Vous pouvez aussi l’installer sur votre écran d’accueil pour l’ouvrir comme une appli.',
      },
      {
        question: 'Comment faire bonne impression en chat vidéo ?',
        answer:
          'Un bon éclairage, un bonjour chaleureux et une vraie question sur l’autre personne font toute la différence. Lancer un petit jeu à deux est un moyen simple de rire ensemble dès le début.',
      },
      {
        question: 'Et si le courant ne passe pas ?',
        answer:
          'Pas de souci. Mettez fin à la discussion et relancez une recherche : toutes les conversations n’ont pas besoin d’être mémorables.',
      },
    ],
  },
  {
    path: '/video-chat-with-strangers',
    title: 'Chat vidéo avec des inconnus, en toute sécurité et confidentialité',
    metaTitle: 'Chat vidéo privé avec des inconnus | Match Up',
    metaDescription:
      'Chat vidéo avec des inconnus sur Match Up : appels P2P jamais enregistrés, règles pour adultes, signalement simple et sanctions justes. Gratuit et sans pub.',
    banner: 'Confidentialité dès la conception',
    subtitle: 'Des appels pair-à-pair jamais enregistrés, avec des règles claires pour tous.',
    intro: [
      'Quand vous faites du chat vidéo avec des inconnus, vous devez savoir exactement ce que devient votre vidéo. Sur Match Up, les appels sont en pair-à-pair (P2P) : l’image de votre caméra et le son de votre micro vont directement à la personne avec qui vous parlez. Nous ne les enregistrons et ne les stockons jamais.',
      'Match Up est réservé aux adultes, et les règles sont simples : pas de nudité, de harcèlement, de haine ni de spam. Quiconque les enfreint peut être signalé, et les signalements entraînent des bannissements temporaires.',
      'Nous ne vendons ni ne partageons vos données personnelles, et vous pouvez nous demander de les supprimer à tout moment.',
    ],
    faq: [
      {
        question: 'Les chats vidéo sur Match Up sont-ils enregistrés ?',
        answer:
          'Non. Nous n’enregistrons et ne stockons jamais ni la vidéo ni l’audio. Les appels sont en pair-à-pair : vos flux passent directement entre vous et l’autre personne.',
      },
      {
        question: 'Qu’est-ce qu’un serveur relais et pourquoi mon appel en utiliserait-il un ?',
        answer:
          'Certains réseaux bloquent les connexions directes entre appareils. Dans ce cas, l’appel passe par un serveur relais uniquement pour vous connecter ; les flux restent chiffrés et ne sont jamais stockés.',
      },
      {
        question: 'Mon chat vidéo est-il chiffré ?',
        answer:
          'Oui. La vidéo et l’audio sont chiffrés pendant leur transmission, y compris lorsqu’un appel doit passer par un serveur relais.',
      },
      {
        question: 'Comment signaler quelqu’un qui enfreint les règles ?',
        answer:
          'Utilisez l’option de signalement dans l’appli. Un signalement peut inclure les messages du chat écrit de cette conversation, afin qu’elle puisse être examinée.',
      },
      {
        question: 'Que se passe-t-il quand quelqu’un est signalé ?',
        answer:
          'Si trois personnes différentes signalent le même utilisateur en 24 heures, il est banni pendant 24 heures. En cas de récidive, le bannissement dure 7 jours.',
      },
      {
        question: 'J’ai été banni par erreur. Que puis-je faire ?',
        answer:
          'Écrivez à {appealsEmail} en indiquant votre nom d’utilisateur, si vous en avez un, avec une courte explication. Nous examinerons votre recours et lèverons le bannissement s’il était injustifié.',
      },
      {
        question: 'Le défi du rire envoie-t-il mon visage à un serveur ?',
        answer:
          'Non. La détection du sourire se fait uniquement sur votre appareil, et les données de votre visage ne le quittent jamais.',
      },
      {
        question: 'Match Up vend-il mes données ?',
        answer:
          'Non. Nous ne vendons ni ne partageons vos données personnelles, et il n’y a aucune publicité sur Match Up.',
      },
    ],
  },
  {
    path: '/free-online-video-chat',
    title: 'Chat vidéo gratuit en ligne, sans publicité',
    metaTitle: 'Chat vidéo gratuit en ligne, sans pub | Match Up',
    metaDescription:
      'Chat vidéo gratuit en ligne, sans pub ni téléchargement. Match Up s’utilise en invité sur navigateur ou s’installe comme une appli. Jeux inclus, dès 18 ans.',
    banner: 'Gratuit. Sans pub. Sans téléchargement.',
    subtitle: 'Chat vidéo, chat écrit et jeux, le tout gratuit et dans votre navigateur.',
    intro: [
      'Match Up est un chat vidéo gratuit en ligne, sans publicité. Pas de bannières, pas de pop-ups et pas de vidéos à subir entre deux conversations.',
      'Vous n’avez rien à télécharger ni de compte à créer. Ouvrez le site dans un navigateur récent, autorisez votre caméra et votre micro, et commencez à rencontrer du monde. Si ça vous plaît, installez Match Up sur votre écran d’accueil ou votre bureau pour l’ouvrir comme une appli.',
    ],
    faq: [
      {
        question: 'Match Up est-il vraiment gratuit ?',
        answer:
          'Oui. Le chat vidéo, le chat écrit, les jeux et le partenaire d’entraînement IA sont entièrement gratuits.',
      },
      {
        question: 'Pourquoi Match Up n’affiche-t-il pas de publicité ?',
        answer:
          'Nous voulons que votre écran appartienne à la personne avec qui vous parlez, alors nous n’affichons pas de publicité. Et nous ne vendons ni ne partageons vos données personnelles.',
      },
      {
        question: 'Dois-je télécharger quelque chose ?',
        answer:
          'Non. Match Up fonctionne dans votre navigateur web. Si vous préférez, vous pouvez l’installer comme une appli depuis votre navigateur pour y accéder plus vite.',
      },
      {
        question: 'Comment installer Match Up comme une appli ?',
        answer:
          'Dans un navigateur compatible, utilisez l’option d’installation dans la barre d’adresse ou le menu du navigateur ; sur téléphone, elle s’appelle souvent « Ajouter à l’écran d’accueil ». Match Up s’ouvrira ensuite dans sa propre fenêtre.',
      },
      {
        question: 'Puis-je utiliser le chat vidéo gratuit sans m’inscrire ?',
        answer:
          'Oui. Les invités peuvent faire du chat vidéo et jouer sans compte. Les points sont réservés aux membres, là où la connexion membre (Google ou Facebook) est proposée.',
      },
      {
        question: 'De quoi ai-je besoin pour un chat vidéo en ligne ?',
        answer:
          'D’un appareil avec caméra et micro, d’un navigateur web récent et d’une connexion internet stable. Au démarrage, il vous sera demandé d’autoriser l’accès à la caméra et au micro.',
      },
      {
        question: 'Qu’est-ce que VeeClips ?',
        answer:
          'VeeClips est une fonctionnalité de clips courts sur laquelle nous travaillons. Elle arrive bientôt et n’est pas encore disponible.',
      },
      {
        question: 'Comment supprimer mes données ?',
        answer:
          'Ouvrez Paramètres et, dans « Vos données », choisissez « Supprimer mon compte » (invités : « Mettre fin à ma session et supprimer mes données ») ; « Télécharger mes données » vous en donne d’abord une copie. La vidéo et l’audio ne sont jamais stockés : il n’y a donc rien à supprimer de ce côté.',
      },
    ],
  },
];
