import { mulDiv, type Amount } from '../../money/amount.js';

/**
 * Streaming moving averages of prices, exact on `Amount` (18 places): each state is plain,
 * immutable data (a plan's state holds it), and `next…` returns a new state, never changing the
 * old one. The value is null until `period` prices were seen (warmed up).
 */

/** Simple moving average: the mean of the last `period` prices, rounded half away from zero. */
export interface SmaState {
  kind: 'sma';
  period: number;
  /** The last prices, oldest first, at most `period` of them. */
  window: readonly Amount[];
  /** Their exact sum (no drift: added and taken off as bigints). */
  sum: Amount;
}

export function initSma(period: number): SmaState {
  assertPeriod(period);
  return { kind: 'sma', period, window: [], sum: 0n };
}

export function nextSma(state: SmaState, price: Amount): SmaState {
  const old = state.window;
  const full = old.length === state.period;
  const from = full ? 1 : 0;
  // One copy of the window into an array of its final size (a new array: the old state stays
  // as it was); a plain loop and a literal object — this runs for every plan on every candle.
  const window: Amount[] = new Array<Amount>(old.length - from + 1);
  for (let i = from; i < old.length; i += 1) window[i - from] = old[i]!;
  window[old.length - from] = price;
  const sum = full ? state.sum - old[0]! + price : state.sum + price;
  return { kind: 'sma', period: state.period, window, sum };
}

export function smaValue(state: SmaState): Amount | null {
  if (state.window.length < state.period) return null;
  return mulDiv(state.sum, 1n, BigInt(state.period), 'half-away');
}

/**
 * Exponential moving average with weight α = 2 / (period + 1), seeded with the first price (as
 * `trading-signals` does): ema = (2·price + (period − 1)·previous) / (period + 1), rounded half
 * away from zero at 18 places each step (the rounding errors shrink, never pile up). Warmed up
 * after `period` prices.
 */
export interface EmaState {
  kind: 'ema';
  period: number;
  /** Prices seen, counted up to `period` (enough to know it is warm). */
  count: number;
  value: Amount | null;
}

export function initEma(period: number): EmaState {
  assertPeriod(period);
  return { kind: 'ema', period, count: 0, value: null };
}

export function nextEma(state: EmaState, price: Amount): EmaState {
  const value =
    state.value === null
      ? price
      : mulDiv(
          2n * price + BigInt(state.period - 1) * state.value,
          1n,
          BigInt(state.period + 1),
          'half-away',
        );
  const count = state.count < state.period ? state.count + 1 : state.period;
  return { kind: 'ema', period: state.period, count, value };
}

export function emaValue(state: EmaState): Amount | null {
  return state.count < state.period ? null : state.value;
}

/** Either average, chosen by a plan's parameters. */
export type MovingAverageKind = 'sma' | 'ema';
export type MovingAverageState = SmaState | EmaState;

export function initAverage(kind: MovingAverageKind, period: number): MovingAverageState {
  return kind === 'sma' ? initSma(period) : initEma(period);
}

export function nextAverage<S extends MovingAverageState>(state: S, price: Amount): S {
  return (state.kind === 'sma' ? nextSma(state, price) : nextEma(state, price)) as S;
}

export function averageValue(state: MovingAverageState): Amount | null {
  return state.kind === 'sma' ? smaValue(state) : emaValue(state);
}

/**
 * -1, 0 or 1 as average `a` is below, equal to or above average `b`; null until both are warm.
 * Two simple averages are compared exactly, without dividing (Σa·nb against Σb·na): the same
 * answer as comparing their exact means, and no division per candle.
 */
export function compareAverages(a: MovingAverageState, b: MovingAverageState): -1 | 0 | 1 | null {
  if (a.kind === 'sma' && b.kind === 'sma') {
    if (a.window.length < a.period || b.window.length < b.period) return null;
    const left = a.sum * BigInt(b.period);
    const right = b.sum * BigInt(a.period);
    return left > right ? 1 : left < right ? -1 : 0;
  }
  const x = averageValue(a);
  const y = averageValue(b);
  if (x === null || y === null) return null;
  return x > y ? 1 : x < y ? -1 : 0;
}

export function assertPeriod(period: number): void {
  if (!Number.isSafeInteger(period) || period < 1)
    throw new RangeError('period must be a positive integer');
}
