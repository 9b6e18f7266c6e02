export * from './isqrt.js';
export {
  initSma,
  nextSma,
  smaValue,
  initEma,
  nextEma,
  emaValue,
  initAverage,
  nextAverage,
  averageValue,
  type SmaState,
  type EmaState,
  type MovingAverageKind,
  type MovingAverageState,
} from './moving-average.js';
export * from './rolling-deviation.js';
export type { ParamProblem, StrategyRules } from './params.js';
export * from './grid.js';
export * from './trend.js';
export * from './mean-reversion.js';
