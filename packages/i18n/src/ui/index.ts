import type { Language } from '../languages.js';
import type { uiEn } from './en-all.js';
import { uiEnCore } from './en.js';
import type { DeepStringRecord, UiLocaleGroups } from './groups.js';

export { uiEn } from './en-all.js';
export { DEFERRED_UI_GROUPS, loadUiEnGroup, uiEnCore, type DeferredUiGroup } from './en.js';
export { LANGUAGE_HTML_TAGS, LANGUAGE_NATIVE_NAMES } from './language-names.js';
export type {
  DeepStringRecord,
  UiAccountMessages,
  UiAdminMessages,
  UiBaseMessages,
  UiChatMessages,
  UiFundsMessages,
  UiLocaleGroups,
  UiMarketsMessages,
  UiNftsMessages,
  UiReferralsMessages,
  UiSecurityMessages,
  UiSmartMessages,
  UiSpotMessages,
  UiTradingMessages,
  UiWalletMessages,
} from './groups.js';
export { UI_GROUPS } from './groups.js';

/** What each UI locale provides in full: the shape of `uiEn` with every text a string. */
export type UiMessages = DeepStringRecord<typeof uiEn>;

/** One resource object from a language's translated groups; a missing group falls back to English. */
export function mergeGroups(groups: UiLocaleGroups): Partial<UiMessages> {
  return {
    ...groups.base,
    ...groups.markets,
    ...groups.account,
    ...groups.trading,
    ...groups.spot,
    ...groups.admin,
    ...groups.wallet,
    ...groups.funds,
    ...groups.security,
    ...groups.smart,
    ...groups.loans,
    ...groups.nfts,
    ...groups.referrals,
    ...groups.chat,
  };
}

/**
 * The UI strings of one language, loaded on demand so the first page carries English only; each
 * language is its own chunk in the web build.
 */
export async function loadUiLocale(language: Language): Promise<Partial<UiMessages>> {
  switch (language) {
    case 'en':
      return uiEnCore;
    case 'ja':
      return mergeGroups((await import('./ja/index.js')).uiJa);
    case 'ko':
      return mergeGroups((await import('./ko/index.js')).uiKo);
    case 'de':
      return mergeGroups((await import('./de/index.js')).uiDe);
    case 'fr':
      return mergeGroups((await import('./fr/index.js')).uiFr);
    case 'it':
      return mergeGroups((await import('./it/index.js')).uiIt);
    case 'es':
      return mergeGroups((await import('./es/index.js')).uiEs);
    case 'ar':
      return mergeGroups((await import('./ar/index.js')).uiAr);
    case 'hk':
      return mergeGroups((await import('./hk/index.js')).uiHk);
    case 'zh':
      return mergeGroups((await import('./zh/index.js')).uiZh);
    case 'vi':
      return mergeGroups((await import('./vi/index.js')).uiVi);
  }
}
