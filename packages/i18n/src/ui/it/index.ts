import type { UiLocaleGroups } from '../groups.js';
import { uiItAccount } from './account.js';
import { uiItAdmin } from './admin.js';
import { uiItBase } from './base.js';
import { uiItFunds } from './funds.js';
import { uiItLoans } from './loans.js';
import { uiItMarkets } from './markets.js';
import { uiItNfts } from './nfts.js';
import { uiItReferrals } from './referrals.js';
import { uiItChat } from './chat.js';
import { uiItSecurity } from './security.js';
import { uiItSmart } from './smart.js';
import { uiItSpot } from './spot.js';
import { uiItTrading } from './trading.js';
import { uiItWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiIt: UiLocaleGroups = {
  base: uiItBase,
  markets: uiItMarkets,
  account: uiItAccount,
  trading: uiItTrading,
  spot: uiItSpot,
  admin: uiItAdmin,
  wallet: uiItWallet,
  funds: uiItFunds,
  security: uiItSecurity,
  smart: uiItSmart,
  loans: uiItLoans,
  nfts: uiItNfts,
  referrals: uiItReferrals,
  chat: uiItChat,
};
