import type { UiLocaleGroups } from '../groups.js';
import { uiEsAccount } from './account.js';
import { uiEsAdmin } from './admin.js';
import { uiEsBase } from './base.js';
import { uiEsFunds } from './funds.js';
import { uiEsLoans } from './loans.js';
import { uiEsMarkets } from './markets.js';
import { uiEsNfts } from './nfts.js';
import { uiEsReferrals } from './referrals.js';
import { uiEsChat } from './chat.js';
import { uiEsSecurity } from './security.js';
import { uiEsSmart } from './smart.js';
import { uiEsSpot } from './spot.js';
import { uiEsTrading } from './trading.js';
import { uiEsWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiEs: UiLocaleGroups = {
  base: uiEsBase,
  markets: uiEsMarkets,
  account: uiEsAccount,
  trading: uiEsTrading,
  spot: uiEsSpot,
  admin: uiEsAdmin,
  wallet: uiEsWallet,
  funds: uiEsFunds,
  security: uiEsSecurity,
  smart: uiEsSmart,
  loans: uiEsLoans,
  nfts: uiEsNfts,
  referrals: uiEsReferrals,
  chat: uiEsChat,
};
