import type { UiReferralsMessages } from '../groups.js';

/** French UI strings, group 'referrals'; see ../en/referrals.ts for the source texts. */
export const uiFrReferrals: UiReferralsMessages = {
  referrals: {
    title: 'Inviter des amis',
    description: 'Partagez votre code, suivez vos commissions et consultez les niveaux VIP.',
    loading: 'Chargement de vos invitations…',
    failed: 'Impossible de charger vos invitations.',
    guest: {
      title: 'Connectez-vous pour inviter des amis',
      detail:
        'Votre code de parrainage, votre lien d’invitation et vos commissions s’affichent une fois connecté. Les niveaux VIP sont présentés ci-dessous.',
    },
    share: {
      title: 'Votre invitation',
      code: 'Code de parrainage',
      link: 'Lien d’invitation',
      copyCode: 'Copier le code',
      copyLink: 'Copier le lien',
      codeCopied: 'Code copié',
      linkCopied: 'Lien copié',
      qr: 'QR code de votre lien d’invitation',
      qrHint: 'Vos amis peuvent le scanner pour ouvrir la page d’inscription avec votre code.',
      earn: 'Lorsque les amis que vous invitez négocient sur le compte réel, vous recevez {{share}} % des frais de trading qu’ils paient, crédités immédiatement sur votre solde réel. Le trading en démo ne rapporte rien.',
    },
    totals: {
      title: 'Vos parrainages',
      friends: 'Amis invités',
      commission: 'Commissions gagnées',
    },
    chart: {
      title: 'Commissions par jour',
      caption: 'Les 30 derniers jours (UTC) : {{total}}',
      export: 'Exporter en CSV',
      exported: 'Vos commissions ont été exportées.',
      exportFailed: 'Impossible d’exporter les commissions',
      empty: 'Aucune commission ces 30 derniers jours',
      emptyDetail:
        'Lorsque les amis que vous avez invités négocient sur le compte réel, la commission de chaque jour s’affiche ici.',
      label:
        'Graphique en barres de votre commission par jour sur les 30 derniers jours ; le jour le plus élevé était le {{day}} avec {{amount}}.',
      tableLabel: 'Commission par jour',
      day: 'Jour',
      amount: 'Montant de la commission',
      peak: 'Maximum : {{amount}}',
    },
    friends: {
      title: 'Amis invités',
      joined: 'Inscrit le',
      traded: 'A déjà négocié',
      notTraded: 'Pas encore de transaction',
      empty: 'Aucun ami invité pour l’instant',
      emptyDetail:
        'Partagez votre lien ou votre code : les amis qui s’inscrivent avec apparaissent ici.',
      newest: 'Les {{shown}} amis les plus récents sur {{total}} sont affichés.',
    },
    levels: {
      title: 'Niveaux VIP',
      description:
        'Votre niveau dépend de votre volume de trading sur le compte réel des {{days}} derniers jours (USDT : volume au comptant plus valeur notionnelle des positions sur marge ouvertes). Un niveau plus élevé réduit vos frais et augmente votre part des frais de vos amis.',
      loading: 'Chargement des niveaux…',
      failed: 'Impossible de charger les niveaux.',
      name: 'VIP {{level}}',
      yours: 'Le vôtre',
      tableLabel: 'Niveaux VIP et leurs frais',
      level: 'Niveau',
      volume: 'Volume sur {{days}} jours à partir de (USDT)',
      discount: 'Remise sur les frais',
      share: 'Part de parrainage',
      spotMaker: 'Frais maker au comptant',
      spotTaker: 'Frais taker au comptant',
      margin: 'Commission sur marge',
      current: 'Votre niveau',
      volumeNow: 'Votre volume sur {{days}} jours',
      progress: 'Progression vers {{level}}',
      toNext: 'Négociez encore {{amount}} en {{days}} jours pour atteindre {{level}}.',
      top: 'Vous êtes au niveau le plus élevé.',
      guest: 'Connectez-vous pour voir votre niveau et votre progression vers le suivant.',
    },
  },
};
