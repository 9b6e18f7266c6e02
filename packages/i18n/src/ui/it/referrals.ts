import type { UiReferralsMessages } from '../groups.js';

/** Italian UI strings, group 'referrals'; see ../en/referrals.ts for the source texts. */
export const uiItReferrals: UiReferralsMessages = {
  referrals: {
    title: 'Invita amici',
    description: 'Condivida il Suo codice, segua le Sue commissioni e consulti i livelli VIP.',
    loading: 'Caricamento dei Suoi inviti…',
    failed: 'Non è stato possibile caricare i Suoi inviti.',
    guest: {
      title: 'Acceda per invitare amici',
      detail:
        'Il Suo codice referral, il link di invito e le commissioni sono visibili dopo l’accesso. I livelli VIP sono qui sotto.',
    },
    share: {
      title: 'Il Suo invito',
      code: 'Codice referral',
      link: 'Link di invito',
      copyCode: 'Copia codice',
      copyLink: 'Copia link',
      codeCopied: 'Codice copiato',
      linkCopied: 'Link copiato',
      qr: 'Codice QR del Suo link di invito',
      qrHint:
        'Gli amici possono scansionarlo per aprire la pagina di registrazione con il Suo codice.',
      earn: 'Quando gli amici che invita fanno trading sul conto reale, Lei riceve il {{share}}% delle commissioni di trading che pagano, accreditato subito sul Suo saldo reale. Il trading demo non genera nulla.',
    },
    totals: {
      title: 'I Suoi inviti',
      friends: 'Amici invitati',
      commission: 'Commissioni guadagnate',
    },
    chart: {
      title: 'Commissioni per giorno',
      caption: 'Ultimi 30 giorni (UTC): {{total}}',
      export: 'Esporta CSV',
      exported: 'Le Sue commissioni sono state esportate.',
      exportFailed: 'Non è stato possibile esportare le commissioni',
      empty: 'Nessuna commissione negli ultimi 30 giorni',
      emptyDetail:
        'Quando gli amici che ha invitato fanno trading sul conto reale, qui compare la commissione di ogni giorno.',
      label:
        'Grafico a barre della Sua commissione giornaliera negli ultimi 30 giorni; il giorno più alto è stato il {{day}} con {{amount}}.',
      tableLabel: 'Commissione per giorno',
      day: 'Giorno',
      amount: 'Commissione',
      peak: 'Massimo: {{amount}}',
    },
    friends: {
      title: 'Amici invitati',
      joined: 'Iscritto il',
      traded: 'Ha fatto trading',
      notTraded: 'Non ha ancora fatto trading',
      empty: 'Ancora nessun amico invitato',
      emptyDetail:
        'Condivida il link o il codice: gli amici che si registrano con esso compaiono qui.',
      newest: 'Sono mostrati i {{shown}} amici più recenti su {{total}}.',
    },
    levels: {
      title: 'Livelli VIP',
      description:
        'Il Suo livello dipende dal volume di trading sul conto reale degli ultimi {{days}} giorni (USDT: controvalore a pronti più il nozionale delle posizioni a margine aperte). Un livello più alto riduce le commissioni che paga e aumenta la Sua quota delle commissioni dei Suoi amici.',
      loading: 'Caricamento dei livelli…',
      failed: 'Non è stato possibile caricare i livelli.',
      name: 'VIP {{level}}',
      yours: 'Il Suo',
      tableLabel: 'Livelli VIP e relative commissioni',
      level: 'Livello',
      volume: 'Volume a {{days}} giorni da (USDT)',
      discount: 'Sconto sulle commissioni',
      share: 'Quota referral',
      spotMaker: 'Commissione maker a pronti',
      spotTaker: 'Commissione taker a pronti',
      margin: 'Commissione a margine',
      current: 'Il Suo livello',
      volumeNow: 'Il Suo volume a {{days}} giorni',
      progress: 'Avanzamento verso {{level}}',
      toNext: 'Negozi altri {{amount}} entro {{days}} giorni per raggiungere {{level}}.',
      top: 'È al livello più alto.',
      guest: 'Acceda per vedere il Suo livello e l’avanzamento verso il successivo.',
    },
  },
};
