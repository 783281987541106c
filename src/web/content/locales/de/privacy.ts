import type { LegalDoc } from '../../types.ts';

export const privacy: LegalDoc = {
  title: 'Datenschutzerklärung',
  updated: '01/05/2025',
  intro:
    'Diese Erklärung beschreibt, welche Informationen Match Up erhebt, warum wir sie brauchen und was wir damit tun. Kurz gesagt: Dein Video und dein Ton werden niemals aufgezeichnet oder gespeichert, wir speichern nur, was wir für den Betrieb und die Sicherheit des Dienstes benötigen, und wir verkaufen deine personenbezogenen Daten nicht und geben sie auch nicht weiter.',
  sections: [
    {
      heading: 'Kurz gesagt',
      paragraphs: [
        'Videoanrufe auf {siteName} laufen Peer-to-Peer. Die Streams deiner Kamera und deines Mikrofons gehen direkt an die Person, mit der du sprichst, und wir zeichnen sie niemals auf und speichern sie nicht.',
        'Wir speichern eine kleine Menge an Informationen, damit du dich anmelden, Punkte sammeln und auf der Rangliste erscheinen kannst und damit wir Meldungen und Sperren bearbeiten können. Wir verkaufen deine personenbezogenen Daten nicht, wir geben sie nicht an Werbetreibende weiter, und auf {siteName} gibt es keine Werbung.',
        'Du kannst deine Daten jederzeit herunterladen oder dein Konto löschen – in den Einstellungen unter „Deine Daten“ – oder uns per E-Mail an {privacyEmail} darum bitten.',
      ],
    },
    {
      heading: 'Video und Ton',
      paragraphs: [
        'Wenn du mit jemandem verbunden wirst, baut dein Browser eine direkte Peer-to-Peer-Verbindung zum Browser der anderen Person auf. Dein Video und dein Ton werden über diese Verbindung übertragen und sind dabei verschlüsselt.',
        'Manche Netzwerke blockieren direkte Verbindungen. In diesem Fall kann der Anruf über einen Relay-Server laufen, dessen einzige Aufgabe es ist, euch beide miteinander zu verbinden. Medien, die über ein Relay laufen, bleiben verschlüsselt, und das Relay zeichnet sie weder auf noch speichert es sie.',
        'Wir zeichnen dein Video und deinen Ton niemals auf, speichern sie nicht und behalten keine Kopien davon – egal, ob der Anruf direkt oder über ein Relay läuft.',
        'Bei einem direkten Anruf kann der Browser deines Gegenübers deine IP-Adresse sehen, wie bei jedem Peer-to-Peer-Anruf. Eine IP-Adresse kann ungefähr verraten, wo du dich befindest und welchen Internetanbieter du nutzt.',
        'Um das zu vermeiden, aktiviere in den Einstellungen „Anrufe über Relay leiten (verbirgt meine IP)“. Deine Anrufe laufen dann immer über unseren Relay-Server, sodass dein Gegenüber nur die Adresse des Relays sieht, nie deine eigene. Anrufe über das Relay können etwas mehr Verzögerung haben. Die Einstellung wird nur angeboten, wenn dieser Dienst einen Relay-Server betreibt; auch ein VPN verbirgt deine Adresse.',
      ],
    },
    {
      heading: 'Welche Informationen wir speichern',
      paragraphs: [
        'Wenn du dich mit Google oder Facebook anmeldest, speichern wir eine interne Konto-ID, die ID, die dein Anmeldeanbieter uns für dein Konto übermittelt, sowie den Anzeigenamen und die E-Mail-Adresse, die der Anbieter mit uns teilt. Außerdem speichern wir den Benutzernamen, den du auf {siteName} verwendest. Dein Google- oder Facebook-Passwort sehen und speichern wir niemals.',
        'Wenn du dich verbindest, ermitteln wir anhand deiner IP-Adresse, in welchem Land du dich befindest. Diese Abfrage erfolgt offline mit einer Datenbank auf unseren eigenen Servern; kein Drittanbieter ist daran beteiligt. Wir nutzen das Land, um den Dienst zu betreiben und zu seiner Sicherheit beizutragen. Dieses Produkt enthält GeoLite2-Daten, die von MaxMind erstellt wurden. Originalhinweis: „This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com“.',
        'Vor deiner ersten Suche fragen wir nach deinem Geburtsdatum, weil {siteName} nur für Erwachsene ist. Wir speichern das Datum und das Ergebnis: in deinem Konto, wenn du angemeldet bist, und bei Gästen auf dem Gerät (in dessen Geräte-Cookie). Ergibt die Angabe ein Alter unter 18 Jahren, merken wir uns das an beiden Stellen für 24 Stunden, damit nicht sofort ein anderes Datum ausprobiert werden kann.',
        'Wir speichern deine Punkte und Spielergebnisse, um den Punktestand zu führen und die Monats- und die Allzeit-Rangliste zu erstellen.',
        'Wenn du jemanden meldest oder jemand dich meldet, speichern wir die Meldung mit dem gewählten Grund (zum Beispiel „Belästigung oder Hass“). Eine Meldung kann die ihr beigefügten Textchat-Nachrichten aus dem betreffenden Gespräch enthalten, damit sie geprüft werden kann. Abgesehen von Nachrichten, die einer Meldung beigefügt sind, bewahren wir deine Textchats nicht auf.',
        'Wir speichern Einträge zu Sperren, darunter, wer gesperrt wurde, warum und wie lange, damit wir Sperren durchsetzen und bei wiederholten Verstößen längere Sperren verhängen können.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Wir verwenden zwei Cookies. Ein Cookie zur Sitzungserneuerung hält dich zwischen deinen Besuchen angemeldet. Ein Geräte-Cookie hilft uns, aus Sicherheitsgründen dasselbe Gerät wiederzuerkennen, zum Beispiel damit eine Sperre nicht einfach durch Abmelden oder Spielen als Gast umgangen werden kann.',
        'Wir verwenden keine Cookies zu Werbezwecken und lassen nicht zu, dass Dritte über {siteName} Tracking-Cookies setzen.',
      ],
    },
    {
      heading: 'Auf deinem Gerät gespeicherte Einstellungen',
      paragraphs: [
        'Einige deiner Einstellungen und Präferenzen werden im lokalen Speicher deines Browsers abgelegt, damit die App sie beim nächsten Mal noch kennt. Diese Informationen bleiben auf deinem Gerät. Du kannst sie jederzeit über die Einstellungen deines Browsers löschen.',
      ],
    },
    {
      heading: 'Die Lach-Challenge und die Gesichtsdetektion',
      paragraphs: [
        'Die Lach-Challenge nutzt eine Lächelerkennung, um zu entscheiden, wer gelacht hat. Diese Erkennung läuft ausschließlich auf deinem eigenen Gerät, in deinem Browser. Bilder deines Gesichts und die Erkennungsdaten verlassen niemals dein Gerät und werden niemals an uns oder andere gesendet. Für die Wertung wird nur das Ergebnis des Spiels verwendet.',
      ],
    },
    {
      heading: 'Der Nacktheitsfilter',
      paragraphs: [
        'Um dich vor ungewollter Nacktheit zu schützen, wird das Video deines Gegenübers von einem Bildklassifikator geprüft, der ausschließlich auf deinem eigenen Gerät läuft, in deinem Browser. Zu Beginn eines Anrufs mehrmals pro Sekunde und danach etwa einmal pro Sekunde wird eine kleine Kopie eines Videobilds im Arbeitsspeicher deines Browsers an den Klassifikator übergeben und anschließend verworfen.',
        'Weder Videos noch Einzelbilder noch sonstige Bilder werden aufgezeichnet, gespeichert oder an uns oder andere gesendet. Wenn du jemanden meldest, nachdem der Filter dessen Video unscharf gemacht hat, enthält die Meldung nur, was der Filter festgestellt hat (eine Kategorie wie „Pornografie“ und einen Wert), niemals ein Bild.',
        'Du kannst „Anrufe bis zur Prüfung unscharf starten“ und „Explizite Videos unscharf machen“ in den Einstellungen deaktivieren; diese Auswahl wird nur auf deinem Gerät gespeichert.',
      ],
    },
    {
      heading: 'Der KI-Übungspartner',
      paragraphs: [
        'Wenn du mit dem KI-Übungspartner sprichst, werden deine Nachrichten verarbeitet, damit er antworten kann. Wir speichern diese Gespräche nicht.',
        'Hat der Seitenbetreiber einen externen KI-Anbieter eingerichtet, werden deine Nachrichten an den Übungspartner an diesen Anbieter gesendet, um eine Antwort zu erzeugen. Teile dem Übungspartner keine persönlichen Daten mit, die du nicht auf diese Weise verarbeitet wissen möchtest.',
      ],
    },
    {
      heading: 'Wie wir deine Informationen verwenden',
      paragraphs: [
        'Wir verwenden die oben beschriebenen Informationen ausschließlich für den Betrieb von {siteName}: um dich anzumelden, dich mit anderen Menschen zu verbinden, Spiele durchzuführen und Punkte zu zählen, die Rangliste anzuzeigen, Meldungen zu prüfen, Sperren durchzusetzen und den Dienst vor Missbrauch zu schützen.',
        'Wir verwenden deine Informationen nicht für Werbung und erstellen keine Marketingprofile über dich.',
      ],
    },
    {
      heading: 'Weitergabe',
      paragraphs: [
        'Wir verkaufen deine personenbezogenen Daten nicht und geben sie nicht an Dritte weiter. Die einzige Ausnahme ist die oben beschriebene: Ist ein externer KI-Anbieter eingerichtet, gehen Nachrichten, die du an den KI-Übungspartner sendest, an diesen Anbieter, damit er antworten kann.',
        'Denk daran, dass die Personen, mit denen du verbunden wirst, alles sehen, was du vor der Kamera zeigst, und alles lesen, was du im Chat schreibst. Teile nur, was du auch einer fremden Person ohne Bedenken anvertrauen würdest.',
      ],
    },
    {
      heading: 'Wie lange wir Informationen aufbewahren',
      paragraphs: [
        'Kontoinformationen, Punkte und Spielergebnisse werden aufbewahrt, solange dein Konto besteht. Wenn du dein Konto löschst, werden sie mit ihm gelöscht – mit Ausnahme deiner Punkte, die ohne Namen auf der Rangliste bleiben, damit alle anderen ihre Platzierung behalten.',
        'Eine Anmeldesitzung dauert {sessionDays} Tage, sofern du dich nicht vorher abmeldest. Abgelaufene und beendete Sitzungen werden automatisch entfernt.',
        'Eine Gastsitzung, die {guestIdleDays} Tage lang nicht genutzt wurde, wird samt ihren Daten automatisch gelöscht, genauso wie wenn du sie selbst löschst.',
        'Meldungen werden {reportDays} Tage nach ihrem Eingang entfernt. Wir behalten nur eine Zählung der Meldungen pro Monat und Grund, die auf der Transparenzseite angezeigt wird und niemanden nennt.',
        'Einträge zu Sperren werden aufbewahrt, damit wir Sperren durchsetzen und wiederholte Verstöße erkennen können. Eine noch laufende Sperre bleibt auf den Browsern bestehen, für die sie gilt, auch wenn das Konto gelöscht wird – das Löschen eines Kontos ist also kein Weg, einer Sperre zu entgehen.',
      ],
    },
    {
      heading: 'Deine Daten: herunterladen und löschen',
      paragraphs: [
        'In den Einstellungen unter „Deine Daten“ erhältst du mit „Meine Daten herunterladen“ eine JSON-Datei mit dem, was wir über dich speichern: dein Konto, deine Punktebuchungen, von dir erstattete Meldungen, Blockierungen, Sperren, Einsprüche und das Datum, an dem du die Altersabfrage beantwortet hast.',
        '„Mein Konto löschen“ meldet dich auf allen Geräten ab und entfernt deinen Namen, deine E-Mail-Adresse, deinen Benutzernamen, deine Geräte, deine Blockierungen und deine Antwort auf die Altersabfrage. Meldungen, die du erstattet oder erhalten hast, bleiben in der Zählung, verlieren aber ihre Chatnachrichten, ihr Gerät und ihre Adresse. Gäste können dasselbe mit „Sitzung beenden und meine Daten löschen“ tun.',
        'Deine Kontakte (auf beiden Seiten) und deine eigene Liste „Zuletzt“ werden ebenfalls gelöscht. Eines bleibt eine Zeit lang, zum Schutz der Menschen, die du getroffen hast: Wer dich in den letzten 7 Tagen getroffen hat, behält diesen Anruf in der eigenen Liste „Zuletzt“ als „Gelöschtes Konto“ – nur mit dem Land und der Uhrzeit, die dort zu sehen waren, nie mit deinem Namen –, damit der Anruf noch gemeldet werden kann, bis er aus der Liste verschwindet. Bis dahin bewahren wir auch die Kennungen der Browser auf, die du genutzt hast, allein damit eine Sperre, die aus diesen Meldungen folgt, für sie gilt, wie jede Sperre. Wir tun das aus einem berechtigten Interesse: der Sicherheit der Menschen, die du getroffen hast. Nach diesen 7 Tagen werden die Browser-Kennungen gelöscht, es sei denn, es folgte eine Sperre.',
        'Du kannst uns auch per E-Mail an {privacyEmail} darum bitten, entweder von der mit deinem Konto verknüpften Adresse aus oder unter Angabe deines Benutzernamens.',
      ],
    },
    {
      heading: 'Nur für Erwachsene',
      paragraphs: [
        '{siteName} ist nur für Personen ab 18 Jahren. Wir erheben nicht wissentlich Informationen von Personen unter 18 Jahren. Wenn du glaubst, dass eine minderjährige Person {siteName} nutzt, melde sie bitte in der App oder kontaktiere uns, und wir werden dem nachgehen.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      paragraphs: [
        'Wenn wir ändern, wie wir mit deinen Informationen umgehen, aktualisieren wir diese Seite und ändern das Datum oben.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        'Fragen zum Datenschutz oder Anfragen zur Einsicht in deine Daten oder zu deren Löschung kannst du an {privacyEmail} senden.',
      ],
    },
  ],
};
