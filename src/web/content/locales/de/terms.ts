import type { LegalDoc } from '../../types.ts';

export const terms: LegalDoc = {
  title: 'Nutzungsbedingungen',
  updated: '01/05/2025',
  intro:
    'Diese Bedingungen erklären die Regeln für die Nutzung von Match Up. Sie sind dazu gedacht, gelesen zu werden – nimm dir bitte ein paar Minuten Zeit dafür. Indem du Match Up nutzt, stimmst du ihnen zu.',
  sections: [
    {
      heading: '1. Zustimmung',
      paragraphs: [
        'Indem du {siteName} öffnest und einen beliebigen Teil davon nutzt, ob als Gast oder mit Konto, stimmst du diesen Bedingungen und unserer Datenschutzerklärung zu. Wenn du nicht einverstanden bist, nutze den Dienst bitte nicht.',
      ],
    },
    {
      heading: '2. Voraussetzungen',
      paragraphs: [
        'Du musst mindestens 18 Jahre alt sein, um {siteName} zu nutzen. Mit der Nutzung des Dienstes bestätigst du, dass du 18 Jahre oder älter bist und dass du ihn nach den an deinem Wohnort geltenden Gesetzen nutzen darfst.',
        'Haben wir Grund zu der Annahme, dass jemand jünger als 18 ist, entziehen wir der Person den Zugang.',
      ],
    },
    {
      heading: '3. Konten und Gastsitzungen',
      paragraphs: [
        'Du kannst {siteName} als Gast nutzen, ohne ein Konto zu erstellen. Gäste können chatten und spielen, aber Punkte zählen nur dann für die Rangliste, wenn du dich mit Google oder Facebook anmeldest.',
        'Wenn du dich anmeldest, bist du für die Aktivitäten in deinem Konto verantwortlich. Wähle einen Benutzernamen, der weder beleidigend noch irreführend ist und sich nicht als jemand anderes ausgibt. Wir können Benutzernamen, die gegen diese Bedingungen verstoßen, ändern oder entfernen.',
      ],
    },
    {
      heading: '4. Verhalten',
      paragraphs: [
        '{siteName} funktioniert nur, wenn Menschen anständig miteinander umgehen. Bei der Nutzung des Dienstes darfst du nicht:',
        'Nacktheit oder sexuelle Inhalte zeigen; andere belästigen, bedrohen, mobben oder einschüchtern; Hasserfülltes gegen Menschen aufgrund dessen, wer sie sind, posten oder sagen; Personen unter 18 Jahren in irgendeiner Weise einbeziehen, darstellen oder ins Visier nehmen; Spam, Werbung, Betrugsmaschen oder wiederholt unerwünschte Nachrichten senden; andere ohne deren klare Einwilligung aufnehmen, Screenshots von ihnen machen oder sie streamen; oder in Spielen schummeln, auch nicht mithilfe von Tools, mehreren Konten oder Absprachen mit anderen Spielern, um sich unfair Punkte zu verschaffen.',
        'Außerdem darfst du nicht gegen Gesetze verstoßen, nicht versuchen, den Dienst zu stören oder anzugreifen, und nicht versuchen, eine Sperre zu umgehen.',
      ],
    },
    {
      heading: '5. Spiele, Punkte und Rangliste',
      paragraphs: [
        'Wer miteinander verbunden ist, kann Live-Minispiele spielen, darunter ein Quiz-Duell und eine Lach-Challenge. Wer angemeldet ist, erhält Punkte für Spiele, und die Punkte werden auf einer Monats- und einer Allzeit-Rangliste angezeigt.',
        'Punkte haben keinen Geldwert und können nicht gekauft, verkauft oder getauscht werden. Wir können Punkte entfernen, Punktestände zurücksetzen oder Konten von der Rangliste entfernen, wenn wir Schummeln oder Punkte-Farming feststellen, etwa wenn sich jemand immer wieder mit demselben Gegenüber verbinden lässt, um sich gegenseitig Siege zuzuschieben.',
        'Die Lächelerkennung in der Lach-Challenge läuft auf deinem Gerät und wird sich, wie jede automatische Erkennung, gelegentlich irren. Spielergebnisse sind endgültig, es sei denn, wir stellen fest, dass sie durch Schummeln zustande gekommen sind.',
      ],
    },
    {
      heading: '6. Moderation und Meldungen',
      paragraphs: [
        'Wenn jemand gegen diese Bedingungen verstößt, kannst du die Person in der App melden. Eine Meldung kann die Textchat-Nachrichten aus dem betreffenden Gespräch enthalten, damit sie geprüft werden kann.',
        'Melde bitte nur echte Probleme. Falsche oder missbräuchliche Meldungen sind selbst ein Verstoß gegen diese Bedingungen.',
        'Wir können automatisch oder nach einer Prüfung auf Meldungen reagieren und auch von uns aus tätig werden, wenn wir einen Verstoß feststellen.',
      ],
    },
    {
      heading: '7. Sperren',
      paragraphs: [
        'Wenn drei verschiedene Personen dich innerhalb von 24 Stunden melden, wirst du für 24 Stunden gesperrt. Wirst du danach erneut gesperrt, dauert die nächste Sperre 7 Tage. Bei schweren Verstößen können wir Konten auch direkt sperren.',
        'Sperren gelten für dein Konto und dein Gerät; Abmelden, ein Kontowechsel oder Spielen als Gast hebt eine Sperre also nicht auf. Der Versuch, eine Sperre zu umgehen, kann zu einer längeren Sperre führen.',
      ],
    },
    {
      heading: '8. Einspruch',
      paragraphs: [
        'Wenn du glaubst, dass du irrtümlich gesperrt wurdest, kannst du per E-Mail an {appealsEmail} Einspruch einlegen. Gib deinen Benutzernamen an, falls du einen hast, außerdem den ungefähren Zeitpunkt der Sperre und warum du die Sperre für falsch hältst.',
        'Wir prüfen deinen Einspruch und antworten per E-Mail. Stellen wir fest, dass die Sperre ein Fehler war, heben wir sie auf.',
      ],
    },
    {
      heading: '9. Hinweise und Haftung',
      paragraphs: [
        '{siteName} verbindet dich mit fremden Menschen. Wir können weder überprüfen, wer diese Personen sind, noch kontrollieren, was sie sagen oder zeigen, und du nutzt den Dienst auf eigenes Risiko. Teile niemals persönliche Daten wie deine Anschrift, Passwörter oder Finanzinformationen mit Personen, die du hier kennenlernst.',
        'Der Dienst wird kostenlos und „wie besehen“ bereitgestellt. Wir versprechen nicht, dass er immer verfügbar oder fehlerfrei ist oder dass du immer jemanden findest. Soweit gesetzlich zulässig, haften wir nicht für das Verhalten anderer oder für mittelbare Schäden, die sich aus deiner Nutzung von {siteName} ergeben.',
      ],
    },
    {
      heading: '10. Änderungen und Kontakt',
      paragraphs: [
        'Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. In diesem Fall ändern wir das Datum oben auf dieser Seite. Wenn du {siteName} nach einer Änderung weiter nutzt, akzeptierst du die aktualisierten Bedingungen.',
        'Bei Fragen zu diesen Bedingungen erreichst du uns unter {privacyEmail}. Für Einsprüche gegen Sperren nimm bitte {appealsEmail}, damit deine Nachricht an der richtigen Stelle ankommt.',
      ],
    },
  ],
};
