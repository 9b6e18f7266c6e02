import { formatAmount, parseAmount } from '@meridian/domain';
import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useMemo } from 'react';
import { decimalsOf, formatFixed } from '@/lib/decimal';
import { useLanguage } from '@/lib/settings-store';

/**
 * Display formatting for the margin screens, on the exact decimals of `@/lib/decimal` (amounts
 * stay decimal strings, or bigint while computing).
 */

/** USDT money for people: two places ("1,234.50"); `signed` adds + to gains. */
export function formatUsdt(value: string | bigint, locale: string, signed = false): string {
  return formatFixed(value, 2, locale, signed);
}

/** A price to its instrument's tick precision. */
export function formatPrice(value: string | bigint, tickSize: string, locale: string): string {
  return formatFixed(value, decimalsOf(tickSize), locale);
}

/** A quantity as exact as it is (lots "0.5", units "100,000"). */
export function formatQuantity(value: string | bigint, locale: string): string {
  const text = typeof value === 'bigint' ? formatAmount(value) : value;
  return formatFixed(text, Math.min(decimalsOf(text), 18), locale);
}

/** Up, down or flat by the sign of an amount. */
export function signOf(value: string | bigint | undefined): 'up' | 'down' | 'flat' {
  if (value === undefined) return 'flat';
  try {
    const amount = typeof value === 'bigint' ? value : parseAmount(value);
    return amount > 0n ? 'up' : amount < 0n ? 'down' : 'flat';
  } catch {
    return 'flat';
  }
}

/** "mm:ss" (or "h:mm:ss") of a non-negative duration in milliseconds, rounded up to the second. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Formatters bound to the interface language. */
export function useTradingFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = LANGUAGE_HTML_TAGS[language];
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    return {
      locale,
      usdt: (value: string | bigint, signed = false) => formatUsdt(value, locale, signed),
      price: (value: string | bigint, tickSize: string) => formatPrice(value, tickSize, locale),
      quantity: (value: string | bigint) => formatQuantity(value, locale),
      fixed: (value: string | bigint, decimals: number) => formatFixed(value, decimals, locale),
      time: (epochMs: number) => dateTime.format(epochMs),
    };
  }, [language]);
}

export type TradingFormat = ReturnType<typeof useTradingFormat>;
