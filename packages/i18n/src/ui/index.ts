import type { Language } from '../languages.js';
import { uiEnAccount } from './en/account.js';
import { uiEnBase } from './en/base.js';
import { uiEnMarkets } from './en/markets.js';
import type { uiEn } from './en.js';
import type { DeepStringRecord, UiLocaleGroups } from './groups.js';
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

export { uiEn } from './en.js';
export { LANGUAGE_HTML_TAGS, LANGUAGE_NATIVE_NAMES } from './language-names.js';
export type {
  DeepStringRecord,
  UiAccountMessages,
  UiBaseMessages,
  UiLocaleGroups,
  UiMarketsMessages,
} from './groups.js';
export { UI_GROUPS } from './groups.js';

/** What each UI locale provides in full: the shape of `uiEn` with every text a string. */
export type UiMessages = DeepStringRecord<typeof uiEn>;

/** Every language's translated groups (English is complete by definition). */
export const uiLocaleGroups: Record<Language, UiLocaleGroups> = {
  en: { base: uiEnBase, markets: uiEnMarkets, account: uiEnAccount },
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

/**
 * The UI resources the web app loads per language: the translated groups merged; a group not
 * translated yet is absent and i18next falls back to English for it.
 */
export const uiLocales: Record<Language, Partial<UiMessages>> = Object.fromEntries(
  Object.entries(uiLocaleGroups).map(([language, groups]) => [
    language,
    { ...groups.base, ...groups.markets, ...groups.account },
  ]),
) as Record<Language, Partial<UiMessages>>;
