import { useMemo } from 'react';
import { fractionToPercent, percentPlaces } from '../api/loans-api';
import { useAdminFormat } from '../lib/format';
import { useFormat } from '@/lib/format';

/**
 * The loan pages' figures: amounts exactly as the server sent them (USDT), rates (fractions such
 * as "0.0007") as percents with their own places, dates and whole numbers in the interface
 * language.
 */
export function useLoanFormat() {
  const format = useFormat();
  const admin = useAdminFormat();
  return useMemo(
    () => ({
      usdt: (value: string | null) => (value === null ? '—' : admin.exact(value, 'USDT')),
      rate: (fraction: string) => {
        const percent = fractionToPercent(fraction);
        return format.percent(percent, { decimals: percentPlaces(percent) });
      },
      dateTime: admin.dateTime,
      date: (epochMs: number | null) => (epochMs === null ? '—' : format.date(epochMs, 'date')),
      count: (value: number) => format.number(String(value)),
    }),
    [format, admin],
  );
}
