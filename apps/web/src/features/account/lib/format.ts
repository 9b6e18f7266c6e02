import { LANGUAGE_HTML_TAGS, type Language } from '@meridian/i18n';

/**
 * Money stays a decimal string from the API to the screen: Intl formats the string itself
 * (exact, no binary float), with Latin digits in every language, as financial figures usually are.
 */
export function formatAmount(
  value: string,
  language: Language,
  { minimumFractionDigits = 2, maximumFractionDigits = 8 } = {},
): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  try {
    return new Intl.NumberFormat(LANGUAGE_HTML_TAGS[language], {
      numberingSystem: 'latn',
      minimumFractionDigits,
      maximumFractionDigits,
      // Never show more than there is: extra digits are cut, not rounded up.
      roundingMode: 'trunc',
    }).format(value as Intl.StringNumericLiteral);
  } catch {
    return value;
  }
}

export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_HTML_TAGS[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
