import type { Language } from '../languages.js';
import type { ServerMessages } from './en.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hk } from './hk.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { vi } from './vi.js';
import { zh } from './zh.js';

export const serverLocales: Record<Exclude<Language, 'en'>, ServerMessages> = {
  ja,
  ko,
  de,
  fr,
  it,
  es,
  ar,
  hk,
  zh,
  vi,
};
