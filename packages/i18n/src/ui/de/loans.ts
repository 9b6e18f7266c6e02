import type { UiLoansMessages } from '../groups.js';

/** German UI strings, group 'loans'; see ../en/loans.ts for the source texts. */
export const uiDeLoans: UiLoansMessages = {
  loanQuote: {
    form: {
      label: 'Kreditbetrag und Laufzeit',
      amount: 'Kreditbetrag (USDT)',
      amountHint: 'Von {{min}} bis zu Ihrem Kreditrahmen von {{limit}}.',
      term: 'Laufzeit',
      days_one: '{{count}} Tag',
      days_other: '{{count}} Tage',
      enterAmount: 'Geben Sie einen Betrag ein, um zu sehen, was der Kredit kostet.',
      invalidAmount:
        'Geben Sie einen gültigen Betrag ein: größer als null, höchstens 6 Nachkommastellen.',
    },
    box: {
      title: 'Was dieser Kredit kostet',
      apr: 'Effektiver Jahreszins',
      aprDetail: 'Die Gesamtkosten als Jahressatz, unter Berücksichtigung der zinsfreien Tage.',
      financeCharge: 'Zinsen insgesamt',
      financeChargeDetail:
        'Was der Kredit Sie an Zinsen kostet, wenn Sie zum Fälligkeitstermin zurückzahlen.',
      amountFinanced: 'Auszahlungsbetrag',
      totalOfPayments: 'Rückzahlungsbetrag insgesamt',
      dueDate: 'Rückzahlungstermin',
      dueDateDetail:
        'Bei Genehmigung zum jetzigen Zeitpunkt; die Laufzeit beginnt an dem Tag, an dem das Geld Ihrem Konto gutgeschrieben wird.',
    },
    terms: {
      title: 'Zinssätze und Konditionen',
      dailyRate: 'Tageszinssatz',
      nominalAnnualRate: 'Tageszinssatz × 365',
      freeDays: 'Zinsfreie Tage',
      chargedDays: 'Verzinste Tage',
      dailyInterest: 'Zinsen pro verzinstem Tag',
      overdueRate: 'Täglicher Verzugszinssatz',
      overdueInterest: 'Zinsen pro Verzugstag',
      overdueDetail:
        'Jeder Tag nach dem Rückzahlungstermin wird bis zur Rückzahlung mit dem Verzugszinssatz statt dem Tageszinssatz berechnet; ein überfälliger Kredit senkt Ihre Bonitätspunkte und sperrt neue Kredite.',
      early:
        'Bei vorzeitiger Rückzahlung zahlen Sie den Kreditbetrag und die Zinsen für die vollen bereits vergangenen Tage, nie mehr als zum Laufzeitende: Eine Rückzahlung an Tag {{day}} würde {{repayable}} kosten ({{interest}} Zinsen).',
    },
    schedule: {
      title: 'Zeitplan',
      days: 'Tage',
      perDay: 'Pro Tag',
      interest: 'Zinsen',
      range: 'Tag {{from}}–{{to}}',
      free: 'Zinsfrei',
      repay: 'Rückzahlung am {{date}}',
    },
    standing: {
      title: 'Wie viel Sie leihen können',
      creditPoints: 'Bonitätspunkte',
      limit: 'Ihr aktueller Kreditrahmen',
      limitDetail:
        'Ergibt sich aus Ihren Bonitätspunkten, abzüglich Krediten in Prüfung oder noch nicht zurückgezahlter Kredite.',
      ok: 'Sie können diesen Kredit beantragen.',
      demo: 'Kredite gibt es nur für Ihr Echtgeldkonto. Wechseln Sie dorthin, um einen Kredit aufzunehmen.',
      kyc: 'Für Kredite ist eine verifizierte Identität erforderlich. Ihr Status: {{status}}.',
      kycLink: 'Zur Identitätsprüfung',
      overdue:
        'Sie haben einen überfälligen Kredit. Zahlen Sie ihn zurück, bevor Sie erneut einen Kredit aufnehmen.',
      amount: 'Der Mindestkreditbetrag beträgt {{min}}.',
      limitExceeded: 'Das liegt über Ihrem Kreditrahmen von {{limit}}.',
    },
    kycStatus: {
      unverified: 'nicht verifiziert',
      under_review: 'in Prüfung',
      verified: 'verifiziert',
      failed: 'fehlgeschlagen – Sie können Ihre Unterlagen erneut einreichen',
    },
    risk: 'Ein Kredit muss samt Zinsen zurückgezahlt werden, ganz gleich, was aus der Verwendung des Geldes wird. Zahlen Sie nicht rechtzeitig zurück, wird jeder weitere Tag mit dem Verzugszinssatz berechnet und Ihre Bonitätspunkte sinken. Leihen Sie nur, was Sie zurückzahlen können.',
    applySoon:
      'Antrag, Vertragsunterzeichnung und Prüfung folgen in einer kommenden Version; die obigen Zahlen sind die, die im Vertrag stehen werden.',
    guest:
      'Melden Sie sich an, um zu sehen, was ein Kredit Sie kosten würde und wie viel Sie leihen können.',
    guestLogin: 'Anmelden, um einen Kredit aufzunehmen',
    loading: 'Kosten werden berechnet…',
    failed: 'Die Kosten konnten nicht berechnet werden. Versuchen Sie es erneut.',
  },
};
