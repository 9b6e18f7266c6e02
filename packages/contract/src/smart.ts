import { z } from 'zod';

/**
 * Smart trading plans (issue 14): the product catalogue and the backtest range each product
 * publishes per timeframe. Every figure is a past result of the strategy over rolling windows of
 * the stored history — labelled as such (`pastPerformanceNotAPromise`), never a promise.
 */

export const smartStrategyIdSchema = z.enum(['grid', 'trend', 'meanReversion']);
export type SmartStrategyId = z.infer<typeof smartStrategyIdSchema>;

export const smartTimeframeSchema = z.union([
  z.literal(1),
  z.literal(3),
  z.literal(7),
  z.literal(15),
  z.literal(30),
]);

/** What the plan's rules are, as plain data (the web words it): family, parameters, order reasons. */
export const smartRulesSchema = z.object({
  family: smartStrategyIdSchema,
  parameters: z.record(z.string(), z.union([z.number(), z.string()])),
  orderReasons: z.array(z.string()),
});

/** A percentage as an exact decimal string with 4 places ("0.1234" = 0.1234%). */
const percent = z.string().regex(/^-?\d+\.\d{4}$/);

export const smartRangeFiguresSchema = z.object({
  /** Net daily yield (geometric, after spread, commission and slippage), percentiles over the windows. */
  p5DailyYieldPercent: percent,
  p50DailyYieldPercent: percent,
  p95DailyYieldPercent: percent,
  /** Maximum drawdown of a window: the median over the windows and the worst. */
  medianMaxDrawdownPercent: percent,
  maxMaxDrawdownPercent: percent,
  /** Share of windows that ended below their principal. */
  losingSharePercent: percent,
  /** Mean fills per day. */
  tradesPerDay: z.string(),
  windows: z.number().int().positive(),
  /** The candles the windows were cut from. */
  candleInterval: z.enum(['1m', '1h']),
  historyFrom: z.string(),
  historyTo: z.string(),
  /** The median window's value as a multiple of its principal (≤ 200 points, "1.0123"). */
  equityCurve: z.array(z.string()),
});

export const smartRangeSchema = z.object({
  days: smartTimeframeSchema,
  /** published: figures below; noHistory: too little stored history for one window; pending: not computed yet. */
  status: z.enum(['published', 'noHistory', 'pending']),
  computedAt: z.string().nullable(),
  /** The costs the backtest assumed, in basis points. */
  costs: z
    .object({ spreadBp: z.number(), commissionBp: z.number(), slippageBp: z.number() })
    .nullable(),
  figures: smartRangeFiguresSchema.nullable(),
  pastPerformanceNotAPromise: z.literal(true),
});
export type SmartRange = z.infer<typeof smartRangeSchema>;

export const smartProductSchema = z.object({
  code: z.string(),
  instrument: z.object({ code: z.string(), name: z.string() }),
  strategy: smartStrategyIdSchema,
  rules: smartRulesSchema,
  timeframes: z.array(smartTimeframeSchema),
  minInvestment: z.string(),
  maxInvestment: z.string(),
  /** The platform's share of a day's gain above the high-water mark, bp. */
  profitShareBp: z.number().int(),
  /** Early-exit damages, bp of the principal. */
  earlyExitDamagesBp: z.number().int(),
  ranges: z.array(smartRangeSchema),
});
export type SmartProduct = z.infer<typeof smartProductSchema>;

export const listSmartProductsResult = z.object({
  pastPerformanceNotAPromise: z.literal(true),
  products: z.array(smartProductSchema),
});
