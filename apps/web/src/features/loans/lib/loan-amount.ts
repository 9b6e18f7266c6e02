import { formatAmount, parseAmount } from '@meridian/domain';

/** A typed loan amount the server accepts: above zero, at most 6 decimals (USDT). */
export function validLoanAmount(value: string): string | null {
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(value)) return null;
  return parseAmount(value) > 0n ? value : null;
}

/** A rate as a fraction ("0.0007") → the percent figure the formatter takes (0.07 → "0.07 %"). */
export const fractionToPercent = (rate: string): bigint => parseAmount(rate) * 100n;

/** Places to show a percent with: its own (0.075 → 3), at least 2, at most 4. */
export function percentPlaces(percent: bigint): number {
  const [, fraction = ''] = formatAmount(percent).split('.');
  return Math.min(4, Math.max(2, fraction.length));
}
