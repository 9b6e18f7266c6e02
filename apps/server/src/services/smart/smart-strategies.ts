import {
  describeGridRules,
  describeMeanReversionRules,
  describeTrendRules,
  gridStrategy,
  meanReversionStrategy,
  trendStrategy,
  validateGridParams,
  validateMeanReversionParams,
  validateTrendParams,
  type GridParams,
  type MeanReversionParams,
  type ParamProblem,
  type Strategy,
  type TrendParams,
} from '@meridian/domain';
import type { smartProducts } from '../../db/schema/index.js';

export type SmartStrategyId = (typeof smartProducts.$inferSelect)['strategy'];

/** A strategy family as the catalogue uses it: the domain's strategy, its checks and its rules. */
export interface SmartStrategyEntry {
  strategy: Strategy<unknown, unknown>;
  validate(params: unknown): ParamProblem[];
  describe(params: unknown): {
    family: SmartStrategyId;
    parameters: Record<string, number | string>;
    orderReasons: string[];
  };
}

function entry<P, S>(
  strategy: Strategy<P, S>,
  validate: (params: P) => ParamProblem[],
  describe: (params: P) => {
    family: SmartStrategyId;
    parameters: P;
    orderReasons: readonly string[];
  },
): SmartStrategyEntry {
  return {
    strategy: strategy as unknown as Strategy<unknown, unknown>,
    validate: (params) =>
      params !== null && typeof params === 'object'
        ? validate(params as P)
        : [{ field: 'params', problem: 'notAllowed' }],
    describe: (params) => {
      const rules = describe(params as P);
      return {
        family: rules.family,
        parameters: { ...(rules.parameters as Record<string, number | string>) },
        orderReasons: [...rules.orderReasons],
      };
    },
  };
}

/** The three families of the domain (packages/domain/src/smart/strategies), by id. */
export const SMART_STRATEGIES: Record<SmartStrategyId, SmartStrategyEntry> = {
  grid: entry<GridParams, unknown>(
    gridStrategy as Strategy<GridParams, unknown>,
    validateGridParams,
    describeGridRules,
  ),
  trend: entry<TrendParams, unknown>(
    trendStrategy as Strategy<TrendParams, unknown>,
    validateTrendParams,
    describeTrendRules,
  ),
  meanReversion: entry<MeanReversionParams, unknown>(
    meanReversionStrategy as Strategy<MeanReversionParams, unknown>,
    validateMeanReversionParams,
    describeMeanReversionRules,
  ),
};
