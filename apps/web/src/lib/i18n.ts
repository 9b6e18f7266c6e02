import {
  LANGUAGE_HTML_TAGS,
  LANGUAGES,
  loadUiEnGroup,
  loadUiLocale,
  RTL_LANGUAGES,
  uiEnCore,
  type DeferredUiGroup,
  type Language,
} from '@meridian/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingsStore } from './settings-store';

/**
 * i18next with the UI catalogues of @meridian/i18n (one `translation` namespace whose top-level
 * keys are our namespaces: `t('shell.nav.home')`). English is bundled; every other language is
 * its own chunk, loaded when chosen (the first page stays small with eleven languages), and any
 * key it lacks falls back to English. The English strings of the back office and the money pages
 * (`DeferredUiGroup`) come with those pages' chunks (`withUiGroup`). The stored language (settings store) is the source of
 * truth: changing it changes i18next, `<html lang>` and `<html dir>`.
 */

export type Direction = 'ltr' | 'rtl';

export function directionOf(language: Language): Direction {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: uiEnCore } },
  lng: settingsStore.getSnapshot().language,
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false }, // React escapes
  returnEmptyString: false,
  initAsync: false,
  // Re-render when a language's strings arrive after the switch.
  react: { bindI18nStore: 'added' },
});

type Messages = { [key: string]: string | Messages };

/**
 * The catalogues write each counted text as `_one` and `_other` (English's forms). A language
 * with more plural forms (Arabic: zero, one, two, few, many, other) would look for `_few` for 5,
 * find none and fall back to English ("5 entries" on an Arabic page): every missing form of the
 * language takes its own `_other` text instead.
 */
export function withAllPluralForms<T extends Messages>(messages: T, language: Language): T {
  const forms = new Intl.PluralRules(LANGUAGE_HTML_TAGS[language]).resolvedOptions()
    .pluralCategories;
  const fill = (node: Messages): Messages => {
    const out: Messages = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = typeof value === 'string' ? value : fill(value);
    }
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'string' || !key.endsWith('_other')) continue;
      const base = key.slice(0, -'_other'.length);
      for (const form of forms) if (!(`${base}_${form}` in out)) out[`${base}_${form}`] = value;
    }
    return out;
  };
  return fill(messages) as T;
}

const loaded = new Set<Language>(['en']);
const loading = new Map<Language, Promise<void>>();

/** Loads a language's strings once (resolves at once for English or a loaded language). */
export function ensureLanguageLoaded(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loadUiLocale(language).then(
      (messages) => {
        i18n.addResourceBundle(
          language,
          'translation',
          withAllPluralForms(messages as Messages, language),
          true,
          true,
        );
        loaded.add(language);
      },
      (error: unknown) => {
        loading.delete(language); // a later switch tries again; until then English shows
        console.debug('could not load UI language', language, error);
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

const groupsLoaded = new Set<DeferredUiGroup>();

/** Adds a deferred group's English strings (the fallback of every language) once. */
export async function ensureUiGroup(group: DeferredUiGroup): Promise<void> {
  if (groupsLoaded.has(group)) return;
  i18n.addResourceBundle('en', 'translation', await loadUiEnGroup(group), true, true);
  groupsLoaded.add(group);
}

/** A page chunk that needs deferred groups: loads the chunk and the strings before it renders. */
export async function withUiGroup<M>(
  groups: DeferredUiGroup | readonly DeferredUiGroup[],
  load: () => Promise<M>,
): Promise<M> {
  const [module] = await Promise.all([load(), ...[groups].flat().map(ensureUiGroup)]);
  return module;
}

/** Resolves when the stored language's strings are ready (main.tsx waits before rendering). */
export function i18nReady(): Promise<void> {
  return ensureLanguageLoaded(settingsStore.getSnapshot().language);
}

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
  void ensureLanguageLoaded(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}
syncLanguage();
settingsStore.subscribe(syncLanguage);

/** What a language picker calls: stores the language; i18next and the document follow. */
export function changeLanguage(language: Language): void {
  settingsStore.setLanguage(language);
}
