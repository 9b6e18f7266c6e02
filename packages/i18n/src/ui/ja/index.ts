import type { UiLocaleGroups } from '../groups.js';
import { uiJaAccount } from './account.js';
import { uiJaAdmin } from './admin.js';
import { uiJaBase } from './base.js';
import { uiJaFunds } from './funds.js';
import { uiJaLoans } from './loans.js';
import { uiJaMarkets } from './markets.js';
import { uiJaNfts } from './nfts.js';
import { uiJaReferrals } from './referrals.js';
import { uiJaChat } from './chat.js';
import { uiJaSecurity } from './security.js';
import { uiJaSmart } from './smart.js';
import { uiJaSpot } from './spot.js';
import { uiJaTrading } from './trading.js';
import { uiJaWallet } from './wallet.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts, admin.ts, wallet.ts, funds.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiJa: UiLocaleGroups = {
  base: uiJaBase,
  markets: uiJaMarkets,
  account: uiJaAccount,
  trading: uiJaTrading,
  spot: uiJaSpot,
  admin: uiJaAdmin,
  wallet: uiJaWallet,
  funds: uiJaFunds,
  security: uiJaSecurity,
  smart: uiJaSmart,
  loans: uiJaLoans,
  nfts: uiJaNfts,
  referrals: uiJaReferrals,
  chat: uiJaChat,
};
