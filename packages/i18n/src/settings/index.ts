import type { Language } from '../languages.js';
import { settingTextsAr } from './ar.js';
import { settingTextsDe } from './de.js';
import {
  settingTextsEn,
  type SettingDescriptionId,
  type SettingRuleId,
  type SettingTexts,
} from './en.js';
import { settingTextsEs } from './es.js';
import { settingTextsFr } from './fr.js';
import { settingTextsHk } from './hk.js';
import { settingTextsIt } from './it.js';
import { settingTextsJa } from './ja.js';
import { settingTextsKo } from './ko.js';
import { settingTextsVi } from './vi.js';
import { settingTextsZh } from './zh.js';

export type { SettingDescriptionId, SettingRuleId, SettingTexts };

/**
 * What every setting means and allows, in the 11 languages (issue 13). The server sends them to
 * the back office in the staff member's language; a refused save names the allowed values.
 */
export const settingTexts: Record<Language, SettingTexts> = {
  en: settingTextsEn,
  ja: settingTextsJa,
  ko: settingTextsKo,
  de: settingTextsDe,
  fr: settingTextsFr,
  it: settingTextsIt,
  es: settingTextsEs,
  ar: settingTextsAr,
  hk: settingTextsHk,
  zh: settingTextsZh,
  vi: settingTextsVi,
};

export type SettingTextParams = Record<string, string | number>;

const fill = (template: string, params: SettingTextParams) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

export function settingDescription(
  lang: Language,
  id: SettingDescriptionId,
  params: SettingTextParams = {},
): string {
  return fill(settingTexts[lang].descriptions[id], params);
}

export function settingRule(
  lang: Language,
  id: SettingRuleId,
  params: SettingTextParams = {},
): string {
  return fill(settingTexts[lang].rules[id], params);
}
