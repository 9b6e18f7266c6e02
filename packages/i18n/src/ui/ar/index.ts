import type { UiLocaleGroups } from '../groups.js';
import { uiArAccount } from './account.js';
import { uiArAdmin } from './admin.js';
import { uiArBase } from './base.js';
import { uiArFunds } from './funds.js';
import { uiArLoans } from './loans.js';
import { uiArMarkets } from './markets.js';
import { uiArNfts } from './nfts.js';
import { uiArReferrals } from './referrals.js';
import { uiArChat } from './chat.js';
import { uiArSecurity } from './security.js';
import { uiArSmart } from './smart.js';
import { uiArSpot } from './spot.js';
import { uiArTrading } from './trading.js';
import { uiArWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiAr: UiLocaleGroups = {
  base: uiArBase,
  markets: uiArMarkets,
  account: uiArAccount,
  trading: uiArTrading,
  spot: uiArSpot,
  admin: uiArAdmin,
  wallet: uiArWallet,
  funds: uiArFunds,
  security: uiArSecurity,
  smart: uiArSmart,
  loans: uiArLoans,
  nfts: uiArNfts,
  referrals: uiArReferrals,
  chat: uiArChat,
};
