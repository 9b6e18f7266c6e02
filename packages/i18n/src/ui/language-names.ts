import type { Language } from '../languages.js';

/** Each interface language in its own script, as the language pickers show it (not translated). */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  ar: 'العربية',
  hk: '繁體中文',
  zh: '简体中文',
  vi: 'Tiếng Việt',
};

/** The BCP 47 tag for `<html lang>` (our `hk` and `zh` codes are not tags browsers know). */
export const LANGUAGE_HTML_TAGS: Readonly<Record<Language, string>> = {
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  de: 'de',
  fr: 'fr',
  it: 'it',
  es: 'es',
  ar: 'ar',
  hk: 'zh-Hant-HK',
  zh: 'zh-Hans-CN',
  vi: 'vi',
};
