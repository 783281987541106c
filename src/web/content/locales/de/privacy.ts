import type { LegalDoc } from '../../types.ts';

export const privacy: LegalDoc = {
  title: 'Datenschutzerklärung',
  updated: '2025-05-01',
  intro:
    'Diese Erklärung beschreibt, welche Informationen Match Up erhebt, warum wir sie brauchen und was wir damit tun. Kurz gesagt: Ihr Video und Ihr Ton werden niemals aufgezeichnet oder gespeichert, wir speichern nur, was wir für den Betrieb und die Sicherheit des Dienstes benötigen, und wir verkaufen Ihre personenbezogenen Daten nicht und geben sie auch nicht weiter.',
  sections: [
    {
      heading: 'Kurz gesagt',
      paragraphs: [
        'Videoanrufe auf {siteName} laufen Peer-to-Peer. Die Streams Ihrer Kamera und Ihres Mikrofons gehen direkt an die Person, mit der Sie sprechen, und wir zeichnen sie niemals auf und speichern sie nicht.',
        'Wir speichern eine kleine Menge an Informationen, damit Sie sich anmelden, Punkte sammeln und auf der Rangliste erscheinen können und damit wir Meldungen und Sperren bearbeiten können. Wir verkaufen Ihre personenbezogenen Daten nicht, wir geben sie nicht an Werbetreibende weiter, und auf {siteName} gibt es keine Werbung.',
        'Sie können Ihre Daten jederzeit herunterladen oder Ihr Konto löschen – in den Einstellungen unter „Ihre Daten“ – oder uns per E-Mail an {privacyEmail} darum bitten.',
      ],
    },
    {
      heading: 'Video und Ton',
      paragraphs: [
        'Wenn Sie mit jemandem verbunden werden, baut Ihr Browser eine direkte Peer-to-Peer-Verbindung zum Browser der anderen Person auf. Ihr Video und Ihr Ton werden über diese Verbindung übertragen und sind dabei verschlüsselt.',
        'Manche Netzwerke blockieren direkte Verbindungen. In diesem Fall kann der Anruf über einen Relay-Server laufen, dessen einzige Aufgabe es ist, Sie beide miteinander zu verbinden. Medien, die über ein Relay laufen, bleiben verschlüsselt, und das Relay zeichnet sie weder auf noch speichert es sie.',
        'Wir zeichnen Ihr Video und Ihren Ton niemals auf, speichern sie nicht und behalten keine Kopien davon – egal, ob der Anruf direkt oder über ein Relay läuft.',
        'Bei einem direkten Anruf kann der Browser Ihres Gegenübers Ihre IP-Adresse sehen, wie bei jedem Peer-to-Peer-Anruf. Eine IP-Adresse kann ungefähr verraten, wo Sie sich befinden und welchen Internetanbieter Sie nutzen.',
        'Um das zu vermeiden, aktivieren Sie in den Einstellungen „Anrufe über Relay leiten (verbirgt meine IP vor Gesprächspartnern)“. Ihre Anrufe laufen dann immer über unseren Relay-Server, sodass Ihr Gegenüber nur die Adresse des Relays sieht, nie Ihre eigene. Anrufe über das Relay können etwas mehr Verzögerung haben. Die Einstellung wird nur angeboten, wenn dieser Dienst einen Relay-Server betreibt; auch ein VPN verbirgt Ihre Adresse.',
      ],
    },
    {
      heading: 'Welche Informationen wir speichern',
      paragraphs: [
        'Wenn Sie sich mit Google oder Facebook anmelden, speichern wir eine interne Konto-ID, die ID, die Ihr Anmeldeanbieter uns für Ihr Konto übermittelt, sowie den Anzeigenamen und die E-Mail-Adresse, die der Anbieter mit uns teilt. Außerdem speichern wir den Benutzernamen, den Sie auf {siteName} verwenden. Ihr Google- oder Facebook-Passwort sehen und speichern wir niemals.',
        'Wenn Sie sich verbinden, ermitteln wir anhand Ihrer IP-Adresse, in welchem Land Sie sich befinden. Diese Abfrage erfolgt offline mit einer Datenbank auf unseren eigenen Servern; kein Drittanbieter ist daran beteiligt. Wir nutzen das Land, um den Dienst zu betreiben und zu seiner Sicherheit beizutragen. Dieses Produkt enthält GeoLite2-Daten, die von MaxMind erstellt wurden. Originalhinweis: „This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com“.',
        'Vor Ihrer ersten Suche fragen wir nach Ihrem Geburtsdatum, weil {siteName} nur für Erwachsene ist. Wir speichern das Datum und das Ergebnis: in Ihrem Konto, wenn Sie angemeldet sind, und bei Gästen auf dem Gerät (in dessen Geräte-Cookie). Ergibt die Angabe ein Alter unter 18 Jahren, merken wir uns das an beiden Stellen für 24 Stunden, damit nicht sofort ein anderes Datum ausprobiert werden kann.',
        'Wir speichern Ihre Punkte und Spielergebnisse, um den Punktestand zu führen und die Monats- und die Allzeit-Rangliste zu erstellen.',
        'Wenn Sie jemanden melden oder jemand Sie meldet, speichern wir die Meldung mit dem gewählten Grund (zum Beispiel „Belästigung oder Hass“). Eine Meldung kann die ihr beigefügten Textchat-Nachrichten aus dem betreffenden Gespräch enthalten, damit sie geprüft werden kann. Abgesehen von Nachrichten, die einer Meldung beigefügt sind, bewahren wir Ihre Textchats nicht auf.',
        'Wir speichern Einträge zu Sperren, darunter, wer gesperrt wurde, warum und wie lange, damit wir Sperren durchsetzen und bei wiederholten Verstößen längere Sperren verhängen können.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Wir verwenden zwei Cookies. Ein Cookie zur Sitzungserneuerung hält Sie zwischen Ihren Besuchen angemeldet. Ein Geräte-Cookie hilft uns, aus Sicherheitsgründen dasselbe Gerät wiederzuerkennen, zum Beispiel damit eine Sperre nicht einfach durch Abmelden oder Spielen als Gast umgangen werden kann.',
        'Wir verwenden keine Cookies zu Werbezwecken und lassen nicht zu, dass Dritte über {siteName} Tracking-Cookies setzen.',
      ],
    },
    {
      heading: 'Auf Ihrem Gerät gespeicherte Einstellungen',
      paragraphs: [
        'Einige Ihrer Einstellungen und Präferenzen werden im lokalen Speicher Ihres Browsers abgelegt, damit die App sie beim nächsten Mal noch kennt. Diese Informationen bleiben auf Ihrem Gerät. Sie können sie jederzeit über die Einstellungen Ihres Browsers löschen.',
      ],
    },
    {
      heading: 'Die Lach-Challenge und die Gesichtsdetektion',
      paragraphs: [
        'Die Lach-Challenge nutzt eine Lächelerkennung, um zu entscheiden, ob ein Spieler gelacht hat. Diese Erkennung läuft ausschließlich auf Ihrem eigenen Gerät, in Ihrem Browser. Bilder Ihres Gesichts und die Erkennungsdaten verlassen niemals Ihr Gerät und werden niemals an uns oder andere gesendet. Für die Wertung wird nur das Ergebnis des Spiels verwendet.',
      ],
    },
    {
      heading: 'Der Nacktheitsfilter',
      paragraphs: [
        'Um Sie vor ungewollter Nacktheit zu schützen, wird das Video Ihres Gegenübers von einem Bildklassifikator geprüft, der ausschließlich auf Ihrem eigenen Gerät läuft, in Ihrem Browser. Zu Beginn eines Anrufs mehrmals pro Sekunde und danach etwa einmal pro Sekunde wird eine kleine Kopie eines Videobilds im Arbeitsspeicher Ihres Browsers an den Klassifikator übergeben und anschließend verworfen.',
        'Weder Videos noch Einzelbilder noch sonstige Bilder werden aufgezeichnet, gespeichert oder an uns oder andere gesendet. Wenn Sie jemanden melden, nachdem der Filter dessen Video unscharf gemacht hat, enthält die Meldung nur, was der Filter festgestellt hat (eine Kategorie wie „Pornografie“ und einen Wert), niemals ein Bild.',
        'Sie können „Anrufe bis zur Prüfung unscharf starten“ und „Explizite Videos unscharf machen“ in den Einstellungen deaktivieren; diese Auswahl wird nur auf Ihrem Gerät gespeichert.',
      ],
    },
    {
      heading: 'Der KI-Übungspartner',
      paragraphs: [
        'Wenn Sie mit dem KI-Übungspartner sprechen, werden Ihre Nachrichten verarbeitet, damit er antworten kann. Wir speichern diese Gespräche nicht.',
        'Hat der Betreiber dieses Dienstes einen externen KI-Anbieter eingerichtet, werden Ihre Nachrichten an den Übungspartner an diesen Anbieter gesendet, um eine Antwort zu erzeugen. Teilen Sie dem Übungspartner keine persönlichen Daten mit, die Sie nicht auf diese Weise verarbeitet wissen möchten.',
      ],
    },
    {
      heading: 'Wie wir Ihre Informationen verwenden',
      paragraphs: [
        'Wir verwenden die oben beschriebenen Informationen ausschließlich für den Betrieb von {siteName}: um Sie anzumelden, Sie mit anderen Menschen zu verbinden, Spiele durchzuführen und Punkte zu zählen, die Rangliste anzuzeigen, Meldungen zu prüfen, Sperren durchzusetzen und den Dienst vor Missbrauch zu schützen.',
        'Wir verwenden Ihre Informationen nicht für Werbung und erstellen keine Marketingprofile über Sie.',
      ],
    },
    {
      heading: 'Weitergabe',
      paragraphs: [
        'Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht an Dritte weiter. Die einzige Ausnahme ist die oben beschriebene: Ist ein externer KI-Anbieter eingerichtet, gehen Nachrichten, die Sie an den KI-Übungspartner senden, an diesen Anbieter, damit er antworten kann.',
        'Denken Sie daran, dass die Personen, mit denen Sie verbunden werden, alles sehen, was Sie vor der Kamera zeigen, und alles lesen, was Sie im Chat schreiben. Teilen Sie nur, was Sie auch einer fremden Person ohne Bedenken anvertrauen würden.',
      ],
    },
    {
      heading: 'Wie lange wir Informationen aufbewahren',
      paragraphs: [
        'Kontoinformationen, Punkte und Spielergebnisse werden aufbewahrt, solange Ihr Konto besteht. Wenn Sie Ihr Konto löschen, werden sie mit ihm gelöscht – mit Ausnahme Ihrer Punkte, die ohne Namen auf der Rangliste bleiben, damit andere Spieler ihre Platzierung behalten.',
        'Eine Anmeldesitzung dauert {sessionDays} Tage, sofern Sie sich nicht vorher abmelden. Abgelaufene und beendete Sitzungen werden automatisch entfernt.',
        'Eine Gastsitzung, die {guestIdleDays} Tage lang nicht genutzt wurde, wird samt ihren Daten automatisch gelöscht, genauso wie wenn Sie sie selbst löschen.',
        'Meldungen werden {reportDays} Tage nach ihrem Eingang entfernt. Wir behalten nur eine Zählung der Meldungen pro Monat und Grund, die auf der Transparenzseite angezeigt wird und niemanden nennt.',
        'Einträge zu Sperren werden aufbewahrt, damit wir Sperren durchsetzen und wiederholte Verstöße erkennen können. Eine noch laufende Sperre bleibt auf den Browsern bestehen, für die sie gilt, auch wenn das Konto gelöscht wird – das Löschen eines Kontos ist also kein Weg, einer Sperre zu entgehen.',
      ],
    },
    {
      heading: 'Ihre Daten: herunterladen und löschen',
      paragraphs: [
        'In den Einstellungen unter „Ihre Daten“ erhalten Sie mit „Meine Daten herunterladen“ eine JSON-Datei mit dem, was wir über Sie speichern: Ihr Konto, Ihre Punktebuchungen, von Ihnen erstattete Meldungen, Blockierungen, Sperren, Einsprüche und das Datum, an dem Sie die Altersabfrage beantwortet haben.',
        '„Mein Konto löschen“ meldet Sie auf allen Geräten ab und entfernt Ihren Namen, Ihre E-Mail-Adresse, Ihren Benutzernamen, Ihre Geräte, Ihre Blockierungen und Ihre Antwort auf die Altersabfrage. Meldungen, die Sie erstattet oder erhalten haben, bleiben in der Zählung, verlieren aber ihre Chatnachrichten, ihr Gerät und ihre Adresse. Gäste können dasselbe mit „Meine Sitzung beenden und meine Daten löschen“ tun.',
        'Ihre Kontakte (auf beiden Seiten) und Ihre eigene Liste „Zuletzt“ werden ebenfalls gelöscht. Eines bleibt eine Zeit lang, zum Schutz der Menschen, die Sie getroffen haben: Wer Sie in den letzten 7 Tagen getroffen hat, behält diesen Anruf in seiner Liste „Zuletzt“ als „Gelöschtes Konto“ – nur mit dem Land und der Uhrzeit, die er gesehen hat, nie mit Ihrem Namen –, damit er ihn noch melden kann, bis er aus der Liste verschwindet. Bis dahin bewahren wir auch die Kennungen der Browser auf, die Sie genutzt haben, allein damit eine Sperre, die aus diesen Meldungen folgt, für sie gilt, wie jede Sperre. Wir tun das aus einem berechtigten Interesse: der Sicherheit der Menschen, die Sie getroffen haben. Nach diesen 7 Tagen werden die Browser-Kennungen gelöscht, es sei denn, es folgte eine Sperre.',
        'Sie können uns auch per E-Mail an {privacyEmail} darum bitten, entweder von der mit Ihrem Konto verknüpften Adresse aus oder unter Angabe Ihres Benutzernamens.',
      ],
    },
    {
      heading: 'Nur für Erwachsene',
      paragraphs: [
        '{siteName} ist nur für Personen ab 18 Jahren. Wir erheben nicht wissentlich Informationen von Personen unter 18 Jahren. Wenn Sie glauben, dass eine minderjährige Person {siteName} nutzt, melden Sie sie bitte in der App oder kontaktieren Sie uns, und wir werden dem nachgehen.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      paragraphs: [
        'Wenn wir ändern, wie wir mit Ihren Informationen umgehen, aktualisieren wir diese Seite und ändern das Datum oben.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        'Fragen zum Datenschutz oder Anfragen zur Einsicht in Ihre Daten oder zu deren Löschung können Sie an {privacyEmail} senden.',
      ],
    },
  ],
};
