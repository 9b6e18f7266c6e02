import type { Language } from '../languages.js';
import { en, type ServerMessageKey, type ServerMessages } from './en.js';
import { serverLocales } from './locales.js';

export type MessageParams = Record<string, string | number>;

const catalogues: Record<Language, ServerMessages> = { en, ...serverLocales };

export function hasServerMessage(key: string): key is ServerMessageKey {
  return Object.hasOwn(en, key);
}

/** The message for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function translate(
  lang: Language,
  key: ServerMessageKey,
  params: MessageParams = {},
): string {
  const template = catalogues[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function serverCatalogue(lang: Language): ServerMessages {
  return catalogues[lang];
}
