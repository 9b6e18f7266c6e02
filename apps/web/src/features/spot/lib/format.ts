import { formatAmount } from '@meridian/domain';
import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useMemo } from 'react';
import { decimalsOf, formatFixed } from '@/lib/decimal';
import { useLanguage } from '@/lib/settings-store';

/**
 * Display formatting for the spot screens, on the exact decimals of `@/lib/decimal` (amounts
 * stay decimal strings, or bigint while computing).
 */

/** A basis-point rate as a percent with two places: 10 → "0.10". */
export function bpToPercent(bp: number, locale: string): string {
  return formatFixed(BigInt(bp) * 10n ** 16n, 2, locale);
}

/** Formatters bound to the interface language. */
export function useSpotFormat() {
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
      /** To the precision of a step (a price to its tick, a quantity to its lot). */
      step: (value: string | bigint, step: string) => formatFixed(value, decimalsOf(step), locale),
      /** Exactly as precise as it is. */
      exact: (value: string | bigint) => {
        const text = typeof value === 'bigint' ? formatAmount(value) : value;
        return formatFixed(text, Math.min(decimalsOf(text), 18), locale);
      },
      /** USDT money for people: two places. */
      usdt: (value: string | bigint) => formatFixed(value, 2, locale),
      /** Money to the unit, never rounded: at least two places, more when it has them. */
      money: (value: string | bigint) => {
        const text = typeof value === 'bigint' ? formatAmount(value) : value;
        return formatFixed(text, Math.min(Math.max(2, decimalsOf(text)), 18), locale);
      },
      percent: (bp: number) => bpToPercent(bp, locale),
      dateTime: (epochMs: number) => dateTime.format(epochMs),
      clock: (epochMs: number) => clock.format(epochMs),
    };
  }, [language]);
}

export type SpotFormat = ReturnType<typeof useSpotFormat>;
