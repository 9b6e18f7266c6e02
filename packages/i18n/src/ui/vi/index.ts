import type { UiLocaleGroups } from '../groups.js';
import { uiViAccount } from './account.js';
import { uiViAdmin } from './admin.js';
import { uiViBase } from './base.js';
import { uiViFunds } from './funds.js';
import { uiViLoans } from './loans.js';
import { uiViMarkets } from './markets.js';
import { uiViNfts } from './nfts.js';
import { uiViReferrals } from './referrals.js';
import { uiViChat } from './chat.js';
import { uiViSecurity } from './security.js';
import { uiViSmart } from './smart.js';
import { uiViSpot } from './spot.js';
import { uiViTrading } from './trading.js';
import { uiViWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiVi: UiLocaleGroups = {
  base: uiViBase,
  markets: uiViMarkets,
  account: uiViAccount,
  trading: uiViTrading,
  spot: uiViSpot,
  admin: uiViAdmin,
  wallet: uiViWallet,
  funds: uiViFunds,
  security: uiViSecurity,
  smart: uiViSmart,
  loans: uiViLoans,
  nfts: uiViNfts,
  referrals: uiViReferrals,
  chat: uiViChat,
};
