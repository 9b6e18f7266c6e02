import type { UiLocaleGroups } from '../groups.js';
import { uiHkAccount } from './account.js';
import { uiHkAdmin } from './admin.js';
import { uiHkBase } from './base.js';
import { uiHkFunds } from './funds.js';
import { uiHkLoans } from './loans.js';
import { uiHkMarkets } from './markets.js';
import { uiHkNfts } from './nfts.js';
import { uiHkReferrals } from './referrals.js';
import { uiHkChat } from './chat.js';
import { uiHkSecurity } from './security.js';
import { uiHkSmart } from './smart.js';
import { uiHkSpot } from './spot.js';
import { uiHkTrading } from './trading.js';
import { uiHkWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiHk: UiLocaleGroups = {
  base: uiHkBase,
  markets: uiHkMarkets,
  account: uiHkAccount,
  trading: uiHkTrading,
  spot: uiHkSpot,
  admin: uiHkAdmin,
  wallet: uiHkWallet,
  funds: uiHkFunds,
  security: uiHkSecurity,
  smart: uiHkSmart,
  loans: uiHkLoans,
  nfts: uiHkNfts,
  referrals: uiHkReferrals,
  chat: uiHkChat,
};
