import { mulDiv, type Amount } from '../../money/amount.js';
import { isqrt } from './isqrt.js';
import { assertPeriod } from './moving-average.js';

/**
 * Streaming mean and population standard deviation of the last `period` prices, exact on
 * `Amount`: the state keeps the exact sums of the prices and of their squares, so
 *   σ = √(n·Σx² − (Σx)²) / n
 * is one integer square root of an exact integer, rounded half up at 18 places (no floating
 * point, no drift). Plain immutable data; null until `period` prices were seen.
 */
export interface RollingDeviationState {
  period: number;
  /** The last prices, oldest first, at most `period` of them. */
  window: readonly Amount[];
  sum: bigint;
  /** Σx² in units of 10^-36. */
  sumSquares: bigint;
}

export interface RollingDeviation {
  mean: Amount;
  deviation: Amount;
}

export function initRollingDeviation(period: number): RollingDeviationState {
  assertPeriod(period);
  return { period, window: [], sum: 0n, sumSquares: 0n };
}

export function nextRollingDeviation(
  state: RollingDeviationState,
  price: Amount,
): RollingDeviationState {
  const old = state.window;
  const full = old.length === state.period;
  const from = full ? 1 : 0;
  // One copy of the window into an array of its final size (the old state stays as it was) and
  // a literal object: this runs for every plan on every candle.
  const window: Amount[] = new Array<Amount>(old.length - from + 1);
  for (let i = from; i < old.length; i += 1) window[i - from] = old[i]!;
  window[old.length - from] = price;
  if (!full)
    return {
      period: state.period,
      window,
      sum: state.sum + price,
      sumSquares: state.sumSquares + price * price,
    };
  const dropped = old[0]!;
  return {
    period: state.period,
    window,
    sum: state.sum - dropped + price,
    sumSquares: state.sumSquares - dropped * dropped + price * price,
  };
}

export function rollingDeviationValue(state: RollingDeviationState): RollingDeviation | null {
  if (state.window.length < state.period) return null;
  const n = BigInt(state.period);
  // n²σ² = n·Σx² − (Σx)² ≥ 0 exactly; σ rounded half up = ⌊(⌊2√N⌋ + n) / 2n⌋.
  const scaled = n * state.sumSquares - state.sum * state.sum;
  const deviation = (isqrt(4n * scaled) + n) / (2n * n);
  return { mean: mulDiv(state.sum, 1n, n, 'half-away'), deviation };
}

/** The rolling mean alone (rounded half away from zero, as rollingDeviationValue gives it). */
export function rollingMean(state: RollingDeviationState): Amount | null {
  if (state.window.length < state.period) return null;
  return mulDiv(state.sum, 1n, BigInt(state.period), 'half-away');
}

/**
 * Whether `diff` is larger than the band width — the deviation times `deviationsBp` / 10,000,
 * rounded as `rollingDeviationValue` and `mulDiv(…, 'half-away')` give it — with the same answer
 * as computing that width exactly, but without its integer square root unless `diff` is within a
 * few units of it: the float root of the exact n²σ² is off by far less than the margin, so far
 * from the edge its answer is the exact one (a strategy asks this on every candle).
 */
export function exceedsBandWidth(
  state: RollingDeviationState,
  deviationsBp: number,
  diff: bigint,
): boolean {
  if (state.window.length < state.period) throw new RangeError('the window is not full yet');
  if (diff < 0n) return false;
  const n = BigInt(state.period);
  const scaled = n * state.sumSquares - state.sum * state.sum;
  const width = (Math.sqrt(Number(scaled)) / state.period) * (deviationsBp / 10_000);
  const gap = Number(diff) - width;
  // Rounding σ and the width (under one unit each, times the factor) plus float error.
  const margin = deviationsBp / 10_000 + 4 + (Math.abs(width) + Math.abs(Number(diff))) * 1e-9;
  if (gap > margin) return true;
  if (gap < -margin) return false;
  const deviation = (isqrt(4n * scaled) + n) / (2n * n);
  return diff > mulDiv(deviation, BigInt(deviationsBp), 10_000n, 'half-away');
}
