import type { LegalDoc } from '../../types.ts';

export const privacy: LegalDoc = {
  title: 'Politique de confidentialité',
  updated: '01/05/2025',
  intro:
    'Cette politique explique quelles informations Match Up collecte, pourquoi nous en avons besoin et ce que nous en faisons. En bref : votre vidéo et votre son ne sont jamais enregistrés ni stockés, nous ne conservons que ce qui est nécessaire pour faire fonctionner le service et en assurer la sécurité, et nous ne vendons ni ne partageons vos données personnelles.',
  sections: [
    {
      heading: 'En bref',
      paragraphs: [
        'Les appels vidéo sur {siteName} sont en pair à pair (peer-to-peer). Les flux de votre caméra et de votre micro vont directement à la personne avec qui vous parlez, et nous ne les enregistrons ni ne les stockons jamais.',
        'Nous stockons une petite quantité d’informations pour que vous puissiez vous connecter, gagner des points et apparaître dans le classement, et pour que nous puissions traiter les signalements et les bannissements. Nous ne vendons pas vos données personnelles, nous ne les partageons pas avec des annonceurs, et il n’y a aucune publicité sur {siteName}.',
        'Vous pouvez télécharger vos données ou supprimer votre compte à tout moment dans les Paramètres, rubrique « Vos données », ou nous le demander en écrivant à {privacyEmail}.',
      ],
    },
    {
      heading: 'Vidéo et audio',
      paragraphs: [
        'Lorsqu’on vous met en relation avec quelqu’un, votre navigateur établit une connexion directe, en pair à pair, avec le sien. Votre vidéo et votre son transitent par cette connexion et sont chiffrés pendant leur transmission.',
        'Certains réseaux bloquent les connexions directes. Dans ce cas, l’appel peut passer par un serveur relais dont le seul rôle est de vous relier l’un à l’autre. Les flux qui passent par un relais restent chiffrés, et le relais ne les enregistre ni ne les stocke.',
        'Nous n’enregistrons, ne sauvegardons ni ne conservons jamais de copie de votre vidéo ou de votre son, que l’appel soit direct ou relayé.',
        'Lors d’un appel direct, le navigateur de l’autre personne peut voir votre adresse IP, comme dans tout appel en pair à pair. Une adresse IP peut indiquer approximativement où vous vous trouvez et quel fournisseur d’accès à Internet vous utilisez.',
        'Pour l’éviter, activez « Relayer mes appels (masque mon IP) » dans les Paramètres. Vos appels passent alors toujours par notre serveur relais : l’autre personne ne voit que l’adresse du relais, jamais la vôtre. Les appels relayés peuvent présenter un peu plus de latence. Ce réglage n’est proposé que si ce service dispose d’un serveur relais ; un VPN masque aussi votre adresse.',
      ],
    },
    {
      heading: 'Informations que nous stockons',
      paragraphs: [
        'Si vous vous connectez avec Google ou Facebook, nous stockons un identifiant de compte interne, l’identifiant que votre fournisseur de connexion nous transmet pour votre compte, ainsi que le nom d’affichage et l’adresse e-mail que ce fournisseur partage avec nous. Nous stockons aussi le nom d’utilisateur que vous utilisez sur {siteName}. Nous ne voyons ni ne stockons jamais votre mot de passe Google ou Facebook.',
        'Lorsque vous accédez au service, nous utilisons votre adresse IP pour déterminer dans quel pays vous vous trouvez. Cette recherche s’effectue hors ligne, à l’aide d’une base de données hébergée sur nos propres serveurs ; aucun service tiers n’intervient. Nous utilisons le pays pour faire fonctionner le service et contribuer à sa sécurité. Ce produit inclut des données GeoLite2 créées par MaxMind. Mention d’attribution : « This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com ».',
        'Avant votre première recherche, nous vous demandons votre date de naissance, car {siteName} est réservé aux adultes. Nous stockons la date et le résultat : sur votre compte si vous avez ouvert une session, et sur votre appareil (dans son cookie d’appareil) pour les invités. Si la réponse indique moins de 18 ans, nous le retenons aux deux endroits pendant 24 heures, afin qu’une autre date ne puisse pas être essayée aussitôt.',
        'Nous stockons vos points et vos résultats de jeu afin de tenir les scores et d’établir les classements du mois et de tous les temps.',
        'Si vous signalez quelqu’un, ou si quelqu’un vous signale, nous stockons le signalement avec le motif choisi (par exemple « Harcèlement ou haine »). Un signalement peut comporter les messages du chat texte de cette conversation qui y sont joints, afin de pouvoir être examiné. En dehors des messages joints à un signalement, nous ne conservons pas vos conversations écrites.',
        'Nous conservons un historique des bannissements, indiquant notamment qui a été banni, pourquoi et pour combien de temps, afin de pouvoir les faire respecter et d’appliquer des bannissements plus longs en cas de récidive.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Nous utilisons deux cookies. Un cookie de renouvellement de session garde votre session ouverte d’une visite à l’autre. Un cookie d’appareil nous aide à reconnaître un même appareil pour des raisons de sécurité, par exemple pour qu’un bannissement ne puisse pas être contourné simplement en se déconnectant ou en jouant en mode invité.',
        'Nous n’utilisons pas de cookies publicitaires et nous ne laissons pas de tiers déposer des cookies de suivi par l’intermédiaire de {siteName}.',
      ],
    },
    {
      heading: 'Réglages enregistrés sur votre appareil',
      paragraphs: [
        'Certains de vos réglages et préférences sont enregistrés dans le stockage local de votre navigateur pour que l’application s’en souvienne la prochaine fois. Ces informations restent sur votre appareil. Vous pouvez les effacer à tout moment depuis les paramètres de votre navigateur.',
      ],
    },
    {
      heading: 'Le défi du rire et la détection du visage',
      paragraphs: [
        'Le défi du rire utilise la détection de sourire pour déterminer si un joueur a ri. Cette détection s’exécute uniquement sur votre propre appareil, dans votre navigateur. Les images de votre visage et les données de détection ne quittent jamais votre appareil et ne sont jamais envoyées, ni à nous ni à qui que ce soit. Seul le résultat de la partie sert au calcul des scores.',
      ],
    },
    {
      heading: 'Le bouclier anti-nudité',
      paragraphs: [
        'Pour vous protéger de la nudité non désirée, la vidéo de l’autre personne est analysée par un classificateur d’images qui fonctionne uniquement sur votre propre appareil, dans votre navigateur. Quelques fois par seconde au début d’un appel, puis environ une fois par seconde, une petite copie d’une image de la vidéo est transmise au classificateur dans la mémoire de votre navigateur, puis supprimée.',
        'Aucune vidéo, aucune image extraite de la vidéo ni aucune autre image n’est enregistrée, stockée ou envoyée, ni à nous ni à qui que ce soit. Si vous signalez quelqu’un après que le bouclier a flouté sa vidéo, le signalement ne contient que ce que le bouclier a détecté (une catégorie, comme « Pornographie », et un score), jamais une image.',
        'Vous pouvez désactiver « Démarrer les appels floutés jusqu’à vérification » et « Flouter les vidéos explicites » dans les Paramètres ; ces choix ne sont enregistrés que sur votre appareil.',
      ],
    },
    {
      heading: 'Le partenaire d’entraînement IA',
      paragraphs: [
        'Lorsque vous discutez avec le partenaire d’entraînement IA, vos messages sont traités pour qu’il puisse vous répondre. Nous ne stockons pas ces conversations.',
        'Si l’exploitant de ce service a configuré un fournisseur d’IA externe, vos messages au partenaire d’entraînement sont envoyés à ce fournisseur pour générer une réponse. Évitez de communiquer au partenaire d’entraînement des informations personnelles dont vous ne voudriez pas qu’elles soient traitées de cette manière.',
      ],
    },
    {
      heading: 'Comment nous utilisons vos informations',
      paragraphs: [
        'Nous utilisons les informations décrites ci-dessus uniquement pour faire fonctionner {siteName} : vous connecter, vous mettre en relation avec d’autres personnes, faire tourner les jeux et tenir les scores, afficher le classement, examiner les signalements, appliquer les bannissements et protéger le service contre les abus.',
        'Nous n’utilisons pas vos informations à des fins publicitaires et nous ne constituons pas de profils marketing à votre sujet.',
      ],
    },
    {
      heading: 'Partage',
      paragraphs: [
        'Nous ne vendons pas vos données personnelles et nous ne les partageons pas avec des tiers. La seule exception est celle décrite plus haut : si un fournisseur d’IA externe est configuré, les messages que vous envoyez au partenaire d’entraînement IA sont transmis à ce fournisseur pour qu’il puisse répondre.',
        'N’oubliez pas que les personnes avec qui vous discutez voient tout ce que vous montrez à la caméra et lisent tout ce que vous écrivez dans le chat. Ne partagez que ce que vous seriez à l’aise de partager avec un inconnu.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        'Les informations de votre compte, vos points et vos résultats de jeu sont conservés tant que votre compte existe. Lorsque vous supprimez votre compte, ils sont supprimés avec lui, à l’exception de vos points, qui restent dans le classement sans aucun nom afin que les autres joueurs conservent leur rang.',
        'Une session de connexion dure {sessionDays} jours, sauf si vous vous déconnectez avant. Les sessions expirées ou terminées sont supprimées automatiquement.',
        'Une session invité inutilisée pendant {guestIdleDays} jours est supprimée automatiquement, avec ses données, de la même manière que lorsque vous la supprimez vous-même.',
        'Les signalements sont supprimés {reportDays} jours après leur dépôt. Nous ne conservons qu’un décompte des signalements par mois et par motif, affiché sur la page Transparence, qui ne nomme personne.',
        'L’historique des bannissements est conservé pour que nous puissions faire respecter les bannissements et repérer les récidives. Un bannissement encore en cours reste actif sur les navigateurs concernés même si le compte est supprimé : supprimer un compte ne permet donc pas d’échapper à un bannissement.',
      ],
    },
    {
      heading: 'Vos données : téléchargement et suppression',
      paragraphs: [
        'Dans les Paramètres, rubrique « Vos données », « Télécharger mes données » vous fournit un fichier JSON contenant ce que nous stockons à votre sujet : votre compte, vos mouvements de points, les signalements que vous avez effectués, vos blocages, bannissements et contestations, ainsi que la date à laquelle vous avez répondu à la vérification d’âge.',
        '« Supprimer mon compte » vous déconnecte sur tous vos appareils et supprime votre nom, votre adresse e-mail, votre nom d’utilisateur, vos appareils, vos blocages et votre réponse à la vérification d’âge. Les signalements que vous avez effectués ou reçus restent comptabilisés, mais perdent leurs messages de chat, leur appareil et leur adresse. Les invités peuvent faire de même avec « Terminer ma session et supprimer mes données ».',
        'Vos contacts (des deux côtés) et vos propres Récents sont aussi supprimés. Une chose reste un temps, pour protéger les personnes que vous avez rencontrées : quiconque vous a rencontré ces 7 derniers jours garde cet appel dans ses Récents comme « Compte supprimé », avec seulement le pays et l’heure qu’il a vus et jamais votre nom, afin de pouvoir encore le signaler jusqu’à ce qu’il quitte ses Récents. D’ici là, nous gardons aussi les identifiants des navigateurs que vous avez utilisés, uniquement pour qu’un bannissement issu de ces signalements s’y applique, comme tout bannissement. Nous le faisons au titre d’un intérêt légitime : la sécurité des personnes que vous avez rencontrées. Après ces 7 jours, les identifiants des navigateurs sont supprimés, sauf si un bannissement en a résulté.',
        'Vous pouvez aussi nous le demander en écrivant à {privacyEmail} depuis l’adresse associée à votre compte, ou en nous indiquant votre nom d’utilisateur.',
      ],
    },
    {
      heading: 'Réservé aux adultes',
      paragraphs: [
        '{siteName} est réservé aux personnes âgées de 18 ans ou plus. Nous ne collectons pas sciemment d’informations concernant des personnes de moins de 18 ans. Si vous pensez qu’un mineur utilise {siteName}, signalez-le dans l’application ou contactez-nous, et nous prendrons les mesures nécessaires.',
      ],
    },
    {
      heading: 'Modifications de cette politique',
      paragraphs: [
        'Si nous modifions la façon dont nous traitons vos informations, nous mettrons cette page à jour et modifierons la date indiquée en haut.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Vos questions sur la confidentialité, ou vos demandes de consultation ou de suppression de vos données, peuvent être envoyées à {privacyEmail}.',
      ],
    },
  ],
};
