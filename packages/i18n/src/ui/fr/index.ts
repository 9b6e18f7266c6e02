import type { UiLocaleGroups } from '../groups.js';
import { uiFrAccount } from './account.js';
import { uiFrAdmin } from './admin.js';
import { uiFrBase } from './base.js';
import { uiFrFunds } from './funds.js';
import { uiFrLoans } from './loans.js';
import { uiFrMarkets } from './markets.js';
import { uiFrNfts } from './nfts.js';
import { uiFrReferrals } from './referrals.js';
import { uiFrChat } from './chat.js';
import { uiFrSecurity } from './security.js';
import { uiFrSmart } from './smart.js';
import { uiFrSpot } from './spot.js';
import { uiFrTrading } from './trading.js';
import { uiFrWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiFr: UiLocaleGroups = {
  base: uiFrBase,
  markets: uiFrMarkets,
  account: uiFrAccount,
  trading: uiFrTrading,
  spot: uiFrSpot,
  admin: uiFrAdmin,
  wallet: uiFrWallet,
  funds: uiFrFunds,
  security: uiFrSecurity,
  smart: uiFrSmart,
  loans: uiFrLoans,
  nfts: uiFrNfts,
  referrals: uiFrReferrals,
  chat: uiFrChat,
};
