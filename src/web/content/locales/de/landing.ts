import type { LandingPage } from '../../types.ts';

export const landingPages: LandingPage[] = [
  {
    path: '/random-video-chat',
    title: 'Zufallsvideochat mit eingebauten Spielen',
    metaTitle: 'Zufallsvideochat mit Spielen | Match Up',
    metaDescription:
      'Match Up: kostenloser Zufallsvideochat für Erwachsene. Triff 1:1 jemand Fremdes und brich das Eis mit Quizduell, Lach-Challenge oder „Lies meine Gedanken“.',
    banner: 'Kostenlos, werbefrei und nur ab 18',
    subtitle: 'Lerne in Sekunden jemand Neues kennen und spiel dann eine schnelle Runde zusammen.',
    intro: [
      'Zufallsvideochat ist ganz einfach: Du startest die Suche und wirst unter vier Augen mit einem anderen Erwachsenen verbunden, den du noch nie getroffen hast. Bei Match Up muss das Gespräch nicht vom Smalltalk leben: Du kannst direkt im Anruf ein Quizduell, eine Lach-Challenge oder eine Runde „Lies meine Gedanken“ starten.',
      'Füge ein paar Interessen hinzu, wenn du jemanden treffen möchtest, der sie teilt, oder lass das Feld leer, um mit irgendwem verbunden zu werden. Neben dem Video gibt es einen Textchat, falls Tippen gerade einfacher ist.',
      'Gäste können sofort loslegen. Punkte und die Rangliste gibt es für Mitglieder: Wenn ein Server die Anmeldung für Mitglieder (Google oder Facebook) anbietet, siehst du das im Anmeldedialog.',
    ],
    faq: [
      {
        question: 'Was ist ein Zufallsvideochat?',
        answer:
          'Ein Zufallsvideochat verbindet dich für einen Live-Videoanruf unter vier Augen mit jemandem, den du nicht kennst. Bei Match Up läuft die Zuordnung automatisch, und auf Wunsch kannst du nach gemeinsamen Interessen verbunden werden.',
      },
      {
        question: 'Wie starte ich einen Zufallsvideochat bei Match Up?',
        answer:
          'Öffne Match Up, erlaube den Zugriff auf Kamera und Mikrofon und starte die Suche. Wenn du jemanden mit deinen Interessen treffen willst, füge vorher ein paar hinzu.',
      },
      {
        question: 'Ist die Zuordnung komplett zufällig?',
        answer:
          'Wenn du keine Interessen angibst, wirst du mit jemandem verbunden, der gerade verfügbar ist. Wenn doch, versuchen wir, dich mit jemandem zusammenzubringen, der dieselben gewählt hat.',
      },
      {
        question: 'Welche Spiele kann ich im Zufallsvideochat spielen?',
        answer:
          'Es gibt fünf Live-Minispiele: das Quizduell; die Lach-Challenge, bei der eine Person versucht, die andere zum Lachen zu bringen; „Lies meine Gedanken“, bei dem ihr beide dieselbe „Was wäre dir lieber …“-Frage beantwortet und tippt, was das Gegenüber gewählt hat; „Vier gewinnt“, bei dem ihr abwechselnd Steine werft, bis eine Person vier in einer Reihe hat; und „Zeichnen und raten“, bei dem eine Person ein Wort zeichnet und die andere es im Chat errät. Alle fünf spielst du während des Anrufs mit deinem Gegenüber.',
      },
      {
        question: 'Wie läuft ein Quizduell ab?',
        answer:
          'Du und dein Gegenüber tretet während des Anrufs bei Quizfragen gegeneinander an. Wenn du angemeldet bist, bekommst du für dein Ergebnis Punkte.',
      },
      {
        question: 'Brauche ich ein Konto für den Zufallsvideochat?',
        answer:
          'Nein. Du kannst als Gast chatten und spielen. Wo die Anmeldung für Mitglieder (Google oder Facebook) angeboten wird, sammelst du nach der Anmeldung Punkte und erscheinst in der Rangliste; der Anmeldedialog zeigt, was dieser Server anbietet.',
      },
      {
        question: 'Kann ich während eines Videoanrufs Textnachrichten schicken?',
        answer: 'Ja. Neben dem Video gibt es einen Textchat, sodass du beim Reden tippen kannst.',
      },
      {
        question: 'Wer darf Match Up nutzen?',
        answer:
          'Match Up ist nur für Erwachsene. Du musst mindestens 18 Jahre alt sein, um es zu nutzen.',
      },
    ],
  },
  {
    path: '/talk-to-strangers',
    title: 'Mit Fremden reden – ohne peinliche Stille',
    metaTitle: 'Online mit Fremden chatten | Match Up',
    metaDescription:
      'Chatte mit Fremden auf Match Up – mit Eisbrecher-Spielen, Matching nach Interessen und Textchat. Üb vorher mit einem KI-Übungspartner. Kostenlos und nur ab 18.',
    banner: 'Ins Gespräch kommen leicht gemacht',
    subtitle:
      'Spiele, gemeinsame Interessen und ein Übungspartner helfen dir, Gesprächsstoff zu finden.',
    intro: [
      'Mit Fremden zu reden kann richtig Spaß machen, aber die ersten Sekunden sind oft die schwersten. Match Up macht dir den Einstieg leicht: Füge Interessen hinzu, um jemanden zu treffen, der sie teilt, oder starte ein schnelles Spiel und lass das Gespräch von selbst entstehen.',
      'Du bist schüchtern, aus der Übung oder lernst gerade eine neue Sprache? Mit dem KI-Übungspartner kannst du ein Gespräch per Sprache proben, bevor du mit echten Menschen redest.',
      'Auf Match Up sollen alle erwachsen sein, die Regeln sind kurz und klar, und wer eine Grenze überschreitet, kann gemeldet werden.',
    ],
    faq: [
      {
        question: 'Wie rede ich auf Match Up mit Fremden?',
        answer:
          'Öffne die Website, erlaube den Zugriff auf Kamera und Mikrofon, und du wirst für einen Videochat unter vier Augen mit einem anderen Erwachsenen verbunden. Du kannst laut reden, im Textchat tippen oder beides.',
      },
      {
        question: 'Was sage ich zu einer fremden Person?',
        answer:
          'Ein freundliches Hallo und eine Frage, was die Person gern macht, reichen meistens. Wenn das Gespräch stockt, starte ein Quizduell, eine Lach-Challenge oder „Lies meine Gedanken“ und lass das Spiel den Rest erledigen.',
      },
      {
        question: 'Was ist der KI-Übungspartner?',
        answer:
          'Ein KI-Übungspartner, mit dem du per Sprache reden kannst, um das Chatten zu üben, bevor du echte Menschen triffst. Das hilft bei Lampenfieber oder wenn du eine Sprache üben willst.',
      },
      {
        question: 'Ist der KI-Übungspartner ein echter Mensch?',
        answer:
          'Nein, er ist eine KI. Wenn du mit einem echten Menschen reden willst, starte stattdessen die Suche.',
      },
      {
        question: 'Werden meine Gespräche mit dem Übungspartner gespeichert?',
        answer:
          'Wir verarbeiten deine Nachrichten, damit der Übungspartner antworten kann, speichern sie aber nicht. Ist für den Dienst ein externer KI-Anbieter eingerichtet, werden deine Nachrichten an diesen Anbieter geschickt, um die Antwort zu erstellen.',
      },
      {
        question: 'Kann ich mir aussuchen, mit wem ich rede?',
        answer:
          'Eine bestimmte Person kannst du nicht auswählen, aber du kannst Interessen hinzufügen, damit wir versuchen, dich mit jemandem zu verbinden, der sie teilt.',
      },
      {
        question: 'Was tun, wenn jemand unhöflich oder unangemessen ist?',
        answer:
          'Melde die Person und beende den Chat. Wenn drei verschiedene Personen denselben Nutzer innerhalb von 24 Stunden melden, wird er für 24 Stunden gesperrt; Wiederholungstäter werden für 7 Tage gesperrt.',
      },
      {
        question: 'Kann ich mit Fremden reden, ohne meinen Namen zu nennen?',
        answer:
          'Ja. Als Gast musst du weder Namen noch E-Mail-Adresse angeben. Wenn du dich mit Google oder Facebook anmeldest, erhalten wir von dort deinen Anzeigenamen und deine E-Mail-Adresse – und wir verkaufen oder teilen sie niemals.',
      },
    ],
  },
  {
    path: '/meet-strangers-online',
    title: 'Online Fremde kennenlernen, die deine Interessen teilen',
    metaTitle: 'Neue Leute nach Interessen kennenlernen | Match Up',
    metaDescription:
      'Lerne mit Match Up online neue Leute kennen: Matching nach Interessen, Live-Spiele zu zweit und die monatliche Rangliste. Kostenlos, werbefrei und nur ab 18.',
    banner: 'Neue Leute, gemeinsame Interessen',
    subtitle: 'Sag uns, worauf du stehst, und lerne Leute kennen, die das auch mögen.',
    intro: [
      'Fremde online kennenzulernen macht mehr Spaß, wenn man etwas gemeinsam hat. Bei Match Up kannst du vor dem Start Interessen hinzufügen, und wir versuchen, dich mit jemandem zu verbinden, der dieselben gewählt hat.',
      'Jedes Match ist ein Videochat unter vier Augen mit einem anderen Erwachsenen. Spielt eine Runde zusammen, schaut, wer vorne liegt, und wenn du angemeldet bist, sammelst du Punkte für die Monats- und die Allzeit-Rangliste.',
    ],
    faq: [
      {
        question: 'Wie funktioniert das Matching nach Interessen?',
        answer:
          'Füge vor dem Start ein paar Interessen hinzu, und wir versuchen, dich mit jemandem zusammenzubringen, der dieselben gewählt hat. Interessen sind optional – lass sie leer, um alle treffen zu können.',
      },
      {
        question: 'Woher kommen die Leute, die ich treffe?',
        answer:
          'Alle ab 18 können Match Up im Webbrowser nutzen, daher triffst du vielleicht Menschen aus vielen verschiedenen Ländern.',
      },
      {
        question: 'Wie funktionieren Punkte und Rangliste?',
        answer:
          'Angemeldete Spieler sammeln Punkte, indem sie mit ihren Matches spielen. Die Punkte zählen sowohl für die Monats- als auch für die Allzeit-Rangliste.',
      },
      {
        question: 'Warum muss ich mich anmelden, um Punkte zu sammeln?',
        answer:
          'Punkte brauchen ein Konto, bei dem sie bleiben. Deshalb zählen sie nur für Mitglieder, wo die Anmeldung für Mitglieder (Google oder Facebook) angeboten wird; der Anmeldedialog zeigt, was dieser Server anbietet. Gäste können die Spiele immer spielen.',
      },
      {
        question: 'Ist es sicher, auf Match Up Fremde online kennenzulernen?',
        answer:
          'Match Up ist nur für Erwachsene, hat klare Regeln und lässt dich alle melden, die dagegen verstoßen. Trotzdem: Gib niemals persönliche Daten wie deine Adresse oder Finanzinformationen an jemanden weiter, den du gerade erst kennengelernt hast.',
      },
      {
        question: 'Kann ich auch am Handy neue Leute kennenlernen?',
        answer:
          'Ja. Match Up läuft im Webbrowser und funktioniert daher auf dem Handy genauso wie am Computer. Du kannst es auch auf deinem Startbildschirm installieren, damit es sich wie eine App öffnet.',
      },
      {
        question: 'Wie mache ich im Videochat einen guten ersten Eindruck?',
        answer:
          'Gutes Licht, ein freundliches Hallo und eine ehrlich gemeinte Frage an dein Gegenüber bringen viel. Ein schnelles gemeinsames Spiel ist ein einfacher Weg, gleich zusammen zu lachen.',
      },
      {
        question: 'Was, wenn es mit jemandem nicht passt?',
        answer:
          'Kein Problem. Beende den Chat und starte eine neue Suche – nicht jedes Gespräch muss ein großartiges sein.',
      },
    ],
  },
  {
    path: '/video-chat-with-strangers',
    title: 'Videochat mit Fremden – sicher und privat',
    metaTitle: 'Privater Videochat mit Fremden | Match Up',
    metaDescription:
      'Videochat mit Fremden auf Match Up: P2P-Anrufe ohne Aufzeichnung, Regeln nur für Erwachsene, einfaches Melden und faire Sperren. Kostenlos und werbefrei.',
    banner: 'Privat von Grund auf',
    subtitle: 'Peer-to-Peer-Anrufe, die nie aufgezeichnet werden, und klare Regeln für alle.',
    intro: [
      'Wenn du mit Fremden videochattest, solltest du genau wissen, was mit deinem Video passiert. Bei Match Up laufen Anrufe Peer-to-Peer: Bild und Ton von Kamera und Mikrofon gehen direkt an die Person, mit der du sprichst. Wir zeichnen sie nie auf und speichern sie nie.',
      'Match Up ist nur für Erwachsene, und die Regeln sind einfach: keine Nacktheit, keine Belästigung, kein Hass, kein Spam. Wer dagegen verstößt, kann gemeldet werden, und Meldungen führen zu zeitlich begrenzten Sperren.',
      'Wir verkaufen oder teilen deine personenbezogenen Daten nicht, und du kannst jederzeit verlangen, dass wir sie löschen.',
    ],
    faq: [
      {
        question: 'Werden Videochats auf Match Up aufgezeichnet?',
        answer:
          'Nein. Wir zeichnen Video und Audio nie auf und speichern sie nie. Anrufe laufen Peer-to-Peer, Bild und Ton gehen also direkt zwischen dir und deinem Gegenüber hin und her.',
      },
      {
        question: 'Was ist ein Relay-Server und warum sollte mein Anruf einen nutzen?',
        answer:
          'Manche Netzwerke blockieren direkte Verbindungen zwischen Geräten. Dann läuft der Anruf über einen Relay-Server, nur um euch zu verbinden; Bild und Ton bleiben verschlüsselt und werden nie gespeichert.',
      },
      {
        question: 'Ist mein Videochat verschlüsselt?',
        answer:
          'Ja. Video und Audio werden bei der Übertragung verschlüsselt, auch wenn ein Anruf über einen Relay-Server laufen muss.',
      },
      {
        question: 'Wie melde ich jemanden, der gegen die Regeln verstößt?',
        answer:
          'Nutze die Meldefunktion in der App. Eine Meldung kann die Textchat-Nachrichten aus diesem Gespräch enthalten, damit es geprüft werden kann.',
      },
      {
        question: 'Was passiert, wenn jemand gemeldet wird?',
        answer:
          'Wenn drei verschiedene Personen denselben Nutzer innerhalb von 24 Stunden melden, wird er für 24 Stunden gesperrt. Wer erneut verstößt, wird für 7 Tage gesperrt.',
      },
      {
        question: 'Ich wurde versehentlich gesperrt. Was kann ich tun?',
        answer:
          'Schreib eine E-Mail an {appealsEmail} mit deinem Benutzernamen, falls du einen hast, und einer kurzen Erklärung. Wir prüfen deinen Einspruch und heben die Sperre auf, wenn sie zu Unrecht war.',
      },
      {
        question: 'Schickt die Lach-Challenge mein Gesicht an einen Server?',
        answer:
          'Nein. Die Lächelerkennung läuft nur auf deinem Gerät, und deine Gesichtsdaten verlassen es nie.',
      },
      {
        question: 'Verkauft Match Up meine Daten?',
        answer:
          'Nein. Wir verkaufen oder teilen deine personenbezogenen Daten nicht, und auf Match Up gibt es keine Werbung.',
      },
    ],
  },
  {
    path: '/free-online-video-chat',
    title: 'Kostenloser Online-Videochat ohne Werbung',
    metaTitle: 'Kostenloser Videochat ohne Werbung | Match Up',
    metaDescription:
      'Kostenloser Online-Videochat ohne Werbung und ohne Download. Nutze Match Up als Gast im Browser oder installiere es wie eine App. Mit Spielen, nur ab 18.',
    banner: 'Kostenlos. Ohne Werbung. Ohne Download.',
    subtitle: 'Videochat, Textchat und Spiele – alles kostenlos und alles im Browser.',
    intro: [
      'Match Up ist ein kostenloser Online-Videochat ohne Werbung. Keine Banner, keine Pop-ups und keine Videos, die du zwischen zwei Matches aussitzen musst.',
      'Du musst nichts herunterladen und kein Konto anlegen. Öffne die Website in einem aktuellen Browser, erlaube Kamera und Mikrofon und lerne neue Leute kennen. Wenn es dir gefällt, installiere Match Up auf deinem Startbildschirm oder Desktop, damit es sich wie eine App öffnet.',
    ],
    faq: [
      {
        question: 'Ist Match Up wirklich kostenlos?',
        answer:
          'Ja. Videochat, Textchat, die Spiele und der KI-Übungspartner sind komplett kostenlos.',
      },
      {
        question: 'Warum zeigt Match Up keine Werbung?',
        answer:
          'Dein Bildschirm soll der Person gehören, mit der du sprichst, deshalb zeigen wir keine Werbung. Außerdem verkaufen oder teilen wir deine personenbezogenen Daten nicht.',
      },
      {
        question: 'Muss ich etwas herunterladen?',
        answer:
          'Nein. Match Up läuft in deinem Webbrowser. Wenn du magst, kannst du es über deinen Browser als App installieren, um schneller darauf zuzugreifen.',
      },
      {
        question: 'Wie installiere ich Match Up als App?',
        answer:
          'Nutze in einem unterstützten Browser die Installationsoption in der Adressleiste oder im Browsermenü; auf Smartphones heißt sie oft „Zum Startbildschirm hinzufügen“. Match Up öffnet sich dann in einem eigenen Fenster.',
      },
      {
        question: 'Kann ich den kostenlosen Videochat ohne Registrierung nutzen?',
        answer:
          'Ja. Gäste können ohne Konto videochatten und spielen. Punkte gibt es für Mitglieder, wo die Anmeldung für Mitglieder (Google oder Facebook) angeboten wird.',
      },
      {
        question: 'Was brauche ich für einen Online-Videochat?',
        answer:
          'Ein Gerät mit Kamera und Mikrofon, einen aktuellen Webbrowser und eine stabile Internetverbindung. Beim Start wirst du gebeten, den Zugriff auf Kamera und Mikrofon zu erlauben.',
      },
      {
        question: 'Was ist VeeClips?',
        answer:
          'VeeClips ist eine Funktion für kurze Clips, an der wir gerade arbeiten. Sie kommt bald und ist noch nicht verfügbar.',
      },
      {
        question: 'Wie lösche ich meine Daten?',
        answer:
          'Öffne die Einstellungen und wähle unter „Deine Daten“ die Option „Mein Konto löschen“ (Gäste: „Sitzung beenden und meine Daten löschen“); mit „Meine Daten herunterladen“ bekommst du vorher eine Kopie. Video und Audio werden nie gespeichert, dort gibt es also nichts zu löschen.',
      },
    ],
  },
];
