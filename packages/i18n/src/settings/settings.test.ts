import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { settingTextsEn } from './en.js';
import { settingTexts } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('setting descriptions and rules', () => {
  for (const section of ['descriptions', 'rules'] as const) {
    it(`has every ${section} text in all 11 languages, with the English placeholders`, () => {
      const problems: string[] = [];
      for (const lang of LANGUAGES) {
        const texts = settingTexts[lang][section] as Record<string, string>;
        for (const [id, english] of Object.entries(settingTextsEn[section])) {
          const text = texts[id];
          if (typeof text !== 'string' || text.trim() === '')
            problems.push(`${lang} ${id}: missing`);
          else if (JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english)))
            problems.push(
              `${lang} ${id}: placeholders ${placeholders(text)} ≠ ${placeholders(english)}`,
            );
          else if (lang !== 'en' && text === english)
            problems.push(`${lang} ${id}: not translated`);
        }
        for (const id of Object.keys(texts))
          if (!Object.hasOwn(settingTextsEn[section], id)) problems.push(`${lang} ${id}: unknown`);
      }
      expect(problems).toEqual([]);
    });
  }
});
