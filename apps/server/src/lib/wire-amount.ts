import { formatAmount, parseAmount } from '@meridian/domain';

/** A `numeric` column's text as the canonical wire decimal ("4750.950000000000000000" → "4750.95"). */
export function wireAmount(numeric: string): string {
  return formatAmount(parseAmount(numeric));
}

export function wireAmountOrNull(numeric: string | null): string | null {
  return numeric === null ? null : wireAmount(numeric);
}
