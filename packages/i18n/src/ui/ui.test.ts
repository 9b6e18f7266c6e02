import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { uiLocaleGroups, uiLocales } from './all-locales.js';
import {
  LANGUAGE_HTML_TAGS,
  LANGUAGE_NATIVE_NAMES,
  DEFERRED_UI_GROUPS,
  loadUiEnGroup,
  loadUiLocale,
  UI_GROUPS,
  uiEn,
} from './index.js';

/** Every text of a nested catalogue as `[dotted.key, text]`. */
function flatten(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Texts that are the same in every language: brand and ticker names, the level name "VIP"
 * (written so in every interface language), and texts made only of placeholders, digits and
 * punctuation.
 */
function mayEqualEnglish(text: string): boolean {
  const stripped = text
    .replace(/\{\{\w+\}\}/g, '')
    .replace(/Meridian|USDT|BTC|ETH|USD|EUR|API|NFTs?|FAQ|KYC|VIP|OK/g, '');
  return !/[A-Za-z]{2,}/.test(stripped);
}

const english = uiLocaleGroups.en;

describe('UI catalogues', () => {
  it('English has only non-blank string texts and is complete in every group', () => {
    const bad = flatten(uiEn).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad).toEqual([]);
    for (const group of UI_GROUPS) expect(english[group], group).toBeDefined();
  });

  it('every language has every group: nothing falls back to English', () => {
    const missing = Object.entries(uiLocaleGroups).flatMap(([lang, groups]) =>
      UI_GROUPS.filter((g) => !groups[g]).map((g) => `${lang}/${g}`),
    );
    expect(missing).toEqual([]);
  });

  it('every interface language has a UI locale entry', () => {
    expect(Object.keys(uiLocaleGroups).sort()).toEqual([...LANGUAGES].sort());
    expect(uiLocales.en).toEqual(uiEn);
  });

  const translated = Object.entries(uiLocaleGroups).flatMap(([lang, groups]) =>
    lang === 'en' ? [] : UI_GROUPS.filter((g) => groups[g]).map((g) => [lang, g] as const),
  );

  describe.each(translated)('%s %s', (lang, group) => {
    const en = new Map(flatten(english[group]!));
    const texts = new Map(flatten(uiLocaleGroups[lang as keyof typeof uiLocaleGroups][group]!));

    it('has exactly the keys of English', () => {
      const missing = [...en.keys()].filter((key) => !texts.has(key));
      const extra = [...texts.keys()].filter((key) => !en.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('keeps the placeholders and leaves no text blank', () => {
      const wrong = [...en].filter(([key, text]) => {
        const t = texts.get(key);
        return (
          typeof t !== 'string' ||
          t.trim() === '' ||
          placeholders(t).join() !== placeholders(String(text)).join()
        );
      });
      expect(wrong.map(([key]) => key)).toEqual([]);
    });

    it('leaves no English text in place of a translation', () => {
      const untranslated = [...en].filter(
        ([key, text]) => texts.get(key) === text && !mayEqualEnglish(String(text)),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });
  });

  it('loads each language on demand with the same strings as the full table', async () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en'))
      expect(await loadUiLocale(language)).toEqual(uiLocales[language]);
    // English: the core groups at once, each deferred group (back office, money pages) on its own.
    const english = { ...(await loadUiLocale('en')) };
    for (const group of DEFERRED_UI_GROUPS) Object.assign(english, await loadUiEnGroup(group));
    expect(english).toEqual(uiLocales.en);
    // …and none of a deferred group's namespaces is in the core the first page carries.
    const core = Object.keys(await loadUiLocale('en'));
    for (const group of DEFERRED_UI_GROUPS)
      for (const namespace of Object.keys(await loadUiEnGroup(group)))
        expect(core, `${group}: ${namespace}`).not.toContain(namespace);
  });

  it('names every language in its own script and gives it an HTML tag', () => {
    expect(Object.keys(LANGUAGE_NATIVE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(LANGUAGE_HTML_TAGS).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_NATIVE_NAMES.ar).toBe('العربية');
  });
});
