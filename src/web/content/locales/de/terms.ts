import type { LegalDoc } from '../../types.ts';

export const terms: LegalDoc = {
  title: 'Nutzungsbedingungen',
  updated: '2025-05-01',
  intro:
    'Diese Bedingungen erklären die Regeln für die Nutzung von Match Up. Sie sind dazu gedacht, gelesen zu werden – bitte nehmen Sie sich ein paar Minuten Zeit dafür. Indem Sie Match Up nutzen, stimmen Sie ihnen zu.',
  sections: [
    {
      heading: '1. Zustimmung',
      paragraphs: [
        'Indem Sie {siteName} öffnen und einen beliebigen Teil davon nutzen, ob als Gast oder mit Konto, stimmen Sie diesen Bedingungen und unserer Datenschutzerklärung zu. Wenn Sie nicht einverstanden sind, nutzen Sie den Dienst bitte nicht.',
      ],
    },
    {
      heading: '2. Voraussetzungen',
      paragraphs: [
        'Sie müssen mindestens 18 Jahre alt sein, um {siteName} zu nutzen. Mit der Nutzung des Dienstes bestätigen Sie, dass Sie 18 Jahre oder älter sind und dass Sie ihn nach den an Ihrem Wohnort geltenden Gesetzen nutzen dürfen.',
        'Haben wir Grund zu der Annahme, dass ein Nutzer jünger als 18 ist, entziehen wir ihm den Zugang.',
      ],
    },
    {
      heading: '3. Konten und Gastsitzungen',
      paragraphs: [
        'Sie können {siteName} als Gast nutzen, ohne ein Konto zu erstellen. Gäste können chatten und spielen, aber Punkte zählen nur dann für die Rangliste, wenn Sie sich mit Google oder Facebook anmelden.',
        'Wenn Sie sich anmelden, sind Sie für die Aktivitäten in Ihrem Konto verantwortlich. Wählen Sie einen Benutzernamen, der weder beleidigend noch irreführend ist und sich nicht als jemand anderes ausgibt. Wir können Benutzernamen, die gegen diese Bedingungen verstoßen, ändern oder entfernen.',
      ],
    },
    {
      heading: '4. Verhalten',
      paragraphs: [
        '{siteName} funktioniert nur, wenn Menschen anständig miteinander umgehen. Bei der Nutzung des Dienstes dürfen Sie nicht:',
        'Nacktheit oder sexuelle Inhalte zeigen; andere belästigen, bedrohen, mobben oder einschüchtern; Hasserfülltes gegen Menschen aufgrund dessen, wer sie sind, posten oder sagen; Personen unter 18 Jahren in irgendeiner Weise einbeziehen, darstellen oder ins Visier nehmen; Spam, Werbung, Betrugsmaschen oder wiederholt unerwünschte Nachrichten senden; andere Nutzer ohne deren klare Einwilligung aufnehmen, Screenshots von ihnen machen oder sie streamen; oder in Spielen schummeln, auch nicht mithilfe von Tools, mehreren Konten oder Absprachen mit anderen Spielern, um sich unfair Punkte zu verschaffen.',
        'Außerdem dürfen Sie nicht gegen Gesetze verstoßen, nicht versuchen, den Dienst zu stören oder anzugreifen, und nicht versuchen, eine Sperre zu umgehen.',
      ],
    },
    {
      heading: '5. Spiele, Punkte und Rangliste',
      paragraphs: [
        'Verbundene Partner können Live-Minispiele spielen, darunter ein Quiz-Duell und eine Lach-Challenge. Angemeldete Spieler erhalten Punkte für Spiele, und die Punkte werden auf einer Monats- und einer Allzeit-Rangliste angezeigt.',
        'Punkte haben keinen Geldwert und können nicht gekauft, verkauft oder getauscht werden. Wir können Punkte entfernen, Punktestände zurücksetzen oder Spieler von der Rangliste entfernen, wenn wir Schummeln oder Punkte-Farming feststellen, etwa wenn sich jemand immer wieder mit demselben Partner verbinden lässt, um sich gegenseitig Siege zuzuschieben.',
        'Die Lächelerkennung in der Lach-Challenge läuft auf Ihrem Gerät und wird sich, wie jede automatische Erkennung, gelegentlich irren. Spielergebnisse sind endgültig, es sei denn, wir stellen fest, dass sie durch Schummeln zustande gekommen sind.',
      ],
    },
    {
      heading: '6. Moderation und Meldungen',
      paragraphs: [
        'Wenn jemand gegen diese Bedingungen verstößt, können Sie die Person in der App melden. Eine Meldung kann die Textchat-Nachrichten aus dem betreffenden Gespräch enthalten, damit sie geprüft werden kann.',
        'Bitte melden Sie nur echte Probleme. Falsche oder missbräuchliche Meldungen sind selbst ein Verstoß gegen diese Bedingungen.',
        'Wir können automatisch oder nach einer Prüfung auf Meldungen reagieren und auch von uns aus tätig werden, wenn wir einen Verstoß feststellen.',
      ],
    },
    {
      heading: '7. Sperren',
      paragraphs: [
        'Wenn drei verschiedene Personen Sie innerhalb von 24 Stunden melden, werden Sie für 24 Stunden gesperrt. Werden Sie danach erneut gesperrt, dauert die nächste Sperre 7 Tage. Bei schweren Verstößen können wir Konten auch direkt sperren.',
        'Sperren gelten für Ihr Konto und Ihr Gerät; Abmelden, ein Kontowechsel oder Spielen als Gast hebt eine Sperre also nicht auf. Der Versuch, eine Sperre zu umgehen, kann zu einer längeren Sperre führen.',
      ],
    },
    {
      heading: '8. Einspruch',
      paragraphs: [
        'Wenn Sie glauben, dass Sie irrtümlich gesperrt wurden, können Sie per E-Mail an {appealsEmail} Einspruch einlegen. Geben Sie Ihren Benutzernamen an, falls Sie einen haben, außerdem den ungefähren Zeitpunkt der Sperre und warum Sie die Sperre für falsch halten.',
        'Wir prüfen Ihren Einspruch und antworten per E-Mail. Stellen wir fest, dass die Sperre ein Fehler war, heben wir sie auf.',
      ],
    },
    {
      heading: '9. Hinweise und Haftung',
      paragraphs: [
        '{siteName} verbindet Sie mit fremden Menschen. Wir können weder überprüfen, wer diese Personen sind, noch kontrollieren, was sie sagen oder zeigen, und Sie nutzen den Dienst auf eigenes Risiko. Teilen Sie niemals persönliche Daten wie Ihre Anschrift, Passwörter oder Finanzinformationen mit Personen, die Sie hier kennenlernen.',
        'Der Dienst wird kostenlos und „wie besehen“ bereitgestellt. Wir versprechen nicht, dass er immer verfügbar oder fehlerfrei ist oder dass Sie immer ein Match finden. Soweit gesetzlich zulässig, haften wir nicht für das Verhalten anderer Nutzer oder für mittelbare Schäden, die sich aus Ihrer Nutzung von {siteName} ergeben.',
      ],
    },
    {
      heading: '10. Änderungen und Kontakt',
      paragraphs: [
        'Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. In diesem Fall ändern wir das Datum oben auf dieser Seite. Wenn Sie {siteName} nach einer Änderung weiter nutzen, akzeptieren Sie die aktualisierten Bedingungen.',
        'Bei Fragen zu diesen Bedingungen erreichen Sie uns unter {privacyEmail}. Für Einsprüche gegen Sperren verwenden Sie bitte {appealsEmail}, damit Ihre Nachricht an der richtigen Stelle ankommt.',
      ],
    },
  ],
};
