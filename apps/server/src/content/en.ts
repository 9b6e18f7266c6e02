import type { ContentCatalogue } from './types.js';

/**
 * The seeded pages in English, the source every translation follows (same slugs, same order).
 * Honest by construction: no invented licences, figures or guarantees.
 */
export const contentEn: ContentCatalogue = [
  {
    slug: 'company.about',
    category: 'company',
    title: 'About us',
    body: 'Meridian is an open-source trading and finance platform: live markets, margin trading and options, a spot exchange, automated trading plans, loans, a charity NFT market, deposits, withdrawals and currency exchange, in eleven languages.\n\nEvery balance on Meridian is derived from a double-entry journal that the database itself checks, every price comes from the recorded market-data feed, and the figures on our home page are computed from the platform, not typed in.\n\nThe software is developed in the open. Whoever runs an instance of it is the operator of that service and is responsible for it.',
  },
  {
    slug: 'company.contact',
    category: 'company',
    title: 'Contact',
    body: 'The quickest way to reach us is the online customer service in your account (the headset icon). Our staff answer there, and the conversation stays in your history.\n\nFor questions about a deposit, a withdrawal or a loan, please include the time and the amount so we can find it quickly. We will never ask for your password or your withdrawal password.',
  },
  {
    slug: 'policy.terms',
    category: 'policy',
    title: 'Terms of service',
    body: 'By creating an account you agree to use Meridian lawfully, to keep your login and withdrawal passwords secret, and to provide true information when you verify your identity.\n\nEvery account has a demo book with virtual money for practice and a real book. Demo money has no value and can never be moved to the real book.\n\nTrading, options, automated plans and loans carry risk; read the risk warning before you use them. We may suspend an account that breaks these terms or the law, and we keep the records the law requires.',
  },
  {
    slug: 'policy.privacy',
    category: 'policy',
    title: 'Privacy policy',
    body: 'We collect what we need to run your account: your username, e-mail or phone number, your identity documents when you verify your identity, and the records of your transactions.\n\nPasswords are stored only as strong one-way hashes. Identity images are re-encoded to remove hidden metadata, are stored outside the public website and are shown only to you and to the staff who review them.\n\nWe do not sell your data. You can ask customer service for a copy of your data or for its deletion where the law allows it.',
  },
  {
    slug: 'policy.cookies',
    category: 'policy',
    title: 'Cookie policy',
    body: 'The web app stores a few settings in your browser: your sign-in token, your language, whether you use the demo or the real book, and whether you have seen the welcome board in this session. They are needed for the site to work.\n\nWe use no advertising or third-party tracking cookies, and the site loads no fonts, images or scripts from other companies.',
  },
  {
    slug: 'statement.disclaimer',
    category: 'statement',
    title: 'Disclaimer',
    body: 'Information on Meridian is provided for general purposes and is not investment advice. Past performance, including back-tested results of trading plans, does not guarantee future results.\n\nPrices shown come from the configured market-data feed. In the default configuration that feed is simulated for demonstration, and the site says so.',
  },
  {
    slug: 'statement.risk',
    category: 'statement',
    title: 'Risk warning',
    body: 'Leveraged products such as margin trading (CFDs) can lose money rapidly. Leverage multiplies both gains and losses; a position is closed automatically when your margin level falls to 50%.\n\nOptions are all-or-nothing: if the price moves the wrong way, you lose your whole stake. Automated trading plans can lose money; their earnings are what the strategy really made, never a promised rate. Loans must be repaid with interest.\n\nOnly trade with money you can afford to lose, and practise with the demo account first.',
  },
  {
    slug: 'statement.advertising',
    category: 'statement',
    title: 'Advertising',
    body: 'Figures on our pages, such as trading volume, the number of listed instruments and the number of registered users, are computed live from the platform. The fee claim "under 0.3%" is checked against the configured fees.\n\nWe do not pay for reviews or promise returns.',
  },
  {
    slug: 'statement.licence',
    category: 'statement',
    title: 'Licence and supervision',
    body: 'Meridian is open-source software. It holds no licence by itself: the operator of each instance must obtain the licences and registrations required where it offers its services, and must name them here.\n\nThis instance has not published a licence. Use its real-money features only if you know who operates it and under which supervision.',
  },
  {
    slug: 'notice.welcome',
    category: 'notice',
    title: 'Welcome to Meridian',
    body: 'Every new account starts with a demo book holding 100,000 USDT of virtual money. Switch between the demo and the real account at any time from your account page.',
  },
  {
    slug: 'notice.maintenance',
    category: 'notice',
    title: 'Trading hours',
    body: 'Crypto markets trade around the clock. Forex, stocks, ETFs, metals and futures follow their markets\' weekly sessions; outside them the instrument shows "not available for trading now".',
  },
  {
    slug: 'faq.demo',
    category: 'faq',
    title: 'What is the demo account?',
    body: 'A practice book with virtual money (100,000 USDT to start). It works like the real book for margin, options and spot trading, but its money has no value and cannot be withdrawn or moved to the real book. You can reset it from your account.',
  },
  {
    slug: 'faq.deposit',
    category: 'faq',
    title: 'How do I deposit?',
    body: 'Switch to the real account, open Deposit, choose the coin and network, and send to the address shown. Then enter the amount, the transaction hash and its last 6 digits, and upload proof. Our staff review it and your balance is credited once approved. Minimums: USDT 120, BTC 0.015, ETH 0.2.',
  },
  {
    slug: 'faq.withdraw',
    category: 'faq',
    title: 'How do I withdraw?',
    body: 'Verify your identity and set a withdrawal password first. Then choose a crypto address or a bank account. The fee and the amount you receive are shown before you confirm; the amount is held until our staff pay it out, or released with a reason if the withdrawal is rejected.',
  },
  {
    slug: 'faq.fees',
    category: 'faq',
    title: 'What are the fees?',
    body: 'Spot trading: 0.08% for orders that rest in the book (maker) and 0.10% for orders that trade at once (taker). Margin trading: the instrument spread plus 0.05% commission. Currency exchange: a 0.2% spread. Withdrawals: 1% with a minimum per asset. All fees are shown before you confirm.',
  },
  {
    slug: 'faq.security',
    category: 'faq',
    title: 'How is my account protected?',
    body: 'Passwords are stored as strong hashes, sign-in attempts are rate-limited, and every session can be ended by signing out or changing your password. Withdrawals need a separate withdrawal password. Every balance change is recorded in a journal that the system checks continuously.',
  },
  {
    slug: 'faq.prices',
    category: 'faq',
    title: 'Where do prices come from?',
    body: 'From the market-data feed the operator configured. Every fill, settlement and valuation uses a recorded price; nobody, staff included, can choose the outcome of a trade.',
  },
  {
    slug: 'introduction.main',
    category: 'introduction',
    title: 'Introduction to Meridian',
    body: "Markets: follow live prices of cryptocurrencies, forex, stocks, ETFs, metals and futures, with charts from one minute to one day.\n\nTrading: trade long or short with leverage, buy up/down options, or trade coins against a real order book.\n\nSmart trading: automated plans that trade a market for you, showing their back-tested past performance.\n\nLoans, deposits, withdrawals and currency exchange complete the account, and a charity NFT market gives every sale to a children's charity.\n\nStart with the demo account: it holds virtual money to practise with.",
  },
];
