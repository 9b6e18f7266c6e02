/**
 * Exact money: an Amount is a bigint count of 10^-18 units of an asset. Every amount in the
 * platform uses this one scale, matching `numeric(38,18)` in the database. Per-asset precision
 * (ASSET_DECIMALS) restricts what users may enter; it never changes the scale.
 */
export type Amount = bigint;

export const AMOUNT_SCALE = 18;
const UNIT = 10n ** BigInt(AMOUNT_SCALE);
/** numeric(38,18) holds at most 20 integer digits. */
export const MAX_ABS_AMOUNT: Amount = 10n ** 38n - 1n;

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

export class AmountFormatError extends Error {
  constructor(
    readonly input: string,
    reason: string,
  ) {
    super(`Not an exact decimal amount (${reason}): ${JSON.stringify(input)}`);
    this.name = 'AmountFormatError';
  }
}

/** Parses a plain decimal string ("12", "-0.015", "100000.000000000000000000"). No exponents. */
export function parseAmount(input: string): Amount {
  const match = DECIMAL_PATTERN.exec(input.trim());
  if (!match) throw new AmountFormatError(input, 'format');
  const [, sign, whole = '0', fraction = ''] = match;
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (trimmedFraction.length > AMOUNT_SCALE)
    throw new AmountFormatError(input, 'too many decimals');
  const units = BigInt(whole) * UNIT + BigInt(trimmedFraction.padEnd(AMOUNT_SCALE, '0') || '0');
  if (units > MAX_ABS_AMOUNT) throw new AmountFormatError(input, 'too large');
  return sign ? -units : units;
}

export function isAmountString(input: string): boolean {
  try {
    parseAmount(input);
    return true;
  } catch {
    return false;
  }
}

/** Canonical text: no exponent, no trailing fractional zeros ("100000", "0.015", "-3.5"). */
export function formatAmount(amount: Amount): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = abs / UNIT;
  const fraction = (abs % UNIT).toString().padStart(AMOUNT_SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Text with exactly `decimals` places, rounding half away from zero (for display only). */
export function formatAmountFixed(amount: Amount, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > AMOUNT_SCALE) {
    throw new RangeError(`decimals must be 0..${AMOUNT_SCALE}`);
  }
  const rounded = roundToDecimals(amount, decimals, 'half-away');
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = abs / UNIT;
  const fraction = (abs % UNIT).toString().padStart(AMOUNT_SCALE, '0').slice(0, decimals);
  return `${negative && abs !== 0n ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

export type Rounding = 'down' | 'up' | 'half-away';

/** Rounds to `decimals` places. 'down' and 'up' are toward and away from zero. */
export function roundToDecimals(amount: Amount, decimals: number, rounding: Rounding): Amount {
  const step = 10n ** BigInt(AMOUNT_SCALE - decimals);
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const remainder = abs % step;
  let result = abs - remainder;
  if (remainder !== 0n) {
    if (rounding === 'up' || (rounding === 'half-away' && remainder * 2n >= step)) result += step;
  }
  return negative ? -result : result;
}

/**
 * A decimal as the wire writes it ("1000", "0.5"): numeric columns come back with their scale's
 * trailing zeros ("1000.000000000000000000"); views send the canonical form.
 */
export function canonicalAmount(input: string): string {
  return formatAmount(parseAmount(input));
}

/** amount × numerator / denominator, exactly rounded (for rates, fees and percentages). */
export function mulDiv(
  amount: Amount,
  numerator: bigint,
  denominator: bigint,
  rounding: Rounding,
): Amount {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const product = amount * numerator;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  let quotient = abs / denominator;
  const remainder = abs % denominator;
  if (
    remainder !== 0n &&
    (rounding === 'up' || (rounding === 'half-away' && remainder * 2n >= denominator))
  ) {
    quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

export function decimalPlaces(amount: Amount): number {
  if (amount === 0n) return 0;
  let places = AMOUNT_SCALE;
  let abs = amount < 0n ? -amount : amount;
  while (places > 0 && abs % 10n === 0n) {
    abs /= 10n;
    places -= 1;
  }
  return places;
}
