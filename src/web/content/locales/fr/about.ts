import type { Section } from '../../types.ts';

export const about: { title: string; lead: string; sections: Section[] } = {
  title: 'À propos de Match Up',
  lead: 'Match Up est un chat vidéo aléatoire et gratuit pour adultes, avec une particularité : quand vous rencontrez quelqu’un, vous pouvez faire une partie rapide ensemble au lieu de chercher quoi dire. Il est conçu pour des conversations simples et sympathiques avec des gens du monde entier.',
  sections: [
    {
      heading: 'Jouer ensemble',
      paragraphs: [
        'Lancer la conversation avec un inconnu peut être gênant, alors nous avons intégré des jeux directement dans l’appel. Dès qu’on vous met en relation, chacun de vous peut lancer un mini-jeu en direct et y jouer face à face.',
        'Dans le duel de quiz, vous vous affrontez sur des questions en rafale. Dans le défi du rire, l’un de vous essaie de faire rire l’autre, et la détection de sourire arbitre le résultat. Cette détection s’exécute entièrement sur votre propre appareil : rien de ce qui concerne votre visage n’est envoyé où que ce soit. Dans « Lisez dans mes pensées », vous répondez tous les deux à la même question « Vous préférez… ? » et devinez le choix de l’autre. Dans Puissance 4, vous lâchez des jetons à tour de rôle sur un plateau de 7 × 6 jusqu’à ce que l’un de vous en aligne quatre. Dans « Dessinez et devinez », l’un de vous dessine un mot que lui seul voit et l’autre le devine dans le chat ; les rôles s’inversent à chaque manche, et chaque mot deviné compte pour vous deux.',
        'Les parties rapportent des points, et les points vous font entrer dans les classements du mois et de tous les temps. Les invités peuvent jouer tout de suite ; les points sont réservés aux membres, là où la connexion membre (Google ou Facebook) est proposée.',
      ],
    },
    {
      heading: 'Centres d’intérêt communs',
      paragraphs: [
        'Avant de commencer, ajoutez quelques centres d’intérêt, comme la musique, le jeu vidéo, les voyages ou l’apprentissage des langues, et nous essaierons de vous mettre en relation avec quelqu’un qui a choisi les mêmes. C’est une façon simple de sauter les banalités et de passer directement à quelque chose que vous aimez tous les deux.',
        'Les centres d’intérêt sont facultatifs. Laissez-les vides et on vous mettra en relation avec n’importe quelle personne disponible : c’est souvent là que naissent les conversations les plus surprenantes.',
      ],
    },
    {
      heading: 'Les clips, bientôt',
      paragraphs: [
        'Nous travaillons sur VeeClips, un espace dédié aux clips courts. Il n’est pas encore disponible ; nous vous en dirons plus quand il sera prêt.',
      ],
    },
    {
      heading: 'Sûr et convivial',
      paragraphs: [
        'Match Up est réservé aux adultes : vous devez avoir 18 ans ou plus pour l’utiliser. Nos règles sont courtes et claires : pas de nudité, pas de harcèlement, pas de haine et pas de spam.',
        'Un bouclier anti-nudité, qui fonctionne sur votre propre appareil, vérifie que la vidéo de l’autre personne ne contient pas de nudité. La vidéo d’une nouvelle personne commence floutée jusqu’à ce qu’une première image ait été vérifiée et, si la vidéo semble explicite pendant l’appel, elle est aussitôt floutée et c’est vous qui choisissez : l’afficher quand même, passer à quelqu’un d’autre ou signaler. Rien de la vidéo n’est enregistré ni envoyé où que ce soit, pas même à nous. Vous pouvez modifier ces deux réglages dans les Paramètres.',
        'Si quelqu’un enfreint les règles, vous pouvez le signaler et passer à la personne suivante. Lorsque trois personnes différentes signalent le même utilisateur en moins de 24 heures, celui-ci est banni pendant 24 heures. En cas de récidive, le bannissement est de 7 jours. Si vous pensez qu’un bannissement est une erreur, vous pouvez le contester par e-mail et nous l’examinerons.',
      ],
    },
    {
      heading: 'Rapide et simple',
      paragraphs: [
        'Rien à télécharger, aucune inscription nécessaire. Ouvrez le site, autorisez l’accès à votre caméra et à votre micro, et vous pouvez discuter avec quelqu’un en quelques secondes. Un chat texte accompagne la vidéo pour les moments où il est plus simple d’écrire.',
        'Vous préférez une application ? Match Up peut être installé sur votre écran d’accueil ou votre bureau directement depuis votre navigateur ; il s’ouvre alors dans sa propre fenêtre, comme n’importe quelle autre application.',
        'Envie de vous échauffer d’abord ? Le partenaire d’entraînement IA vous permet de répéter une conversation à l’oral ou par écrit avant de rencontrer de vraies personnes. Pratique en cas de timidité ou si vous vous exercez dans une nouvelle langue.',
      ],
    },
    {
      heading: 'Sans publicité',
      paragraphs: [
        'Match Up est gratuit et sans publicité. Pas de bannières, pas de pop-ups, pas de vidéos à subir avant votre prochaine mise en relation. Nous préférons que l’espace de votre écran revienne à la personne avec qui vous parlez.',
      ],
    },
    {
      heading: 'Confidentialité',
      paragraphs: [
        'Les appels vidéo sont en pair à pair (peer-to-peer) : votre vidéo et votre son circulent directement entre vous et l’autre personne. Nous ne les enregistrons ni ne les stockons jamais. Il faut parfois passer par un serveur relais, uniquement pour établir l’appel ; même dans ce cas, les flux restent chiffrés et ne sont jamais stockés.',
        'Nous ne conservons que ce dont nous avons besoin pour faire fonctionner le service, comme vos points, votre nom d’utilisateur et d’éventuels signalements liés à la sécurité. Nous ne vendons ni ne partageons vos données personnelles, et vous pouvez nous demander par e-mail de les supprimer à tout moment. Notre politique de confidentialité en donne le détail dans un langage clair.',
      ],
    },
    {
      heading: 'Notre vision',
      paragraphs: [
        'Selon nous, rencontrer de nouvelles personnes en ligne devrait ressembler à une bonne conversation lors d’une soirée, pas à un défilé de visages. Un peu de jeu partagé aide beaucoup à y parvenir.',
        'Notre objectif est simple : un lieu où des adultes peuvent rencontrer quelqu’un de nouveau, rire un peu, apprendre quelque chose et repartir avec le sentiment d’être un peu plus proches des autres qu’avant. Nous continuerons à construire dans ce sens, une rencontre après l’autre.',
      ],
    },
  ],
};
