import { uiEnAdmin } from './en/admin.js';
import { uiEnFunds } from './en/funds.js';
import { uiEnSecurity } from './en/security.js';
import { uiEnSmart } from './en/smart.js';
import { uiEnLoans } from './en/loans.js';
import { uiEnNfts } from './en/nfts.js';
import { uiEnReferrals } from './en/referrals.js';
import { uiEnChat } from './en/chat.js';
import { uiEnWallet } from './en/wallet.js';
import { uiEnCore } from './en.js';
import { uiEnSpot } from './en/spot.js';
import { uiEnTrading } from './en/trading.js';

/**
 * Every English string: the type i18next checks keys against, and what tests and tools use. The
 * web app bundles only `uiEnCore` and loads the deferred groups with their pages.
 */
export const uiEn = {
  ...uiEnCore,
  ...uiEnTrading,
  ...uiEnSpot,
  ...uiEnAdmin,
  ...uiEnWallet,
  ...uiEnFunds,
  ...uiEnSecurity,
  ...uiEnSmart,
  ...uiEnLoans,
  ...uiEnNfts,
  ...uiEnReferrals,
  ...uiEnChat,
} as const;
