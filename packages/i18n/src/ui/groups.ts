import type { uiEnAccount } from './en/account.js';
import type { uiEnAdmin } from './en/admin.js';
import type { uiEnBase } from './en/base.js';
import type { uiEnFunds } from './en/funds.js';
import type { uiEnMarkets } from './en/markets.js';
import type { uiEnSecurity } from './en/security.js';
import type { uiEnSmart } from './en/smart.js';
import type { uiEnLoans } from './en/loans.js';
import type { uiEnNfts } from './en/nfts.js';
import type { uiEnReferrals } from './en/referrals.js';
import type { uiEnChat } from './en/chat.js';
import type { uiEnSpot } from './en/spot.js';
import type { uiEnTrading } from './en/trading.js';
import type { uiEnWallet } from './en/wallet.js';

/** The shape of an English catalogue with every text widened to `string`. */
export type DeepStringRecord<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};

export type UiBaseMessages = DeepStringRecord<typeof uiEnBase>;
export type UiMarketsMessages = DeepStringRecord<typeof uiEnMarkets>;
export type UiAccountMessages = DeepStringRecord<typeof uiEnAccount>;
export type UiTradingMessages = DeepStringRecord<typeof uiEnTrading>;
export type UiSpotMessages = DeepStringRecord<typeof uiEnSpot>;
export type UiAdminMessages = DeepStringRecord<typeof uiEnAdmin>;
export type UiFundsMessages = DeepStringRecord<typeof uiEnFunds>;
export type UiWalletMessages = DeepStringRecord<typeof uiEnWallet>;
export type UiSecurityMessages = DeepStringRecord<typeof uiEnSecurity>;
export type UiSmartMessages = DeepStringRecord<typeof uiEnSmart>;
export type UiLoansMessages = DeepStringRecord<typeof uiEnLoans>;
export type UiNftsMessages = DeepStringRecord<typeof uiEnNfts>;
export type UiReferralsMessages = DeepStringRecord<typeof uiEnReferrals>;
export type UiChatMessages = DeepStringRecord<typeof uiEnChat>;

/** A language's UI strings by group; each group, when present, must be complete. */
export interface UiLocaleGroups {
  base?: UiBaseMessages;
  markets?: UiMarketsMessages;
  account?: UiAccountMessages;
  trading?: UiTradingMessages;
  spot?: UiSpotMessages;
  admin?: UiAdminMessages;
  funds?: UiFundsMessages;
  wallet?: UiWalletMessages;
  security?: UiSecurityMessages;
  smart?: UiSmartMessages;
  loans?: UiLoansMessages;
  nfts?: UiNftsMessages;
  referrals?: UiReferralsMessages;
  chat?: UiChatMessages;
}

export const UI_GROUPS = [
  'base',
  'markets',
  'account',
  'trading',
  'spot',
  'admin',
  'wallet',
  'funds',
  'security',
  'smart',
  'loans',
  'nfts',
  'referrals',
  'chat',
] as const;
