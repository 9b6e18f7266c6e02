import type { UiReferralsMessages } from '../groups.js';

/** German UI strings, group 'referrals'; see ../en/referrals.ts for the source texts. */
export const uiDeReferrals: UiReferralsMessages = {
  referrals: {
    title: 'Freunde einladen',
    description:
      'Teilen Sie Ihren Code, verfolgen Sie Ihre Provisionen und sehen Sie die VIP-Stufen.',
    loading: 'Ihre Einladungen werden geladen …',
    failed: 'Ihre Einladungen konnten nicht geladen werden.',
    guest: {
      title: 'Melden Sie sich an, um Freunde einzuladen',
      detail:
        'Ihr Empfehlungscode, Ihr Einladungslink und Ihre Provisionen werden nach der Anmeldung angezeigt. Die VIP-Stufen finden Sie unten.',
    },
    share: {
      title: 'Ihre Einladung',
      code: 'Empfehlungscode',
      link: 'Einladungslink',
      copyCode: 'Code kopieren',
      copyLink: 'Link kopieren',
      codeCopied: 'Code kopiert',
      linkCopied: 'Link kopiert',
      qr: 'QR-Code Ihres Einladungslinks',
      qrHint: 'Freunde können ihn scannen, um die Registrierungsseite mit Ihrem Code zu öffnen.',
      earn: 'Wenn von Ihnen eingeladene Freunde mit dem Echtgeldkonto handeln, erhalten Sie {{share}} % der Handelsgebühren, die sie zahlen – sofort Ihrem Echtgeldguthaben gutgeschrieben. Der Demohandel bringt nichts ein.',
    },
    totals: {
      title: 'Ihre Empfehlungen',
      friends: 'Eingeladene Freunde',
      commission: 'Verdiente Provision',
    },
    chart: {
      title: 'Provisionen pro Tag',
      caption: 'Die letzten 30 Tage (UTC): {{total}}',
      export: 'CSV exportieren',
      exported: 'Ihre Provisionen wurden exportiert.',
      exportFailed: 'Die Provisionen konnten nicht exportiert werden',
      empty: 'Keine Provision in den letzten 30 Tagen',
      emptyDetail:
        'Wenn von Ihnen eingeladene Freunde mit dem Echtgeldkonto handeln, erscheint hier die Provision jedes Tages.',
      label:
        'Balkendiagramm Ihrer Provision pro Tag in den letzten 30 Tagen; der höchste Tag war der {{day}} mit {{amount}}.',
      tableLabel: 'Provision pro Tag',
      day: 'Tag',
      amount: 'Provision',
      peak: 'Höchstwert: {{amount}}',
    },
    friends: {
      title: 'Eingeladene Freunde',
      joined: 'Beigetreten',
      traded: 'Hat gehandelt',
      notTraded: 'Noch nicht gehandelt',
      empty: 'Noch keine Freunde eingeladen',
      emptyDetail:
        'Teilen Sie Ihren Link oder Code: Freunde, die sich damit registrieren, erscheinen hier.',
      newest: 'Angezeigt werden die neuesten {{shown}} von {{total}} Freunden.',
    },
    levels: {
      title: 'VIP-Stufen',
      description:
        'Ihre Stufe richtet sich nach Ihrem Handelsvolumen mit dem Echtgeldkonto in den letzten {{days}} Tagen (USDT: Spot-Umsatz plus Nominalwert eröffneter Margin-Positionen). Eine höhere Stufe senkt Ihre Gebühren und erhöht Ihren Anteil an den Gebühren Ihrer Freunde.',
      loading: 'Die Stufen werden geladen …',
      failed: 'Die Stufen konnten nicht geladen werden.',
      name: 'VIP {{level}}',
      yours: 'Ihre',
      tableLabel: 'VIP-Stufen und ihre Gebühren',
      level: 'Stufe',
      volume: '{{days}}-Tage-Volumen ab (USDT)',
      discount: 'Gebührenrabatt',
      share: 'Empfehlungsanteil',
      spotMaker: 'Spot-Maker-Gebühr',
      spotTaker: 'Spot-Taker-Gebühr',
      margin: 'Margin-Provision',
      current: 'Ihre Stufe',
      volumeNow: 'Ihr {{days}}-Tage-Volumen',
      progress: 'Fortschritt zu {{level}}',
      toNext:
        'Handeln Sie innerhalb von {{days}} Tagen noch {{amount}}, um {{level}} zu erreichen.',
      top: 'Sie haben die höchste Stufe erreicht.',
      guest: 'Melden Sie sich an, um Ihre Stufe und Ihren Fortschritt zur nächsten zu sehen.',
    },
  },
};
