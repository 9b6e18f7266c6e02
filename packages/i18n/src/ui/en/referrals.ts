/**
 * English UI strings, group 'referrals': invite friends and the VIP levels (issue 17,
 * /profile/invite) — the referral code, link and QR code, the totals, the commissions by day
 * (chart, CSV), the invited friends and the levels with the user's progress. Namespace
 * `referrals`.
 */
export const uiEnReferrals = {
  referrals: {
    title: 'Invite friends',
    description: 'Share your code, follow your commissions and see the VIP levels.',
    loading: 'Loading your invitations…',
    failed: 'Your invitations could not be loaded.',
    guest: {
      title: 'Log in to invite friends',
      detail:
        'Your referral code, invite link and commissions are shown once you are logged in. The VIP levels are below.',
    },
    share: {
      title: 'Your invitation',
      code: 'Referral code',
      link: 'Invite link',
      copyCode: 'Copy code',
      copyLink: 'Copy link',
      codeCopied: 'Code copied',
      linkCopied: 'Link copied',
      qr: 'QR code of your invite link',
      qrHint: 'Friends can scan it to open the sign-up page with your code.',
      earn: 'When friends you invite trade on the real book, you earn {{share}}% of the trading fees they pay, credited at once to your real balance. Demo trading earns nothing.',
    },
    totals: {
      title: 'Your referrals',
      friends: 'Friends invited',
      commission: 'Commission earned',
    },
    chart: {
      title: 'Commissions by day',
      caption: 'The last 30 days (UTC): {{total}}',
      export: 'Export CSV',
      exported: 'Your commissions were exported.',
      exportFailed: 'The commissions could not be exported',
      empty: 'No commission in the last 30 days',
      emptyDetail:
        'When friends you invited trade on the real book, each day’s commission shows here.',
      label:
        'Bar chart of your commission per day over the last 30 days; the highest day was {{day}} with {{amount}}.',
      tableLabel: 'Commission per day',
      day: 'Day',
      amount: 'Commission',
      peak: 'Highest: {{amount}}',
    },
    friends: {
      title: 'Invited friends',
      joined: 'Joined',
      traded: 'Has traded',
      notTraded: 'Not traded yet',
      empty: 'No friends invited yet',
      emptyDetail: 'Share your link or code: friends who sign up with it appear here.',
      newest: 'The newest {{shown}} of {{total}} friends are shown.',
    },
    levels: {
      title: 'VIP levels',
      description:
        'Your level follows your real-book trading volume over the last {{days}} days (USDT: spot turnover plus the notional of margin positions opened). A higher level lowers the fees you pay and raises your share of your friends’ fees.',
      loading: 'Loading the levels…',
      failed: 'The levels could not be loaded.',
      name: 'VIP {{level}}',
      yours: 'Yours',
      tableLabel: 'VIP levels and their fees',
      level: 'Level',
      volume: '{{days}}-day volume from (USDT)',
      discount: 'Fee discount',
      share: 'Referral share',
      spotMaker: 'Spot maker fee',
      spotTaker: 'Spot taker fee',
      margin: 'Margin commission',
      current: 'Your level',
      volumeNow: 'Your {{days}}-day volume',
      progress: 'Progress to {{level}}',
      toNext: 'Trade {{amount}} more within {{days}} days to reach {{level}}.',
      top: 'You are at the top level.',
      guest: 'Log in to see your level and your progress to the next one.',
    },
  },
} as const;
