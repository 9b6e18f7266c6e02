import type { Language } from '@meridian/i18n';
import { contentEn } from './en.js';
import type { ContentCatalogue } from './types.js';

/** Seeded content per language; languages without a translation fall back to English. */
export const CONTENT_CATALOGUES: Partial<Record<Language, ContentCatalogue>> = {
  en: contentEn,
};
