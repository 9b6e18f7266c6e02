import { formatAmountFixed, parseAmount, type Amount } from '@meridian/domain';

/**
 * Exact decimals for the trading screens (markets, margin, spot). Amounts stay decimal strings
 * (or bigint while computing): rounding is done exactly with the domain's helpers, then Intl
 * only adds the locale's grouping and decimal sign to the exact string.
 */

type Numeric = `${number}`;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

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

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${signed}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * `value` rounded half away from zero to `decimals` places, with the locale's grouping; `signed`
 * adds + to a positive value.
 */
export function formatFixed(
  value: string | bigint,
  decimals: number,
  locale: string,
  signed = false,
): string {
  let text: string;
  try {
    text = formatAmountFixed(typeof value === 'bigint' ? value : parseAmount(value), decimals);
  } catch {
    return String(value);
  }
  if (!DECIMAL.test(text)) return text;
  return numberFormat(locale, decimals, signed).format(text as Numeric);
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
