import { describe, expect, it } from 'vitest';
import { LANGUAGES, resolveLanguage } from '../languages.js';
import { en, type ServerMessageKey } from './en.js';
import { serverLocales } from './locales.js';
import { translate } from './translate.js';

const enKeys = Object.keys(en) as ServerMessageKey[];
const locales = Object.entries(serverLocales) as [
  keyof typeof serverLocales,
  Record<string, string>,
][];

/** The `{name}` placeholders of a text, sorted, so two texts can be compared as multisets. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('server message catalogues', () => {
  it('cover every interface language except en', () => {
    const expected = LANGUAGES.filter((lang) => lang !== 'en').sort();
    expect(Object.keys(serverLocales).sort()).toEqual(expected);
  });

  describe.each(locales)('%s', (lang, messages) => {
    it('has exactly the keys of en', () => {
      const keys = Object.keys(messages);
      const missing = enKeys.filter((key) => !Object.hasOwn(messages, key));
      const extra = keys.filter((key) => !Object.hasOwn(en, key));
      expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
    });

    it('has no empty or whitespace-only value', () => {
      const blank = Object.entries(messages)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => `${lang}/${key}`);
      expect(blank).toEqual([]);
    });

    it('keeps the placeholders of the English text', () => {
      const mismatched = enKeys
        .filter((key) => Object.hasOwn(messages, key))
        .map((key) => ({
          key,
          want: placeholders(en[key]),
          got: placeholders(messages[key] ?? ''),
        }))
        .filter(({ want, got }) => want.join(',') !== got.join(','))
        .map(
          ({ key, want, got }) =>
            `${lang}/${key}: want [${want.join(', ')}] got [${got.join(', ')}]`,
        );
      expect(mismatched).toEqual([]);
    });
  });

  it('has no value left identical to the English text', () => {
    const untranslated = locales.flatMap(([lang, messages]) =>
      enKeys.filter((key) => messages[key] === en[key]).map((key) => `${lang}/${key}`),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('translate', () => {
  it('fills placeholders from params', () => {
    const text = translate('en', '429', { seconds: 30 });
    expect(text).toContain('30');
    expect(text).not.toContain('{seconds}');
  });

  it('fills placeholders in a translated catalogue too', () => {
    const text = translate('de', 'mail.code.body', { code: '123456', minutes: 10 });
    expect(text).toContain('123456');
    expect(text).toContain('10');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('leaves a placeholder without a param as written', () => {
    expect(translate('en', '429', { other: 1 })).toContain('{seconds}');
    expect(translate('en', '413')).toBe(en['413']);
  });
});

describe('resolveLanguage', () => {
  it('prefers the lang header over Accept-Language', () => {
    expect(resolveLanguage('ko', 'de,en;q=0.5')).toBe('ko');
  });

  it('maps Traditional Chinese to hk and other Chinese to zh', () => {
    expect(resolveLanguage(undefined, 'zh-TW,zh;q=0.9')).toBe('hk');
    expect(resolveLanguage(undefined, 'zh-CN')).toBe('zh');
  });

  it('uses the primary subtag of a regional tag', () => {
    expect(resolveLanguage(undefined, 'fr-CA,en;q=0.5')).toBe('fr');
  });

  it('falls back to en for an unknown language', () => {
    expect(resolveLanguage(undefined, 'xx')).toBe('en');
    expect(resolveLanguage('xx')).toBe('en');
    expect(resolveLanguage()).toBe('en');
  });

  it('respects q-weights over list order', () => {
    expect(resolveLanguage(undefined, 'de;q=0.2, ja;q=0.8')).toBe('ja');
  });
});
