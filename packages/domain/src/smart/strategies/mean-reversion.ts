import type { PlanCandle, PlanHoldings, PlanOrder, Strategy } from '../plan-types.js';
import {
  BP,
  bpOf,
  checkInteger,
  checkOneOf,
  type ParamProblem,
  type StrategyRules,
} from './params.js';
import {
  initRollingDeviation,
  nextRollingDeviation,
  exceedsBandWidth,
  rollingMean,
  type RollingDeviationState,
} from './rolling-deviation.js';

/**
 * Mean reversion on Bollinger-style bands: the mean of the last `period` closes ± `deviationsBp`
 * population standard deviations (20,000 = 2σ), the current close included. After each close:
 * - below the lower band: buys with `buyFractionBp` of the cash, once per visit below the band
 *   (it buys again only after a close back at or above the lower band);
 * - above the exit line (the mean, or the upper band: `exitAt`) while holding: sells everything.
 * Nothing until `period` closes were seen.
 */
export interface MeanReversionParams {
  period: number;
  deviationsBp: number;
  buyFractionBp: number;
  exitAt: 'mean' | 'upper';
}

export type MeanReversionSignal =
  | 'meanReversion.warmingUp'
  | 'meanReversion.belowBand'
  | 'meanReversion.stillBelowBand'
  | 'meanReversion.exit'
  | 'meanReversion.hold';

export interface MeanReversionState {
  bands: RollingDeviationState;
  /** Whether a close below the lower band may buy (false from a buy until a close back inside). */
  armed: boolean;
  signal: MeanReversionSignal | null;
}

export const MEAN_REVERSION_ORDER_REASONS = [
  'meanReversion.belowBand',
  'meanReversion.exit',
] as const;
export const MEAN_REVERSION_EXITS: readonly MeanReversionParams['exitAt'][] = ['mean', 'upper'];

export function validateMeanReversionParams(params: MeanReversionParams): ParamProblem[] {
  const problems: ParamProblem[] = [];
  checkInteger(problems, 'period', params.period, 2, 1_000);
  checkInteger(problems, 'deviationsBp', params.deviationsBp, 1, 100_000);
  checkInteger(problems, 'buyFractionBp', params.buyFractionBp, 1, BP);
  checkOneOf(problems, 'exitAt', params.exitAt, MEAN_REVERSION_EXITS);
  return problems;
}

export function describeMeanReversionRules(
  params: MeanReversionParams,
): StrategyRules<'meanReversion', MeanReversionParams> {
  const { period, deviationsBp, buyFractionBp, exitAt } = params;
  return {
    family: 'meanReversion',
    parameters: { period, deviationsBp, buyFractionBp, exitAt },
    orderReasons: MEAN_REVERSION_ORDER_REASONS,
  };
}

function initMeanReversion(params: MeanReversionParams): MeanReversionState {
  return { bands: initRollingDeviation(params.period), armed: true, signal: null };
}

function decideMeanReversion(
  params: MeanReversionParams,
  state: MeanReversionState,
  candle: PlanCandle,
  holdings: PlanHoldings,
): { state: MeanReversionState; orders: PlanOrder[] } {
  const bands = nextRollingDeviation(state.bands, candle.close);
  const mean = rollingMean(bands);
  if (mean === null) {
    return {
      state: { bands, armed: state.armed, signal: 'meanReversion.warmingUp' },
      orders: [],
    };
  }
  // close < mean − width, and close > the exit line (the mean, or mean + width), asked without
  // the exact width unless the close is within units of the band's edge.
  const close = candle.close;
  const belowBand = exceedsBandWidth(bands, params.deviationsBp, mean - close);
  const aboveExit =
    params.exitAt === 'mean'
      ? close > mean
      : exceedsBandWidth(bands, params.deviationsBp, close - mean);
  if (belowBand) {
    if (!state.armed) {
      return {
        state: { bands, armed: state.armed, signal: 'meanReversion.stillBelowBand' },
        orders: [],
      };
    }
    const quote = bpOf(holdings.cash, params.buyFractionBp);
    return {
      state: { bands, armed: false, signal: 'meanReversion.belowBand' },
      orders: quote > 0n ? [{ side: 'buy', quote, reason: 'meanReversion.belowBand' }] : [],
    };
  }
  if (aboveExit && holdings.quantity > 0n) {
    return {
      state: { bands, armed: true, signal: 'meanReversion.exit' },
      orders: [{ side: 'sell', quantity: holdings.quantity, reason: 'meanReversion.exit' }],
    };
  }
  return { state: { bands, armed: true, signal: 'meanReversion.hold' }, orders: [] };
}

export const meanReversionStrategy: Strategy<MeanReversionParams, MeanReversionState> = {
  id: 'meanReversion',
  init: initMeanReversion,
  decide: decideMeanReversion,
};
