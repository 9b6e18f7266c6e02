import type { PlanCandle, PlanHoldings, PlanOrder, Strategy } from '../plan-types.js';
import {
  compareAverages,
  initAverage,
  nextAverage,
  type MovingAverageKind,
  type MovingAverageState,
} from './moving-average.js';
import {
  BP,
  bpOf,
  checkInteger,
  checkOneOf,
  type ParamProblem,
  type StrategyRules,
} from './params.js';

/**
 * Trend following by moving-average crossover on closes. Nothing happens until both averages
 * are warmed up and the fast one has been on one side of the slow one. Then:
 * - golden cross (the fast average rises above the slow one, having been below): buys with
 *   `buyFractionBp` of the cash (10,000 = all of it);
 * - death cross (the fast falls below the slow, having been above): sells everything held.
 * Touching (fast = slow) is no cross: the side last seen is kept.
 */
export interface TrendParams {
  average: MovingAverageKind;
  fastPeriod: number;
  slowPeriod: number;
  buyFractionBp: number;
}

export type TrendSignal =
  'trend.warmingUp' | 'trend.goldenCross' | 'trend.deathCross' | 'trend.hold';

export interface TrendState {
  fast: MovingAverageState;
  slow: MovingAverageState;
  /** The side the fast average was last seen on (1 above, −1 below, 0 not yet known). */
  side: -1 | 0 | 1;
  signal: TrendSignal | null;
}

export const TREND_ORDER_REASONS = ['trend.goldenCross', 'trend.deathCross'] as const;
export const MOVING_AVERAGE_KINDS: readonly MovingAverageKind[] = ['sma', 'ema'];

export function validateTrendParams(params: TrendParams): ParamProblem[] {
  const problems: ParamProblem[] = [];
  checkOneOf(problems, 'average', params.average, MOVING_AVERAGE_KINDS);
  checkInteger(problems, 'fastPeriod', params.fastPeriod, 1, 1_000);
  checkInteger(problems, 'slowPeriod', params.slowPeriod, 2, 2_000);
  if (problems.length === 0 && params.fastPeriod >= params.slowPeriod) {
    problems.push({ field: 'fastPeriod', problem: 'notBelow', other: 'slowPeriod' });
  }
  checkInteger(problems, 'buyFractionBp', params.buyFractionBp, 1, BP);
  return problems;
}

export function describeTrendRules(params: TrendParams): StrategyRules<'trend', TrendParams> {
  const { average, fastPeriod, slowPeriod, buyFractionBp } = params;
  return {
    family: 'trend',
    parameters: { average, fastPeriod, slowPeriod, buyFractionBp },
    orderReasons: TREND_ORDER_REASONS,
  };
}

function initTrend(params: TrendParams): TrendState {
  return {
    fast: initAverage(params.average, params.fastPeriod),
    slow: initAverage(params.average, params.slowPeriod),
    side: 0,
    signal: null,
  };
}

function decideTrend(
  params: TrendParams,
  state: TrendState,
  candle: PlanCandle,
  holdings: PlanHoldings,
): { state: TrendState; orders: PlanOrder[] } {
  const fast = nextAverage(state.fast, candle.close);
  const slow = nextAverage(state.slow, candle.close);
  const now = compareAverages(fast, slow);
  if (now === null) {
    return { state: { fast, slow, side: state.side, signal: 'trend.warmingUp' }, orders: [] };
  }
  const side = now === 0 ? state.side : now;
  if (now === 1 && state.side === -1) {
    const quote = bpOf(holdings.cash, params.buyFractionBp);
    return {
      state: { fast, slow, side, signal: 'trend.goldenCross' },
      orders: quote > 0n ? [{ side: 'buy', quote, reason: 'trend.goldenCross' }] : [],
    };
  }
  if (now === -1 && state.side === 1) {
    const quantity = holdings.quantity;
    return {
      state: { fast, slow, side, signal: 'trend.deathCross' },
      orders: quantity > 0n ? [{ side: 'sell', quantity, reason: 'trend.deathCross' }] : [],
    };
  }
  return { state: { fast, slow, side, signal: 'trend.hold' }, orders: [] };
}

export const trendStrategy: Strategy<TrendParams, TrendState> = {
  id: 'trend',
  init: initTrend,
  decide: decideTrend,
};
