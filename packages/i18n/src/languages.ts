/** SPEC §3: the eleven interface languages, by the codes the spec uses. */
export const LANGUAGES = [
  'en',
  'ja',
  'ko',
  'de',
  'fr',
  'it',
  'es',
  'ar',
  'hk',
  'zh',
  'vi',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks our language from a `lang` header value (one of our codes) or an Accept-Language list.
 * Traditional Chinese locales (zh-TW, zh-HK, zh-MO, zh-Hant) map to `hk`, other Chinese to `zh`.
 */
export function resolveLanguage(langHeader?: string, acceptLanguage?: string): Language {
  if (langHeader) {
    const direct = mapTag(langHeader.trim());
    if (direct) return direct;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number.parseFloat(q.slice(2)) : 1;
        return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((entry) => entry.tag && entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const entry of ranked) {
      const mapped = mapTag(entry.tag);
      if (mapped) return mapped;
    }
  }
  return DEFAULT_LANGUAGE;
}

function mapTag(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (isLanguage(lower)) return lower;
  if (lower.startsWith('zh')) {
    return /^zh-(tw|hk|mo|hant)/.test(lower) ? 'hk' : 'zh';
  }
  const primary = lower.split('-')[0];
  return isLanguage(primary) ? primary : undefined;
}
