import type { LegalDoc } from '../../types.ts';

export const terms: LegalDoc = {
  title: 'Conditions d’utilisation',
  updated: '01/05/2025',
  intro:
    'Ces conditions expliquent les règles d’utilisation de Match Up. Elles sont rédigées pour être lues : prenez quelques minutes pour les parcourir. En utilisant Match Up, vous les acceptez.',
  sections: [
    {
      heading: '1. Acceptation',
      paragraphs: [
        'En ouvrant {siteName} et en utilisant l’une quelconque de ses parties, que ce soit en mode invité ou avec un compte, vous acceptez les présentes conditions ainsi que notre politique de confidentialité. Si vous ne les acceptez pas, merci de ne pas utiliser le service.',
      ],
    },
    {
      heading: '2. Conditions d’accès',
      paragraphs: [
        'Vous devez avoir au moins 18 ans pour utiliser {siteName}. En utilisant le service, vous confirmez avoir 18 ans ou plus et être autorisé à l’utiliser en vertu des lois applicables là où vous vivez.',
        'Si nous avons des raisons de penser qu’un utilisateur a moins de 18 ans, nous lui retirerons l’accès.',
      ],
    },
    {
      heading: '3. Comptes et sessions invité',
      paragraphs: [
        'Vous pouvez utiliser {siteName} en mode invité, sans créer de compte. Les invités peuvent discuter et jouer, mais les points ne comptent pour le classement qu’avec une session ouverte par Google ou Facebook.',
        'Si vous vous connectez, vous êtes responsable de l’activité de votre compte. Choisissez un nom d’utilisateur qui ne soit ni offensant ni trompeur, et qui n’usurpe pas l’identité d’une autre personne. Nous pouvons modifier ou supprimer les noms d’utilisateur qui enfreignent ces conditions.',
      ],
    },
    {
      heading: '4. Comportement',
      paragraphs: [
        '{siteName} ne fonctionne que si chacun traite les autres avec respect. Lorsque vous utilisez le service, vous ne devez pas :',
        'montrer de la nudité ou du contenu sexuel ; harceler, menacer, brimer ou intimider qui que ce soit ; publier ou dire quoi que ce soit de haineux envers des personnes en raison de ce qu’elles sont ; impliquer, représenter ou cibler, de quelque manière que ce soit, une personne de moins de 18 ans ; envoyer du spam, de la publicité, des arnaques ou des messages non désirés répétés ; enregistrer ou diffuser d’autres utilisateurs, ou faire des captures d’écran d’eux, sans leur consentement clair ; ni tricher aux jeux, notamment en utilisant des outils, plusieurs comptes ou des arrangements avec d’autres joueurs pour obtenir des points de manière déloyale.',
        'Vous ne devez pas non plus enfreindre la loi, tenter de perturber ou d’attaquer le service, ni tenter de contourner un bannissement.',
      ],
    },
    {
      heading: '5. Jeux, points et classement',
      paragraphs: [
        'Les personnes mises en relation peuvent jouer à des mini-jeux en direct, dont un duel de quiz et un défi du rire. Les joueurs connectés gagnent des points en jouant, et les points sont affichés dans un classement mensuel et dans un classement de tous les temps.',
        'Les points n’ont aucune valeur monétaire et ne peuvent être ni achetés, ni vendus, ni échangés. Nous pouvons retirer des points, réinitialiser des scores ou retirer des joueurs du classement si nous constatons de la triche ou une accumulation artificielle de points, par exemple le fait de se retrouver sans cesse avec la même personne pour s’échanger des victoires.',
        'La détection de sourire du défi du rire s’exécute sur votre appareil et, comme toute détection automatique, se trompera parfois. Les résultats des parties sont définitifs, sauf si nous constatons qu’ils ont été obtenus en trichant.',
      ],
    },
    {
      heading: '6. Modération et signalements',
      paragraphs: [
        'Si quelqu’un enfreint ces conditions, vous pouvez le signaler dans l’application. Un signalement peut inclure les messages du chat texte de cette conversation afin de pouvoir être examiné.',
        'Ne signalez que de vrais problèmes. Faire de faux signalements ou des signalements abusifs constitue en soi une violation de ces conditions.',
        'Nous pouvons donner suite aux signalements automatiquement ou après examen, et nous pouvons aussi agir de notre propre initiative lorsque nous constatons une violation.',
      ],
    },
    {
      heading: '7. Bannissements',
      paragraphs: [
        'Si trois personnes différentes vous signalent en moins de 24 heures, votre compte sera banni pendant 24 heures. S’il est de nouveau banni par la suite, le bannissement suivant durera 7 jours. Nous pouvons aussi bannir directement des comptes en cas de violation grave.',
        'Les bannissements s’appliquent à votre compte et à votre appareil : vous déconnecter, changer de compte ou jouer en mode invité ne lève donc pas un bannissement. Tenter de contourner un bannissement peut entraîner un bannissement plus long.',
      ],
    },
    {
      heading: '8. Contestations',
      paragraphs: [
        'Si vous pensez avoir été banni par erreur, vous pouvez contester en écrivant à {appealsEmail}. Indiquez votre nom d’utilisateur si vous en avez un, l’heure approximative du bannissement et les raisons pour lesquelles vous pensez qu’il s’agit d’une erreur.',
        'Nous examinerons votre contestation et vous répondrons par e-mail. Si nous constatons que le bannissement était une erreur, nous le lèverons.',
      ],
    },
    {
      heading: '9. Avertissements et responsabilité',
      paragraphs: [
        '{siteName} vous met en relation avec des inconnus. Nous ne pouvons ni vérifier l’identité des personnes ni contrôler ce qu’elles disent ou montrent, et vous utilisez le service à vos propres risques. Ne communiquez jamais d’informations personnelles, comme votre adresse, vos mots de passe ou vos informations financières, aux personnes que vous rencontrez.',
        'Le service est fourni gratuitement et « en l’état ». Nous ne promettons pas qu’il sera toujours disponible ni exempt d’erreurs, ni que vous trouverez toujours quelqu’un avec qui parler. Dans la mesure permise par la loi, nous ne sommes pas responsables du comportement des autres utilisateurs ni d’aucune perte indirecte découlant de votre utilisation de {siteName}.',
      ],
    },
    {
      heading: '10. Modifications et contact',
      paragraphs: [
        'Nous pouvons mettre à jour ces conditions de temps à autre. Le cas échéant, nous modifierons la date indiquée en haut de cette page. Si vous continuez à utiliser {siteName} après une modification, vous acceptez les conditions mises à jour.',
        'Pour toute question sur ces conditions, vous pouvez nous écrire à {privacyEmail}. Pour contester un bannissement, merci d’utiliser {appealsEmail} afin que votre message parvienne au bon endroit.',
      ],
    },
  ],
};
