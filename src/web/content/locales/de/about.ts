import type { Section } from '../../types.ts';

export const about: { title: string; lead: string; sections: Section[] } = {
  title: 'Über Match Up',
  lead: 'Match Up ist ein kostenloser Zufalls-Videochat für Erwachsene – mit einem besonderen Dreh: Wenn du jemand Neues triffst, könnt ihr zusammen eine schnelle Runde spielen, statt zu überlegen, was man sagen soll. Match Up ist für lockere, freundliche Gespräche mit Menschen aus aller Welt gemacht.',
  sections: [
    {
      heading: 'Gemeinsam spielen',
      paragraphs: [
        'Ein Gespräch mit einer fremden Person anzufangen, kann sich komisch anfühlen – deshalb haben wir Spiele direkt in den Videoanruf eingebaut. Sobald ihr verbunden seid, kann jeder von euch ein Live-Minispiel starten und es von Angesicht zu Angesicht spielen.',
        'Im Quiz-Duell tretet ihr bei schnellen Fragen direkt gegeneinander an. In der Lach-Challenge versucht einer von euch, den anderen zum Lachen zu bringen, während eine Lächelerkennung über das Ergebnis entscheidet. Diese Erkennung läuft vollständig auf deinem eigenen Gerät, es wird also nichts über dein Gesicht irgendwohin gesendet. Bei „Lies meine Gedanken“ beantwortet ihr beide dieselbe „Was wäre dir lieber …?“-Frage und ratet, was der andere gewählt hat. Bei „Vier gewinnt“ werft ihr abwechselnd Steine in ein Feld mit 7 × 6 Plätzen, bis eine Person vier in einer Reihe hat. Bei „Zeichnen und raten“ zeichnet eine Person ein Wort, das nur sie sieht, und die andere errät es im Chat; jede Runde wird gewechselt, und jedes erratene Wort zählt für euch beide.',
        'Spiele bringen Punkte, und mit Punkten landest du auf der Monats- und der Allzeit-Rangliste. Gäste können sofort loslegen; Punkte gibt es für Mitglieder, sofern die Mitglieder-Anmeldung (mit Google oder Facebook) angeboten wird.',
      ],
    },
    {
      heading: 'Gemeinsame Interessen',
      paragraphs: [
        'Füge vor dem Start ein paar Interessen hinzu, etwa Musik, Gaming, Reisen oder Sprachenlernen, und wir versuchen, dich mit jemandem zu verbinden, der dieselben gewählt hat. So überspringst du ganz einfach den Smalltalk und kommst direkt zu etwas, das euch beiden Spaß macht.',
        'Interessen sind optional. Lässt du sie weg, wirst du mit irgendjemandem verbunden, der gerade verfügbar ist – und genau dabei entstehen oft die überraschendsten Gespräche.',
      ],
    },
    {
      heading: 'Clips – bald verfügbar',
      paragraphs: [
        'Wir arbeiten an VeeClips, einem Ort für kurze Clips. Noch ist es nicht verfügbar; mehr erzählen wir, sobald es so weit ist.',
      ],
    },
    {
      heading: 'Sicher und freundlich',
      paragraphs: [
        'Match Up ist nur für Erwachsene: Du musst mindestens 18 Jahre alt sein, um es zu nutzen. Unsere Regeln sind kurz und klar: keine Nacktheit, keine Belästigung, kein Hass und kein Spam.',
        'Ein Nacktheitsfilter, der auf deinem eigenen Gerät läuft, prüft das Video deines Gegenübers auf Nacktheit. Das Video eines neuen Gegenübers startet unscharf, bis ein erstes Bild geprüft wurde. Wirkt das Video während des Anrufs explizit, wird es sofort unscharf gemacht, und du entscheidest: trotzdem anzeigen, weiter zur nächsten Person oder melden. Vom Video wird nichts aufgezeichnet oder irgendwohin gesendet, nicht einmal an uns. Beide Optionen kannst du in den Einstellungen ändern.',
        'Wenn jemand gegen die Regeln verstößt, kannst du die Person melden und zur nächsten weitergehen. Melden drei verschiedene Personen denselben Nutzer innerhalb von 24 Stunden, wird dieser für 24 Stunden gesperrt. Wiederholte Verstöße führen zu einer Sperre von 7 Tagen. Hältst du eine Sperre für einen Fehler, kannst du per E-Mail Einspruch einlegen, und wir prüfen ihn.',
      ],
    },
    {
      heading: 'Schnell und einfach',
      paragraphs: [
        'Du musst nichts herunterladen und dich nicht registrieren. Öffne die Website, erlaube den Zugriff auf Kamera und Mikrofon, und schon nach wenigen Sekunden kannst du mit jemandem sprechen. Neben dem Video gibt es einen Textchat, falls Tippen gerade einfacher ist.',
        'Lieber eine App? Du kannst Match Up direkt aus deinem Browser auf dem Startbildschirm oder Desktop installieren; dann öffnet es sich wie jede andere App in einem eigenen Fenster.',
        'Erst mal warm werden? Mit dem KI-Übungspartner kannst du ein Gespräch per Sprache oder Text proben, bevor du echte Menschen triffst. Praktisch, wenn du schüchtern bist oder eine neue Sprache übst.',
      ],
    },
    {
      heading: 'Keine Werbung',
      paragraphs: [
        'Match Up ist kostenlos und werbefrei. Keine Banner, keine Pop-ups und keine Videos, die du vor dem nächsten Match aussitzen musst. Der Platz auf deinem Bildschirm soll lieber der Person gehören, mit der du sprichst.',
      ],
    },
    {
      heading: 'Datenschutz',
      paragraphs: [
        'Videoanrufe laufen Peer-to-Peer, das heißt, dein Video und dein Ton gehen direkt zwischen dir und deinem Gegenüber hin und her. Wir zeichnen sie niemals auf und speichern sie nicht. Manchmal ist ein Relay-Server nötig, nur um die Verbindung herzustellen; selbst dann bleiben die Medien verschlüsselt und werden nie gespeichert.',
        'Wir speichern nur, was wir für den Betrieb des Dienstes brauchen, etwa deine Punkte, deinen Benutzernamen und etwaige Sicherheitsmeldungen. Wir verkaufen deine personenbezogenen Daten nicht und geben sie nicht weiter, und du kannst uns jederzeit per E-Mail bitten, sie zu löschen. Unsere Datenschutzerklärung erklärt die Einzelheiten in verständlicher Sprache.',
      ],
    },
    {
      heading: 'Unsere Vision',
      paragraphs: [
        'Wir finden, neue Leute online kennenzulernen sollte sich wie ein gutes Gespräch auf einer Party anfühlen – nicht wie endloses Vorbeiscrollen an Gesichtern. Ein bisschen gemeinsames Spielen trägt viel dazu bei.',
        'Unser Ziel ist einfach: ein Ort, an dem Erwachsene jemand Neues kennenlernen, zusammen lachen, etwas lernen und am Ende mit dem Gefühl gehen, ein bisschen verbundener zu sein als vorher. Daran bauen wir weiter – Match für Match.',
      ],
    },
  ],
};
