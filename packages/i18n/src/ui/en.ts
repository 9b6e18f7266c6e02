/**
 * Web app strings in English: the source every other UI locale translates (ja.ts, ko.ts, … are
 * added by translators, each typed `UiMessages`). Top-level keys are namespaces: `common`,
 * `shell`, `onboarding`, one per feature area (`home`, `markets`, `trading`, `loans`, `nfts`,
 * `account`, `help`, `content`, `auth`, `spot`, `wallet`, `funds`), and the shared `validation`
 * (SPEC §5) and `errors` (SPEC §8 "Other messages" and client-side failures). A feature page uses
 * `<area>.<page>.<key>`. `{{name}}` is an i18next placeholder every translation keeps;
 * `_one`/`_other` suffixes are plural forms.
 */
import { uiEnAccount } from './en/account.js';
import { uiEnBase } from './en/base.js';
import { uiEnMarkets } from './en/markets.js';

/**
 * The groups every first page may need; bundled with the web app. The trading screens', the
 * staff back office's and the money pages' groups (`DEFERRED_UI_GROUPS`) load with their pages
 * (loadUiEnGroup), so the first page stays small.
 */
export const uiEnCore = {
  ...uiEnBase,
  ...uiEnMarkets,
  ...uiEnAccount,
} as const;

export const DEFERRED_UI_GROUPS = [
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
export type DeferredUiGroup = (typeof DEFERRED_UI_GROUPS)[number];

/** A deferred group's English strings (its own chunk in the web build). */
export async function loadUiEnGroup(group: DeferredUiGroup): Promise<Record<string, unknown>> {
  switch (group) {
    case 'trading':
      return (await import('./en/trading.js')).uiEnTrading;
    case 'spot':
      return (await import('./en/spot.js')).uiEnSpot;
    case 'admin':
      return (await import('./en/admin.js')).uiEnAdmin;
    case 'wallet':
      return (await import('./en/wallet.js')).uiEnWallet;
    case 'funds':
      return (await import('./en/funds.js')).uiEnFunds;
    case 'security':
      return (await import('./en/security.js')).uiEnSecurity;
    case 'smart':
      return (await import('./en/smart.js')).uiEnSmart;
    case 'loans':
      return (await import('./en/loans.js')).uiEnLoans;
    case 'nfts':
      return (await import('./en/nfts.js')).uiEnNfts;
    case 'referrals':
      return (await import('./en/referrals.js')).uiEnReferrals;
    case 'chat':
      return (await import('./en/chat.js')).uiEnChat;
  }
}
