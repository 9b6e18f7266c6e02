import { formatAmount, formatAmountFixed, parseAmount } from '@meridian/domain';
import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/settings-store';

/**
 * Display formatting for the spot screens. Amounts stay decimal strings (or bigint while
 * computing): rounding is exact (the domain's helpers), then Intl only adds the locale's
 * grouping and decimal sign to the exact string.
 */

type Numeric = `${number}`;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** The decimal places of a step such as a tick or lot size: "0.01" → 2, "1" → 0. */
export function decimalsOf(step: string): number {
  const fraction = step.trim().split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

/** `value` rounded half away from zero to `decimals` places, with the locale's grouping. */
export function formatFixed(value: string | bigint, decimals: number, locale: string): string {
  let text: string;
  try {
    text = formatAmountFixed(typeof value === 'bigint' ? value : parseAmount(value), decimals);
  } catch {
    return String(value);
  }
  return DECIMAL.test(text) ? numberFormat(locale, decimals).format(text as Numeric) : text;
}

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
