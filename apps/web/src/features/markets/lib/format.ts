import { parseAmount } from '@meridian/domain';
import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useMemo } from 'react';
import { decimalsOf } from '@/lib/decimal';
import { useLanguage } from '@/lib/settings-store';

/**
 * Display formatting for market data. Prices stay decimal strings from the API to the screen:
 * Intl formats the exact string (no float rounding); comparisons use exact decimals.
 */

export type Tone = 'up' | 'down' | 'flat';

type Numeric = `${number}`;

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** -1, 0 or 1; exact for decimal strings (no binary floating point). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  try {
    const x = parseAmount(a);
    const y = parseAmount(b);
    return x === y ? 0 : x > y ? 1 : -1;
  } catch {
    const x = Number(a);
    const y = Number(b);
    return x === y || Number.isNaN(x) || Number.isNaN(y) ? 0 : x > y ? 1 : -1;
  }
}

/** Up, down or flat by the sign of a percent change such as the market item's `zdf`. */
export function toneOf(change: string | undefined): Tone {
  if (!change || !DECIMAL.test(change.trim())) return 'flat';
  const sign = compareDecimal(change.trim(), '0');
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}

/** "−1.25" (percent) → "-0.0125" (fraction), by moving the decimal point: exact. */
export function percentToFraction(percent: string): string {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(percent.trim());
  if (!match) return '0';
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.padStart(3, '0');
  const integer = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  return `${sign}${integer}.${digits.slice(-2)}${fraction}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** A decimal string with exactly `decimals` places and the locale's grouping. */
export function formatDecimal(value: string, decimals: number, locale: string): string {
  const text = value.trim();
  if (!DECIMAL.test(text)) return value;
  return numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(text as Numeric);
}

/** A price to its instrument's tick precision ("95000" with tick "0.01" → "95,000.00"). */
export function formatPrice(price: string, tickSize: string, locale: string): string {
  return formatDecimal(price, decimalsOf(tickSize), locale);
}

/** A quantity as exact as it was sent ("0.00000001" stays so), with grouping. */
export function formatQuantity(value: string, locale: string): string {
  return formatDecimal(value, decimalsOf(value), locale);
}

/** A percent change with its sign and two places ("-1.25" → "-1.25%", "0.00" → "0.00%"). */
export function formatChange(change: string, locale: string): string {
  if (!DECIMAL.test(change.trim())) return change;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(percentToFraction(change) as Numeric);
}

/** Formatters bound to the interface language. */
export function useMarketFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = LANGUAGE_HTML_TAGS[language];
    return {
      locale,
      price: (price: string, tickSize: string) => formatPrice(price, tickSize, locale),
      quantity: (value: string) => formatQuantity(value, locale),
      change: (change: string) => formatChange(change, locale),
    };
  }, [language]);
}
