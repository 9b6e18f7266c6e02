import { formatAmount, type Amount } from '@meridian/domain';
import type { CommissionDay, Level, MyLevel } from '../api/referrals-api';
import { decimalsOf, tryParse } from '@/lib/decimal';

/**
 * The invite page's figures, exact: money and volumes stay decimal strings (bigint inside), and
 * only ratios (a bar's height, a progress bar's fill) become JS numbers, for drawing.
 */

/** Basis points as an exact percent decimal string: 2000 → "20", "7.2" → "0.072". */
export function bpToPercent(bp: string | number): string {
  const amount = tryParse(String(bp));
  if (amount === undefined) return String(bp);
  // A division by 100 is exact as long as bp has at most 16 places (fees have one or two).
  return formatAmount(amount / 100n);
}

/** The places to show a percent with: its own, at least `min` ("0.1" → 2 with min 2: "0.10"). */
export function percentPlaces(percent: string, min = 0): number {
  return Math.max(min, decimalsOf(percent));
}

/** The sum of decimal strings, exact ("0.1" + "0.2" = "0.3"). */
export function sumAmounts(values: readonly string[]): string {
  let total: Amount = 0n;
  for (const value of values) total += tryParse(value) ?? 0n;
  return formatAmount(total);
}

export interface Bar {
  day: string;
  amount: string;
  /** Height in thousandths of the tallest day (0–1000); 0 for a day without commission. */
  permille: number;
}

/**
 * Each day's bar as a share of the highest day, computed on the exact amounts (bigint): the only
 * number that leaves is the ratio in thousandths, which the chart draws as a height. A day with
 * some commission gets at least a sliver (10‰) so it is seen beside a far larger one.
 */
export function commissionBars(days: readonly CommissionDay[]): Bar[] {
  const amounts = days.map((day) => tryParse(day.amount) ?? 0n);
  const max = amounts.reduce((a, b) => (b > a ? b : a), 0n);
  return days.map((day, index) => {
    const amount = amounts[index]!;
    if (max <= 0n || amount <= 0n) return { day: day.day, amount: day.amount, permille: 0 };
    const ratio = Number((amount * 1000n) / max);
    return { day: day.day, amount: day.amount, permille: Math.max(10, ratio) };
  });
}

/** The day with the highest commission (the first of equals), or null when every day is zero. */
export function peakDay(days: readonly CommissionDay[]): CommissionDay | null {
  let best: CommissionDay | null = null;
  let bestAmount: Amount = 0n;
  for (const day of days) {
    const amount = tryParse(day.amount) ?? 0n;
    if (amount > bestAmount) {
      best = day;
      bestAmount = amount;
    }
  }
  return best;
}

/**
 * How far the user's 30-day volume has come from their level's threshold to the next one, in
 * whole percent (0–100, rounded down: never shown further than it is); 100 at the top level.
 */
export function progressPercent(
  mine: MyLevel,
  levels: readonly Level[],
): { percent: number; current: Level | undefined; next: Level | undefined } {
  const current = levels.find((level) => level.level === mine.level);
  const next =
    mine.nextLevel === null ? undefined : levels.find((level) => level.level === mine.nextLevel);
  if (!next) return { percent: 100, current, next };
  const volume = tryParse(mine.volume30d) ?? 0n;
  const target = tryParse(next.minVolume) ?? 0n;
  const from = current ? (tryParse(current.minVolume) ?? 0n) : 0n;
  const span = target - from;
  if (span <= 0n) return { percent: 0, current, next };
  const done = volume - from;
  const percent = done <= 0n ? 0 : done >= span ? 100 : Number((done * 100n) / span);
  return { percent, current, next };
}

/** A YYYY-MM-DD day (a UTC calendar day) as noon UTC, for the date formatter. */
export function dayToTime(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** An absolute link: the server may send a path (`/pass/register?invite=…`) or a full URL. */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, origin).href;
  } catch {
    return link;
  }
}
