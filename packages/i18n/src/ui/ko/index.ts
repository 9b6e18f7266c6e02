import type { UiLocaleGroups } from '../groups.js';
import { uiKoAccount } from './account.js';
import { uiKoAdmin } from './admin.js';
import { uiKoBase } from './base.js';
import { uiKoFunds } from './funds.js';
import { uiKoLoans } from './loans.js';
import { uiKoMarkets } from './markets.js';
import { uiKoNfts } from './nfts.js';
import { uiKoReferrals } from './referrals.js';
import { uiKoChat } from './chat.js';
import { uiKoSecurity } from './security.js';
import { uiKoSmart } from './smart.js';
import { uiKoSpot } from './spot.js';
import { uiKoTrading } from './trading.js';
import { uiKoWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiKo: UiLocaleGroups = {
  base: uiKoBase,
  markets: uiKoMarkets,
  account: uiKoAccount,
  trading: uiKoTrading,
  spot: uiKoSpot,
  admin: uiKoAdmin,
  wallet: uiKoWallet,
  funds: uiKoFunds,
  security: uiKoSecurity,
  smart: uiKoSmart,
  loans: uiKoLoans,
  nfts: uiKoNfts,
  referrals: uiKoReferrals,
  chat: uiKoChat,
};
