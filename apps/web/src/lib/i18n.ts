import {
  LANGUAGE_HTML_TAGS,
  LANGUAGES,
  RTL_LANGUAGES,
  uiLocales,
  type Language,
  type UiMessages,
} from '@meridian/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingsStore } from './settings-store';

/**
 * i18next with the UI catalogues of @meridian/i18n (one `translation` namespace whose top-level
 * keys are our namespaces: `t('shell.nav.home')`). A language without a catalogue yet falls
 * back to English. The stored language (settings store) is the source of truth: changing it
 * changes i18next, `<html lang>` and `<html dir>`.
 */

export type Direction = 'ltr' | 'rtl';

export function directionOf(language: Language): Direction {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

function resources() {
  const all: Partial<Record<Language, { translation: Partial<UiMessages> }>> = {};
  for (const [language, messages] of Object.entries(uiLocales)) {
    if (messages) all[language as Language] = { translation: messages };
  }
  return all;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: resources(),
  lng: settingsStore.getSnapshot().language,
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false }, // React escapes
  returnEmptyString: false,
  initAsync: false,
});

/** `<html lang>` (a BCP 47 tag) and `<html dir>` for a language. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = LANGUAGE_HTML_TAGS[language];
  root.dir = directionOf(language);
}

let applied: Language | undefined;
function syncLanguage() {
  const { language } = settingsStore.getSnapshot();
  if (language === applied) return;
  applied = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}
syncLanguage();
settingsStore.subscribe(syncLanguage);

/** What a language picker calls: stores the language; i18next and the document follow. */
export function changeLanguage(language: Language): void {
  settingsStore.setLanguage(language);
}
