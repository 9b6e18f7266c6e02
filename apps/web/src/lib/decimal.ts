import { parseAmount, type Amount } from '@meridian/domain';

/**
 * Exact decimals the trading screens read and compare (markets, margin, spot): parsing what was
 * typed, steps, signs. Writing figures is lib/format's job.
 */

/** A decimal the user typed, or undefined when it is empty or not an exact decimal. */
export function tryParse(text: string | null | undefined): Amount | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  try {
    return parseAmount(trimmed);
  } catch {
    return undefined;
  }
}

/** The decimal places of a step such as a tick or lot size: "0.01" → 2, "0.25" → 2, "1" → 0. */
export function decimalsOf(step: string): number {
  const fraction = step.trim().split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/** -1, 0 or 1; exact for decimal strings (no binary floating point). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  try {
    const x = parseAmount(a.trim());
    const y = parseAmount(b.trim());
    return x === y ? 0 : x > y ? 1 : -1;
  } catch {
    const x = Number(a);
    const y = Number(b);
    return x === y || Number.isNaN(x) || Number.isNaN(y) ? 0 : x > y ? 1 : -1;
  }
}

export type Tone = 'up' | 'down' | 'flat';

/** Up, down or flat by the sign of a decimal (a gain, a change, a percent); flat for non-decimals. */
export function toneOf(value: string | bigint | null | undefined): Tone {
  if (value === undefined || value === null) return 'flat';
  const amount = typeof value === 'bigint' ? value : tryParse(value);
  if (amount === undefined) return 'flat';
  return amount > 0n ? 'up' : amount < 0n ? 'down' : 'flat';
}
