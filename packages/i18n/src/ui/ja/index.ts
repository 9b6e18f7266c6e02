import type { UiLocaleGroups } from '../groups.js';
import { uiJaAccount } from './account.js';
import { uiJaBase } from './base.js';
import { uiJaMarkets } from './markets.js';
import { uiJaSpot } from './spot.js';
import { uiJaTrading } from './trading.js';

/**
 * UI strings in this language, one file per group (base.ts, markets.ts, account.ts,
 * trading.ts, spot.ts), each typed to match English exactly. A group not listed yet falls back to English.
 */
export const uiJa: UiLocaleGroups = {
  base: uiJaBase,
  markets: uiJaMarkets,
  account: uiJaAccount,
  trading: uiJaTrading,
  spot: uiJaSpot,
};
