import type { UiLocaleGroups } from '../groups.js';
import { uiZhAccount } from './account.js';
import { uiZhAdmin } from './admin.js';
import { uiZhBase } from './base.js';
import { uiZhFunds } from './funds.js';
import { uiZhLoans } from './loans.js';
import { uiZhMarkets } from './markets.js';
import { uiZhNfts } from './nfts.js';
import { uiZhReferrals } from './referrals.js';
import { uiZhChat } from './chat.js';
import { uiZhSecurity } from './security.js';
import { uiZhSmart } from './smart.js';
import { uiZhSpot } from './spot.js';
import { uiZhTrading } from './trading.js';
import { uiZhWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiZh: UiLocaleGroups = {
  base: uiZhBase,
  markets: uiZhMarkets,
  account: uiZhAccount,
  trading: uiZhTrading,
  spot: uiZhSpot,
  admin: uiZhAdmin,
  wallet: uiZhWallet,
  funds: uiZhFunds,
  security: uiZhSecurity,
  smart: uiZhSmart,
  loans: uiZhLoans,
  nfts: uiZhNfts,
  referrals: uiZhReferrals,
  chat: uiZhChat,
};
