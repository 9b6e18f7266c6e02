import type { ContentCatalogue } from './types.js';

/** The seeded pages in German; see en.ts for the source texts (same slugs, same order). */
export const contentDe: ContentCatalogue = [
  {
    slug: 'company.about',
    category: 'company',
    title: 'Über uns',
    body: 'Meridian ist eine Open-Source-Plattform für Trading und Finanzen: Live-Märkte, Margin-Handel und Optionen, eine Spot-Börse, automatisierte Handelspläne, Kredite, ein Charity-NFT-Marktplatz, Einzahlungen, Auszahlungen und Währungsumtausch – in elf Sprachen.\n\nJeder Kontostand auf Meridian wird aus einem Journal nach dem Prinzip der doppelten Buchführung abgeleitet, das die Datenbank selbst prüft. Jeder Preis stammt aus dem aufgezeichneten Marktdaten-Feed, und die Zahlen auf unserer Startseite werden von der Plattform berechnet, nicht von Hand eingetragen.\n\nDie Software wird offen entwickelt. Wer eine Instanz davon betreibt, ist der Betreiber dieses Dienstes und trägt dafür die Verantwortung.',
  },
  {
    slug: 'company.contact',
    category: 'company',
    title: 'Kontakt',
    body: 'Am schnellsten erreichen Sie uns über den Online-Kundenservice in Ihrem Konto (das Headset-Symbol). Dort antworten Ihnen unsere Mitarbeiter, und die Unterhaltung bleibt in Ihrem Verlauf gespeichert.\n\nBitte geben Sie bei Fragen zu einer Einzahlung, einer Auszahlung oder einem Kredit den Zeitpunkt und den Betrag an, damit wir den Vorgang schnell finden. Wir werden Sie niemals nach Ihrem Passwort oder Ihrem Auszahlungspasswort fragen.',
  },
  {
    slug: 'policy.terms',
    category: 'policy',
    title: 'Nutzungsbedingungen',
    body: 'Mit der Eröffnung eines Kontos erklären Sie sich damit einverstanden, Meridian rechtmäßig zu nutzen, Ihr Login- und Ihr Auszahlungspasswort geheim zu halten und bei der Identitätsprüfung wahrheitsgemäße Angaben zu machen.\n\nJedes Kundenkonto umfasst ein Demokonto mit virtuellem Geld zum Üben und ein Echtgeldkonto. Demogeld hat keinen Wert und kann niemals auf das Echtgeldkonto übertragen werden.\n\nHandel, Optionen, automatisierte Pläne und Kredite sind mit Risiken verbunden; lesen Sie vor der Nutzung den Risikohinweis. Wir können ein Konto sperren, das gegen diese Bedingungen oder gegen geltendes Recht verstößt, und wir bewahren die gesetzlich vorgeschriebenen Aufzeichnungen auf.',
  },
  {
    slug: 'policy.privacy',
    category: 'policy',
    title: 'Datenschutzerklärung',
    body: 'Wir erheben die Daten, die wir für die Führung Ihres Kontos benötigen: Ihren Benutzernamen, Ihre E-Mail-Adresse oder Telefonnummer, Ihre Ausweisdokumente, wenn Sie Ihre Identität bestätigen, sowie die Aufzeichnungen Ihrer Transaktionen.\n\nPasswörter werden ausschließlich als starke Einweg-Hashes gespeichert. Ausweisbilder werden neu kodiert, um versteckte Metadaten zu entfernen, außerhalb der öffentlichen Website gespeichert und nur Ihnen sowie den Mitarbeitern angezeigt, die sie prüfen.\n\nWir verkaufen Ihre Daten nicht. Sie können beim Kundenservice eine Kopie Ihrer Daten oder, soweit gesetzlich zulässig, deren Löschung verlangen.',
  },
  {
    slug: 'policy.cookies',
    category: 'policy',
    title: 'Cookie-Richtlinie',
    body: 'Die Web-App speichert einige Einstellungen in Ihrem Browser: Ihr Anmelde-Token, Ihre Sprache, ob Sie das Demo- oder das Echtgeldkonto nutzen und ob Sie die Willkommenstafel in dieser Sitzung bereits gesehen haben. Sie sind für die Funktion der Website erforderlich.\n\nWir verwenden keine Werbe-Cookies und keine Tracking-Cookies von Drittanbietern, und die Website lädt keine Schriftarten, Bilder oder Skripte von anderen Unternehmen.',
  },
  {
    slug: 'statement.disclaimer',
    category: 'statement',
    title: 'Haftungsausschluss',
    body: 'Die Informationen auf Meridian dienen allgemeinen Zwecken und stellen keine Anlageberatung dar. Frühere Wertentwicklungen, einschließlich der Backtest-Ergebnisse von Handelsplänen, sind keine Garantie für zukünftige Ergebnisse.\n\nDie angezeigten Preise stammen aus dem konfigurierten Marktdaten-Feed. In der Standardkonfiguration ist dieser Feed zu Demonstrationszwecken simuliert, und die Website weist darauf hin.',
  },
  {
    slug: 'statement.risk',
    category: 'statement',
    title: 'Risikohinweis',
    body: 'Mit gehebelten Produkten wie dem Margin-Handel (CFDs) können Sie schnell Geld verlieren. Der Hebel vervielfacht sowohl Gewinne als auch Verluste; eine Position wird automatisch geschlossen, wenn Ihr Margin-Level auf 50 % fällt.\n\nOptionen funktionieren nach dem Alles-oder-nichts-Prinzip: Bewegt sich der Kurs in die falsche Richtung, verlieren Sie Ihren gesamten Einsatz. Mit automatisierten Handelsplänen können Sie Geld verlieren; ihre Erträge sind das, was die Strategie tatsächlich erzielt hat, niemals eine zugesagte Rendite. Kredite müssen mit Zinsen zurückgezahlt werden.\n\nHandeln Sie nur mit Geld, dessen Verlust Sie sich leisten können, und üben Sie zuerst mit dem Demokonto.',
  },
  {
    slug: 'statement.advertising',
    category: 'statement',
    title: 'Werbung',
    body: 'Die Zahlen auf unseren Seiten, etwa das Handelsvolumen, die Anzahl der gelisteten Instrumente und die Zahl der registrierten Nutzer, werden live aus der Plattform berechnet. Die Gebührenangabe „unter 0,3 %“ wird anhand der konfigurierten Gebühren überprüft.\n\nWir bezahlen nicht für Bewertungen und versprechen keine Renditen.',
  },
  {
    slug: 'statement.licence',
    category: 'statement',
    title: 'Lizenz und Aufsicht',
    body: 'Meridian ist Open-Source-Software und besitzt für sich genommen keine Lizenz: Der Betreiber jeder Instanz muss die Lizenzen und Registrierungen einholen, die dort erforderlich sind, wo er seine Dienste anbietet, und sie hier nennen.\n\nDiese Instanz hat keine Lizenz veröffentlicht. Nutzen Sie ihre Echtgeldfunktionen nur, wenn Sie wissen, wer sie betreibt und unter welcher Aufsicht.',
  },
  {
    slug: 'notice.welcome',
    category: 'notice',
    title: 'Willkommen bei Meridian',
    body: 'Jedes neue Konto beginnt mit einem Demokonto, das 100.000 USDT virtuelles Guthaben enthält. Auf Ihrer Kontoseite können Sie jederzeit zwischen dem Demo- und dem Echtgeldkonto wechseln.',
  },
  {
    slug: 'notice.maintenance',
    category: 'notice',
    title: 'Handelszeiten',
    body: 'Kryptomärkte werden rund um die Uhr gehandelt. Devisen, Aktien, ETFs, Metalle und Futures folgen den wöchentlichen Handelszeiten ihrer Märkte; außerhalb dieser Zeiten zeigt das Instrument „derzeit nicht handelbar“ an.',
  },
  {
    slug: 'faq.demo',
    category: 'faq',
    title: 'Was ist das Demokonto?',
    body: 'Ein Übungskonto mit virtuellem Geld (100.000 USDT zu Beginn). Es funktioniert beim Margin-, Options- und Spot-Handel wie das Echtgeldkonto, doch sein Guthaben hat keinen Wert und kann weder ausgezahlt noch auf das Echtgeldkonto übertragen werden. Sie können es in Ihrem Konto zurücksetzen.',
  },
  {
    slug: 'faq.deposit',
    category: 'faq',
    title: 'Wie zahle ich ein?',
    body: 'Wechseln Sie zum Echtgeldkonto, öffnen Sie „Einzahlung“, wählen Sie Coin und Netzwerk und senden Sie den Betrag an die angezeigte Adresse. Geben Sie anschließend den Betrag, den Transaktions-Hash und dessen letzte 6 Ziffern ein und laden Sie einen Nachweis hoch. Unsere Mitarbeiter prüfen die Einzahlung, und nach der Freigabe wird sie Ihrem Guthaben gutgeschrieben. Mindestbeträge: USDT 120, BTC 0,015, ETH 0,2.',
  },
  {
    slug: 'faq.withdraw',
    category: 'faq',
    title: 'Wie zahle ich aus?',
    body: 'Bestätigen Sie zuerst Ihre Identität und legen Sie ein Auszahlungspasswort fest. Wählen Sie dann eine Krypto-Adresse oder ein Bankkonto. Die Gebühr und der Betrag, den Sie erhalten, werden vor Ihrer Bestätigung angezeigt; der Betrag wird reserviert, bis unsere Mitarbeiter ihn auszahlen, oder unter Angabe eines Grundes wieder freigegeben, falls die Auszahlung abgelehnt wird.',
  },
  {
    slug: 'faq.fees',
    category: 'faq',
    title: 'Welche Gebühren fallen an?',
    body: 'Spot-Handel: 0,08 % für Orders, die im Orderbuch liegen (Maker), und 0,10 % für Orders, die sofort ausgeführt werden (Taker). Margin-Handel: der Spread des Instruments zuzüglich 0,05 % Kommission. Währungsumtausch: ein Spread von 0,2 %. Auszahlungen: 1 % mit einem Mindestbetrag je Asset. Alle Gebühren werden vor Ihrer Bestätigung angezeigt.',
  },
  {
    slug: 'faq.security',
    category: 'faq',
    title: 'Wie ist mein Konto geschützt?',
    body: 'Passwörter werden als starke Hashes gespeichert, Anmeldeversuche sind begrenzt, und jede Sitzung lässt sich durch Abmelden oder eine Passwortänderung beenden. Für Auszahlungen ist ein separates Auszahlungspasswort erforderlich. Jede Änderung des Guthabens wird in einem Journal erfasst, das das System laufend prüft.',
  },
  {
    slug: 'faq.prices',
    category: 'faq',
    title: 'Woher stammen die Preise?',
    body: 'Aus dem Marktdaten-Feed, den der Betreiber konfiguriert hat. Jede Ausführung, Abrechnung und Bewertung verwendet einen aufgezeichneten Preis; niemand, auch kein Mitarbeiter, kann das Ergebnis eines Trades bestimmen.',
  },
  {
    slug: 'introduction.main',
    category: 'introduction',
    title: 'Einführung in Meridian',
    body: 'Märkte: Verfolgen Sie Live-Kurse von Kryptowährungen, Devisen, Aktien, ETFs, Metallen und Futures mit Charts von einer Minute bis zu einem Tag.\n\nHandel: Handeln Sie long oder short mit Hebel, kaufen Sie Up/Down-Optionen oder handeln Sie Coins über ein echtes Orderbuch.\n\nSmart Trading: automatisierte Pläne, die für Sie an einem Markt handeln und ihre per Backtest ermittelte bisherige Wertentwicklung zeigen.\n\nKredite, Einzahlungen, Auszahlungen und Währungsumtausch runden das Konto ab, und ein Charity-NFT-Marktplatz spendet den Erlös jedes Verkaufs an eine Kinderhilfsorganisation.\n\nBeginnen Sie mit dem Demokonto: Es enthält virtuelles Geld zum Üben.',
  },
];
