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
