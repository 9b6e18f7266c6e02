import type { UiLocaleGroups } from '../groups.js';
import { uiDeAccount } from './account.js';
import { uiDeAdmin } from './admin.js';
import { uiDeBase } from './base.js';
import { uiDeFunds } from './funds.js';
import { uiDeLoans } from './loans.js';
import { uiDeMarkets } from './markets.js';
import { uiDeNfts } from './nfts.js';
import { uiDeReferrals } from './referrals.js';
import { uiDeChat } from './chat.js';
import { uiDeSecurity } from './security.js';
import { uiDeSmart } from './smart.js';
import { uiDeSpot } from './spot.js';
import { uiDeTrading } from './trading.js';
import { uiDeWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiDe: UiLocaleGroups = {
  base: uiDeBase,
  markets: uiDeMarkets,
  account: uiDeAccount,
  trading: uiDeTrading,
  spot: uiDeSpot,
  admin: uiDeAdmin,
  wallet: uiDeWallet,
  funds: uiDeFunds,
  security: uiDeSecurity,
  smart: uiDeSmart,
  loans: uiDeLoans,
  nfts: uiDeNfts,
  referrals: uiDeReferrals,
  chat: uiDeChat,
};
