/**
 * Home-page figures with the units M and B (SPEC §9): "3812345678.5" → 3.81 B. Exact on the
 * decimal string and truncated, never rounded up: a figure is never shown larger than it is.
 */
export type CompactUnit = 'none' | 'million' | 'billion';

export interface CompactValue {
  /** A plain decimal string for the formatter ("3.81", "12345"). */
  value: string;
  unit: CompactUnit;
}

export function compactParts(input: string | number, decimals = 2): CompactValue {
  const text = String(input).trim();
  const match = /^(-)?(\d+)(?:\.\d+)?$/.exec(text);
  if (!match) return { value: '0', unit: 'none' };
  const sign = match[1] ?? '';
  const whole = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const shift = whole.length > 9 ? 9 : whole.length > 6 ? 6 : 0;
  if (shift === 0) return { value: `${sign}${whole}`, unit: 'none' };
  const integer = whole.slice(0, whole.length - shift);
  const fraction = whole
    .slice(whole.length - shift, whole.length - shift + decimals)
    .replace(/0+$/, '');
  return {
    value: `${sign}${integer}${fraction ? `.${fraction}` : ''}`,
    unit: shift === 9 ? 'billion' : 'million',
  };
}
