import { useMemo } from 'react';
import { formatNumber, isolate, useFormat } from '@/lib/format';

/**
 * The back office's formatting, on the app's one lib/format: times in the interface language, and
 * amounts EXACTLY as the server sent them (staff review money to the last unit, so no display
 * rounding) with the locale's separators and bidi isolation.
 */
export function useAdminFormat() {
  const format = useFormat();
  return useMemo(
    () => ({
      dateTime: (epochMs: number | null | undefined) =>
        epochMs === null || epochMs === undefined ? '—' : format.date(epochMs),
      /** An amount to the last unit, with its asset when given: "1,234.000001 USDT". */
      exact: (value: string, asset?: string) => {
        const number = formatNumber(value, format.locale, { isolated: false });
        return isolate(asset ? `${number} ${asset}` : number);
      },
    }),
    [format],
  );
}

/** Pretty JSON for the audit diff; `undefined` (no value) prints as `null`. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2);
}

/** The top-level keys whose values differ between two audit snapshots. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(before) || !isObject(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
