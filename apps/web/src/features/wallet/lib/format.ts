import { formatAmount, parseAmount } from '@meridian/domain';
import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useMemo } from 'react';
import { decimalsOf, formatFixed } from '@/lib/decimal';
import { useLanguage } from '@/lib/settings-store';

/**
 * Display formatting for the wallet pages, on the exact decimals of `@/lib/decimal`: amounts stay
 * decimal strings (or bigint while computing) from the API to the screen.
 */

/** At least two places, more when the amount has them (never rounded away), at most 18. */
function placesOf(text: string): number {
  return Math.min(Math.max(2, decimalsOf(text)), 18);
}

function text(value: string | bigint): string {
  return typeof value === 'bigint' ? formatAmount(value) : value;
}

/** The sign of a decimal string: 1, -1 or 0 (0 as well for anything that is not a decimal). */
export function signOf(value: string): 1 | -1 | 0 {
  try {
    const amount = parseAmount(value);
    return amount > 0n ? 1 : amount < 0n ? -1 : 0;
  } catch {
    return 0;
  }
}

/** A basis-point rate as a percent with two places: 50 → "0.50". */
export function bpToPercent(bp: number, locale: string): string {
  return formatFixed(BigInt(bp) * 10n ** 16n, 2, locale);
}

/** Formatters bound to the interface language. */
export function useWalletFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = LANGUAGE_HTML_TAGS[language];
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
    const clock = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    return {
      locale,
      /** Money to the unit, never rounded: at least two places, more when it has them. */
      money: (value: string | bigint) => formatFixed(text(value), placesOf(text(value)), locale),
      /** Exactly as precise as it is (a quantity, lots). */
      exact: (value: string | bigint) =>
        formatFixed(text(value), Math.min(decimalsOf(text(value)), 18), locale),
      /** A change with its sign: "+100.00", "-0.005" ("0.00" for none). */
      signed: (value: string | bigint) =>
        formatFixed(text(value), placesOf(text(value)), locale, true),
      /** USDT values for people: two places. */
      usdt: (value: string | bigint) => formatFixed(value, 2, locale),
      percent: (bp: number) => bpToPercent(bp, locale),
      dateTime: (epochMs: number) => dateTime.format(epochMs),
      clock: (epochMs: number) => clock.format(epochMs),
    };
  }, [language]);
}

export type WalletFormat = ReturnType<typeof useWalletFormat>;
