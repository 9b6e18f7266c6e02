import type { Language } from '../languages.js';
import { uiEnAccount } from './en/account.js';
import { uiEnAdmin } from './en/admin.js';
import { uiEnBase } from './en/base.js';
import { uiEnFunds } from './en/funds.js';
import { uiEnMarkets } from './en/markets.js';
import { uiEnSecurity } from './en/security.js';
import { uiEnSmart } from './en/smart.js';
import { uiEnLoans } from './en/loans.js';
import { uiEnNfts } from './en/nfts.js';
import { uiEnReferrals } from './en/referrals.js';
import { uiEnChat } from './en/chat.js';
import { uiEnSpot } from './en/spot.js';
import { uiEnTrading } from './en/trading.js';
import { uiEnWallet } from './en/wallet.js';
import type { UiLocaleGroups } from './groups.js';
import { mergeGroups, type UiMessages } from './index.js';
import { uiJa } from './ja/index.js';
import { uiKo } from './ko/index.js';
import { uiDe } from './de/index.js';
import { uiFr } from './fr/index.js';
import { uiIt } from './it/index.js';
import { uiEs } from './es/index.js';
import { uiAr } from './ar/index.js';
import { uiHk } from './hk/index.js';
import { uiZh } from './zh/index.js';
import { uiVi } from './vi/index.js';

/**
 * Every language's UI strings, loaded at once: for tests and tools. The web app loads only the
 * language in use, through loadUiLocale.
 */
export const uiLocaleGroups: Record<Language, UiLocaleGroups> = {
  en: {
    base: uiEnBase,
    markets: uiEnMarkets,
    account: uiEnAccount,
    trading: uiEnTrading,
    spot: uiEnSpot,
    admin: uiEnAdmin,
    wallet: uiEnWallet,
    funds: uiEnFunds,
    security: uiEnSecurity,
    smart: uiEnSmart,
    loans: uiEnLoans,
    nfts: uiEnNfts,
    referrals: uiEnReferrals,
    chat: uiEnChat,
  },
  ja: uiJa,
  ko: uiKo,
  de: uiDe,
  fr: uiFr,
  it: uiIt,
  es: uiEs,
  ar: uiAr,
  hk: uiHk,
  zh: uiZh,
  vi: uiVi,
};

export const uiLocales: Record<Language, Partial<UiMessages>> = Object.fromEntries(
  Object.entries(uiLocaleGroups).map(([language, groups]) => [language, mergeGroups(groups)]),
) as Record<Language, Partial<UiMessages>>;
