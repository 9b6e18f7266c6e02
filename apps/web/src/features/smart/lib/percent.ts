import type { Formatter } from '@/lib/format';

/** Basis points as a percent, without needless zeros: 2,000 → "20%", 250 → "2.50%". */
export function bpPercent(format: Formatter, bp: number): string {
  return format.basisPoints(bp, bp % 100 === 0 ? 0 : 2);
}
