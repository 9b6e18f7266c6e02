import { LANGUAGES } from '@meridian/i18n';
import { settingDescription, settingRule } from '@meridian/i18n/settings';
import { formatAmount, parseAmount } from '@meridian/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PUBLIC_PARAM_CATALOGUE,
  SETTING_CATALOGUE,
  SETTING_KEYS,
  settingDeclaration,
  validTimeframes,
  type SettingDeclaration,
} from './setting-catalogue.js';

const declarations: [string, SettingDeclaration][] = [
  ...SETTING_KEYS.map((key): [string, SettingDeclaration] => [key, settingDeclaration(key)]),
  ...Object.entries(PUBLIC_PARAM_CATALOGUE),
];
const keysOfKind = (kind: string) =>
  SETTING_KEYS.filter((key) => SETTING_CATALOGUE[key].kind === kind);

describe('the settings catalogue', () => {
  it('every default passes its own declaration', () => {
    const refused = SETTING_KEYS.filter(
      (key) => !settingDeclaration(key).schema.safeParse(SETTING_CATALOGUE[key].default).success,
    );
    expect(refused).toEqual([]);
  });

  it('every key has its description and allowed values in the 11 languages, placeholders filled', () => {
    const problems: string[] = [];
    for (const [key, declaration] of declarations) {
      for (const lang of LANGUAGES) {
        const texts = [
          settingDescription(lang, declaration.description.id, declaration.description.params),
          settingRule(lang, declaration.rule.id, declaration.rule.params),
        ];
        for (const text of texts)
          if (text.trim() === '' || /\{\w+\}/.test(text)) problems.push(`${key} ${lang}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses any whole number outside a key’s range, and accepts every one inside (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keysOfKind('integer')),
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.boolean(),
        (key, distance, below) => {
          const { schema, limits } = settingDeclaration(key);
          const min = limits.min as number;
          const max = limits.max as number;
          expect(schema.safeParse(below ? min - distance : max + distance).success).toBe(false);
          const inside = min + (distance % (max - min + 1));
          expect(schema.safeParse(inside).success).toBe(true);
          expect(schema.safeParse(inside + 0.5).success).toBe(false);
          expect(schema.safeParse(String(inside)).success).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses any amount outside a key’s range (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keysOfKind('amount')),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.boolean(),
        (key, units, below) => {
          const { schema, limits } = settingDeclaration(key);
          const min = parseAmount(String(limits.min));
          const max = parseAmount(String(limits.max));
          const outside = below ? min - units : max + units;
          expect(schema.safeParse(formatAmount(outside)).success).toBe(false);
          // A number is never an amount (money is not a JS number).
          expect(schema.safeParse(Number(formatAmount(max))).success).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads options.timeframes as option-rules.ts does', () => {
    expect(validTimeframes('garbage;;')).toBe(false);
    expect(validTimeframes('30:80:10:1000')).toBe(true);
    expect(validTimeframes('30:80:10:1000,')).toBe(false);
    expect(validTimeframes('0:80:10:1000')).toBe(false);
    expect(validTimeframes('30:80:0:1000')).toBe(false);
    expect(validTimeframes('30:80:10:5')).toBe(false);
    expect(validTimeframes('30:80:10:1000,30:90:10:1000')).toBe(false);
    expect(validTimeframes('30:80:10:1000, 60:82:10:2000')).toBe(true);
  });
});
