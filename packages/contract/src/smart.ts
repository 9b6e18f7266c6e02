import { z } from 'zod';
import { amountString, int8Id, int8IdParam, pageParam, sizeParam } from './common.js';

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

// ---- Plans (buySmart, listSmartOrder, getSmartOrderById, getSmartExitQuote, stopSmart) ----

const amount = amountString;

/** POST buySmart. Success: 20004 "purchase successful". */
export const buySmartBody = z.object({
  /** The product's code (listSmartProducts). */
  product: z.string().min(1).max(64),
  /** The cycle in days: one of the product's timeframes. */
  days: z.number().int().positive().max(365),
  /** USDT, within the product's investment range. */
  amount: amountString,
});
export type BuySmartBody = z.infer<typeof buySmartBody>;

/**
 * running: trading; ended: the cycle ended and the remaining value was returned; exited: ended
 * early by the user, damages deducted.
 */
export const smartPlanStatusSchema = z.enum(['running', 'ended', 'exited']);
export type SmartPlanStatus = z.infer<typeof smartPlanStatusSchema>;

/**
 * A plan as its owner sees it (SPEC §3 smart plan). Every figure is what the plan really did
 * against the feed; `value` is the plan marked at the last evaluation (what selling everything at
 * the bid, less commission, would give); the web re-marks it live from the price feed with the
 * same rule (`holdings` and `costs`).
 */
export const smartPlanSchema = z.object({
  id: z.number().int(),
  /** SPEC "order number", e.g. "S000123". */
  orderNo: z.string(),
  status: smartPlanStatusSchema,
  product: z.object({
    code: z.string(),
    strategy: smartStrategyIdSchema,
    instrument: z.object({ code: z.string(), name: z.string() }),
  }),
  /** Timeframe = cycle, in days. */
  days: z.number().int(),
  /** The principal invested (USDT). */
  amount,
  /** Epoch ms: start, end of the cycle, the next daily settlement (null once ended). */
  startTime: z.number().int(),
  endTime: z.number().int(),
  nextEarningsTime: z.number().int().nullable(),
  /** Whole days run so far (the "run time"), and days already settled ("profit-sharing days"). */
  runDays: z.number().int(),
  settledDays: z.number().int(),
  /** The candles the strategy decides on. */
  candleInterval: z.enum(['1m', '1h']),
  holdings: z.object({ cash: amount, quantity: amount }),
  costs: z.object({ spreadBp: z.number(), commissionBp: z.number(), slippageBp: z.number() }),
  /** The plan's marked value now (running) or what was returned (ended/exited). */
  value: amount,
  /** Epoch ms of the price `value` was marked at. */
  valueTime: z.number().int(),
  /**
   * Total revenue: the user's share of every settled gain, plus at the end what came back minus
   * the principal (negative after a loss; lowered by early-exit damages).
   */
  totalRevenue: amount,
  /** The last settlement's change in value (a losing day is negative); "0" before the first. */
  todayEarnings: amount,
  /** The user's share paid at the last settlement. */
  todayPaid: amount,
  /** The platform's share taken so far (only of gains above the high-water mark). */
  platformShareTotal: amount,
  /** earning (running), profitSplit (settled at least once today), ended. */
  earningsStatus: z.enum(['earning', 'profitSplit', 'ended']),
  profitShareBp: z.number().int(),
  earlyExitDamagesBp: z.number().int(),
  /** Damages an exit now would cost (running), or the damages charged (exited), else "0". */
  earlyExitDamages: amount,
  /** What came back to the available balance at the end (null while running). */
  returned: amount.nullable(),
  endedAt: z.number().int().nullable(),
  tradeCount: z.number().int(),
});
export type SmartPlan = z.infer<typeof smartPlanSchema>;

export const listSmartOrderQuery = z.object({
  status: z.enum(['running', 'ended']).default('running'),
  page: pageParam,
  size: sizeParam,
});

export const smartPlanListSchema = z.object({
  list: z.array(smartPlanSchema),
  total: z.number().int().min(0),
});

/** One fill of a plan, at the price it really traded at (the first tick after a candle closed). */
export const smartPlanTradeSchema = z.object({
  id: z.number().int(),
  time: z.number().int(),
  side: z.enum(['buy', 'sell']),
  /** The feed's price the fill used, and the price after half the spread and slippage. */
  referencePrice: amount,
  price: amount,
  quantity: amount,
  quote: amount,
  commission: amount,
  /** Why the strategy asked (an order reason of its rules, or 'close' at the end). */
  reason: z.string(),
});

/** One daily settlement. */
export const smartPlanSettlementSchema = z.object({
  day: z.number().int(),
  time: z.number().int(),
  /** The marked value at settlement, before any payout. */
  value: amount,
  /** Change since the previous settlement (or the principal). */
  change: amount,
  userPaid: amount,
  platformShare: amount,
});

export const smartPlanDetailSchema = z.object({
  plan: smartPlanSchema,
  trades: z.array(smartPlanTradeSchema),
  settlements: z.array(smartPlanSettlementSchema),
  /** The plan's value over time: [epoch ms, value] marked at candle closes (≤ 300 points). */
  equityCurve: z.array(z.tuple([z.number().int(), amount])),
});
export type SmartPlanDetail = z.infer<typeof smartPlanDetailSchema>;

export const smartPlanIdParams = z.object({ id: int8IdParam });

/** What an early exit now would give back: quoted before the user confirms. */
export const smartExitQuoteSchema = z.object({
  id: z.number().int(),
  value: amount,
  /** earlyExitDamagesBp of the principal, capped at the value (never more than there is). */
  damages: amount,
  /** value − damages: what returns to the available balance (positions close at the next tick). */
  returned: amount,
  /** Epoch ms of the price the value is marked at. */
  valueTime: z.number().int(),
});
export type SmartExitQuote = z.infer<typeof smartExitQuoteSchema>;

/**
 * POST stopSmart: end a plan early. `damages` is the quoted figure the user confirmed; if the
 * damages to charge now differ, nothing happens (485).
 */
export const stopSmartBody = z.object({
  id: int8Id,
  damages: amountString,
});

/** getProfitTotal's smart-plan part (the real book; zero in demo). */
export const smartProfitTotalSchema = z.object({
  runningPlans: z.number().int(),
  /** Principal of the running plans. */
  invested: amount,
  /** Marked value of the running plans. */
  value: amount,
  totalRevenue: amount,
  todayEarnings: amount,
});
export type SmartProfitTotal = z.infer<typeof smartProfitTotalSchema>;
