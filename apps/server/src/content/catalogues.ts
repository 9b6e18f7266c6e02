import type { Language } from '@meridian/i18n';
import { contentAr } from './ar.js';
import { contentDe } from './de.js';
import { contentEn } from './en.js';
import { contentEs } from './es.js';
import { contentFr } from './fr.js';
import { contentHk } from './hk.js';
import { contentIt } from './it.js';
import { contentJa } from './ja.js';
import { contentKo } from './ko.js';
import { contentVi } from './vi.js';
import { contentZh } from './zh.js';
import type { ContentCatalogue } from './types.js';

/** Seeded content per language; languages without a translation fall back to English. */
export const CONTENT_CATALOGUES: Partial<Record<Language, ContentCatalogue>> = {
  en: contentEn,
  ja: contentJa,
  ko: contentKo,
  de: contentDe,
  fr: contentFr,
  it: contentIt,
  es: contentEs,
  ar: contentAr,
  hk: contentHk,
  zh: contentZh,
  vi: contentVi,
};
