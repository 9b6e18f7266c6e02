import { ASSET_DECIMALS, decimalPlaces, formatAmount, type Asset } from '@meridian/domain';
import { tryParse } from '@/lib/decimal';

/**
 * The checks the exchange form makes before asking the server: another currency, an amount
 * greater than zero with no more decimals than the currency has, and no more than is available.
 */

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'overAvailable' };

/** The amount as sent (canonical: "0010.50" → "10.5"), or undefined when it is not one yet. */
export function canonicalAmount(text: string): string | undefined {
  const amount = tryParse(text);
  return amount !== undefined && amount > 0n ? formatAmount(amount) : undefined;
}

/** What is wrong with `text` as an amount of `asset` (undefined: nothing). */
export function amountProblem(
  text: string,
  asset: Asset,
  available: string | undefined,
): AmountProblem | undefined {
  if (text.trim() === '') return { kind: 'required' };
  const amount = tryParse(text);
  if (amount === undefined || amount <= 0n) return { kind: 'invalid' };
  if (decimalPlaces(amount) > ASSET_DECIMALS[asset])
    return { kind: 'decimals', decimals: ASSET_DECIMALS[asset] };
  const most = available === undefined ? undefined : tryParse(available);
  if (most !== undefined && amount > most) return { kind: 'overAvailable' };
  return undefined;
}
