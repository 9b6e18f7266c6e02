/** English UI strings, group 'markets': Home and market screens. */
export const uiEnMarkets = {
  home: {
    title: 'Meridian',
    tagline: 'Live markets, smart trading and loans in one account.',
    health: {
      checking: 'Checking the platform…',
      ok: 'Platform status: {{status}}',
      unreachable: 'The platform is not reachable.',
    },
    marketList: {
      title: 'Markets',
      soon: 'The live market list opens soon',
      soonDetail: 'Crypto, forex, stocks, ETFs and futures with live prices will be listed here.',
    },
    noticeBar: 'Notices and announcements',
    blocks: {
      label: 'Why Meridian',
      lowFee: { title: 'Lowest fees', body: 'Trading fees under 0.3%.' },
      smartTrading: {
        title: 'Smart trading',
        body: 'Automated plans that trade for you, with past performance shown as it was.',
      },
      loans: {
        title: 'Loans without collateral',
        body: 'Borrow against your verified credit, with daily rates shown up front.',
      },
      nft: {
        title: 'NFT charity',
        body: "Every NFT sale goes to a children's charity.",
      },
    },
  },
  markets: {
    market: {
      title: 'Markets',
      description:
        'Crypto, forex, stocks, ETFs and futures with live prices, charts and order confirmation.',
      soon: 'The market list opens soon',
      soonDetail: 'Live prices, charts and orders will be available on this page.',
    },
    currency: {
      title: 'Instrument',
      description: 'Price chart, 24-hour statistics and ordering for one instrument.',
      soon: 'Instrument details open soon',
      soonDetail: 'The chart and order form for {{code}} will be shown here.',
      soonDetailNoCode: 'The chart and order form will be shown here.',
    },
  },
} as const;
