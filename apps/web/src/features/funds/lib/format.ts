import { formatAmount } from '@meridian/domain';
import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useMemo } from 'react';
import { decimalsOf, formatFixed } from '@/lib/decimal';
import { useLanguage } from '@/lib/settings-store';

/** Display formatting for the funds pages: exact amounts with the locale's grouping, dates. */
export function useFundsFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = LANGUAGE_HTML_TAGS[language];
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const exact = (value: string | bigint) => {
      const text = typeof value === 'bigint' ? formatAmount(value) : value;
      return formatFixed(text, Math.min(decimalsOf(text), 18), locale);
    };
    return {
      locale,
      /** Exactly as precise as it is: "1,234.5", "0.005". */
      exact,
      /** An amount with its asset: "120 USDT". */
      money: (value: string | bigint, asset: string) => `${exact(value)} ${asset}`,
      /** Basis points as a percent without trailing zeros: 100 → "1", 25 → "0.25". */
      percent: (bp: number) => exact(formatAmount(BigInt(bp) * 10n ** 16n)),
      megabytes: (count: number) =>
        new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte' }).format(count),
      dateTime: (epochMs: number) => dateTime.format(epochMs),
    };
  }, [language]);
}

export type FundsFormat = ReturnType<typeof useFundsFormat>;
