import { describe, expect, it } from 'vitest';
import { CONTENT_CATALOGUES } from '../../src/content/catalogues.js';
import { contentEn } from '../../src/content/en.js';

/**
 * How each language writes numbers: the character(s) grouping thousands and the decimal mark.
 * Languages not listed write them as English does (100,000 and 0.08).
 */
const NUMBER_FORMATS: Record<string, { group: string; decimal: '.' | ',' }> = {
  de: { group: '\\.', decimal: ',' },
  es: { group: '\\.', decimal: ',' },
  it: { group: '\\.', decimal: ',' },
  vi: { group: '\\.', decimal: ',' },
  fr: { group: '[\\u00a0\\u202f ]', decimal: ',' },
};
const ENGLISH_FORMAT = { group: ',', decimal: '.' } as const;

/** Tokens that must survive translation untouched wherever the English body has them. */
const KEPT_TOKENS = ['Meridian', 'USDT', 'BTC', 'ETH', 'CFDs'];

/** The numbers a text mentions, as canonical values ("100,000" / "100.000" / "100 000" -> "100000"). */
function numbersIn(text: string, language: string): string[] {
  const format = NUMBER_FORMATS[language] ?? ENGLISH_FORMAT;
  let normalised = text
    // Arabic-Indic, Extended Arabic-Indic and full-width digits count as their ASCII digits.
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(/\u066b/g, '.')
    .replace(/(\d)\u066c(?=\d{3}(?!\d))/g, '$1')
    .replace(new RegExp(`(\\d)${format.group}(?=\\d{3}(?!\\d))`, 'g'), '$1');
  if (format.decimal === ',') normalised = normalised.replace(/(\d),(?=\d)/g, '$1.');
  return (normalised.match(/\d+(?:\.\d+)?/g) ?? []).map((n) => String(Number(n)));
}

function countOf(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

const paragraphs = (body: string) => body.split('\n\n');

const translations = Object.entries(CONTENT_CATALOGUES).filter(([lang]) => lang !== 'en');

describe('number extraction', () => {
  it('reads grouped and decimal numbers per language', () => {
    expect(numbersIn('100,000 USDT, 0.08% and 6', 'en')).toEqual(['100000', '0.08', '6']);
    expect(numbersIn('100.000 USDT, 0,08 % und 6', 'de')).toEqual(['100000', '0.08', '6']);
    expect(numbersIn('100\u00a0000 USDT, 0,10\u00a0% et 6', 'fr')).toEqual(['100000', '0.1', '6']);
    expect(numbersIn('USDT 120, BTC 0,015, ETH 0,2.', 'es')).toEqual(['120', '0.015', '0.2']);
    expect(numbersIn('٥٠%', 'ar')).toEqual(['50']);
  });
});

describe('content catalogues', () => {
  it('translate every language the app offers', () => {
    expect(Object.keys(CONTENT_CATALOGUES).sort()).toEqual(
      ['en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh', 'vi'].sort(),
    );
    expect(CONTENT_CATALOGUES.en).toBe(contentEn);
  });

  describe.each(translations)('%s', (lang, catalogue) => {
    it('has the same pages, categories and order as English', () => {
      expect(catalogue.map((p) => [p.slug, p.category])).toEqual(
        contentEn.map((p) => [p.slug, p.category]),
      );
    });

    it.each(contentEn.map((en, i) => [en.slug, i] as const))('%s is translated', (_slug, i) => {
      const en = contentEn[i]!;
      const page = catalogue[i]!;
      expect(page.title.trim(), 'title').not.toBe('');
      expect(page.body.trim(), 'body').not.toBe('');
      expect(page.title, 'title left in English').not.toBe(en.title);
      expect(page.body, 'body left in English').not.toBe(en.body);

      expect(paragraphs(page.body).length, 'paragraph count').toBe(paragraphs(en.body).length);
      for (const paragraph of paragraphs(page.body)) {
        expect(paragraph.trim(), 'empty paragraph').not.toBe('');
      }

      const translated = countOf(numbersIn(page.body, lang));
      const missing = [...countOf(numbersIn(en.body, 'en'))].filter(
        ([value, count]) => (translated.get(value) ?? 0) < count,
      );
      expect(
        missing.map(([value]) => value),
        'numbers lost in translation',
      ).toEqual([]);

      for (const token of KEPT_TOKENS) {
        if (en.body.includes(token)) expect(page.body, `keeps ${token}`).toContain(token);
      }
    });
  });
});
