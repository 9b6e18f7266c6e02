import type { uiEn } from '@meridian/i18n';

// Typed keys for t(): a missing or misspelt key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof uiEn };
  }
}
