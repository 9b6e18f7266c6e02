import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { instruments } from './market.js';
import { users } from './users.js';
import { amount } from './columns.js';

/**
 * The smart-plan catalogue (issue 14): a product is an instrument, a strategy with parameters
 * fixed by staff, the timeframes it may be bought for and its terms. Parameters are checked by
 * the domain's validate…Params before a product is stored.
 */
export const smartProducts = pgTable(
  'smart_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable public id, e.g. 'btc-grid'. */
    code: text('code').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    strategy: text('strategy', { enum: ['grid', 'trend', 'meanReversion'] }).notNull(),
    params: jsonb('params').notNull(),
    /** Cycle lengths in days it may be bought for (a subset of 1, 3, 7, 15, 30). */
    timeframes: integer('timeframes').array().notNull(),
    minInvestment: numeric('min_investment', { precision: 38, scale: 18 }).notNull(),
    maxInvestment: numeric('max_investment', { precision: 38, scale: 18 }).notNull(),
    /** The platform's share of a day's gain above the high-water mark, bp (2,000 = 20%). */
    profitShareBp: integer('profit_share_bp').notNull().default(2000),
    /** Damages on early exit, bp of the principal (500 = 5%). */
    earlyExitDamagesBp: integer('early_exit_damages_bp').notNull().default(500),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('smart_products_code_key').on(t.code),
    check(
      'smart_products_investment_range',
      sql`${t.minInvestment} > 0 AND ${t.maxInvestment} >= ${t.minInvestment}`,
    ),
    check('smart_products_profit_share', sql`${t.profitShareBp} BETWEEN 0 AND 10000`),
    check('smart_products_damages', sql`${t.earlyExitDamagesBp} BETWEEN 0 AND 10000`),
    check(
      'smart_products_timeframes',
      sql`${t.timeframes} <@ ARRAY[1,3,7,15,30] AND cardinality(${t.timeframes}) > 0`,
    ),
  ],
);

/**
 * A product's published backtest range for one timeframe: the distribution of every rolling
 * window of the stored history (engine: backtestWindows / summarizeWindows), replaced by each
 * recompute. `windowCount` 0 = too little history: the figures are null (nothing to publish).
 */
export const smartProductRanges = pgTable(
  'smart_product_ranges',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => smartProducts.id, { onDelete: 'cascade' }),
    timeframeDays: integer('timeframe_days').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /** Open time of the first and last candle used (null: none). */
    historyFromMs: bigint('history_from_ms', { mode: 'number' }),
    historyToMs: bigint('history_to_ms', { mode: 'number' }),
    /** '1m' or '1h' (null: no candles). */
    candleInterval: text('candle_interval', { enum: ['1m', '1h'] }),
    windowCount: integer('window_count').notNull(),
    strideCandles: integer('stride_candles'),
    p5NetDailyYieldPpm: integer('p5_net_daily_yield_ppm'),
    p50NetDailyYieldPpm: integer('p50_net_daily_yield_ppm'),
    p95NetDailyYieldPpm: integer('p95_net_daily_yield_ppm'),
    medianMaxDrawdownPpm: integer('median_max_drawdown_ppm'),
    maxMaxDrawdownPpm: integer('max_max_drawdown_ppm'),
    losingSharePpm: integer('losing_share_ppm'),
    tradesPerDay: numeric('trades_per_day', { precision: 20, scale: 6 }),
    spreadBp: integer('spread_bp').notNull(),
    commissionBp: integer('commission_bp').notNull(),
    slippageBp: integer('slippage_bp').notNull(),
    /** The median window's equity, as a fraction of its principal (decimal strings, ≤ 200 points). */
    equityCurve: jsonb('equity_curve').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.timeframeDays] }),
    check('smart_product_ranges_windows', sql`${t.windowCount} >= 0`),
  ],
);

/**
 * A user's smart plan (issue 14). Its money is in its own ledger account (`account_id`, owner
 * kind plan); `cash` equals that account's available balance, `quantity` is the instrument it
 * holds against the house. The product's terms, strategy parameters and costs are copied at
 * purchase: staff editing a product never changes a running plan. `state` is the strategy's
 * state (bigints tagged, services/smart/plan-state-codec.ts) after the candle at `last_candle_ms`.
 */
export const smartPlans = pgTable(
  'smart_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => smartProducts.id),
    productCode: text('product_code').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    code: text('code').notNull(),
    strategy: text('strategy', { enum: ['grid', 'trend', 'meanReversion'] }).notNull(),
    params: jsonb('params').notNull(),
    days: integer('days').notNull(),
    candleInterval: text('candle_interval', { enum: ['1m', '1h'] }).notNull(),
    principal: amount('principal').notNull(),
    spreadBp: integer('spread_bp').notNull(),
    commissionBp: integer('commission_bp').notNull(),
    slippageBp: integer('slippage_bp').notNull(),
    profitShareBp: integer('profit_share_bp').notNull(),
    earlyExitDamagesBp: integer('early_exit_damages_bp').notNull(),
    status: text('status', { enum: ['running', 'ended', 'exited'] }).notNull(),
    startMs: bigint('start_ms', { mode: 'number' }).notNull(),
    endMs: bigint('end_ms', { mode: 'number' }).notNull(),
    /** The next daily settlement (null once ended). */
    nextSettleMs: bigint('next_settle_ms', { mode: 'number' }),
    settledDays: integer('settled_days').notNull().default(0),
    startPrice: amount('start_price').notNull(),
    cash: amount('cash').notNull(),
    quantity: amount('quantity').notNull().default('0'),
    state: jsonb('state').notNull(),
    lastCandleMs: bigint('last_candle_ms', { mode: 'number' }),
    /**
     * Bumped by every change of the plan's money (a fill, a settlement, the end, an exit): the
     * plan engine, which keeps running plans in memory, writes a plan only while it still has
     * the revision it read (ARCHITECTURE "Smart trading plans", P6).
     */
    rev: integer('rev').notNull().default(0),
    /**
     * The liquidation value at `value_ms` (the last fill, settlement or checkpoint), or what was
     * returned once ended. A running plan is shown at the latest price (plan-close.ts markPlan).
     */
    value: amount('value').notNull(),
    valueMs: bigint('value_ms', { mode: 'number' }).notNull(),
    highWaterMark: amount('high_water_mark').notNull(),
    userPaidTotal: amount('user_paid_total').notNull().default('0'),
    platformShareTotal: amount('platform_share_total').notNull().default('0'),
    todayChange: amount('today_change').notNull().default('0'),
    todayPaid: amount('today_paid').notNull().default('0'),
    /** Value at the last settlement after its payout (the base of the next day's change). */
    lastSettledValue: amount('last_settled_value').notNull(),
    damages: amount('damages').notNull().default('0'),
    returned: amount('returned'),
    tradeCount: integer('trade_count').notNull().default(0),
    accountId: bigint('account_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One running plan per product per user (10024), also under concurrent purchases.
    uniqueIndex('smart_plans_one_running_key')
      .on(t.userId, t.productId)
      .where(sql`${t.status} = 'running'`),
    index('smart_plans_running_idx')
      .on(t.instrumentId, t.candleInterval)
      .where(sql`${t.status} = 'running'`),
    index('smart_plans_owner_idx').on(t.userId, t.book, t.status, t.id),
    check('smart_plans_holdings', sql`${t.cash} >= 0 AND ${t.quantity} >= 0`),
  ],
);

/**
 * The plan engine's progress per instrument and candle interval: the last candle every running
 * plan of the group was evaluated on. Moved by compare-and-set in the transaction that journals
 * the close, so one close is evaluated once even with two engines (a leader change).
 */
export const smartPlanGroups = pgTable(
  'smart_plan_groups',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    candleInterval: text('candle_interval', { enum: ['1m', '1h'] }).notNull(),
    lastCandleMs: bigint('last_candle_ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.candleInterval] })],
);

/**
 * Every candle close the plan engine evaluated: the candle and the first price after it (the
 * fill price). A new engine replays these from each plan's stored state, so plans that did not
 * trade need not be written on every candle. Kept back to the oldest state a running plan stores.
 */
export const smartPlanCloses = pgTable(
  'smart_plan_closes',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    candleInterval: text('candle_interval', { enum: ['1m', '1h'] }).notNull(),
    candleMs: bigint('candle_ms', { mode: 'number' }).notNull(),
    open: amount('open').notNull(),
    high: amount('high').notNull(),
    low: amount('low').notNull(),
    close: amount('close').notNull(),
    price: amount('price').notNull(),
    timeMs: bigint('time_ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.candleInterval, t.candleMs] })],
);

/** Every fill of a plan, at the price it traded at (the first tick after a candle closed). */
export const smartPlanFills = pgTable(
  'smart_plan_fills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => smartPlans.id),
    /** The closed candle that decided it (null: the closing sale at the end). */
    candleMs: bigint('candle_ms', { mode: 'number' }),
    timeMs: bigint('time_ms', { mode: 'number' }).notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    referencePrice: amount('reference_price').notNull(),
    price: amount('price').notNull(),
    quantity: amount('quantity').notNull(),
    quote: amount('quote').notNull(),
    commission: amount('commission').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('smart_plan_fills_plan_idx').on(t.planId, t.id)],
);

/** One daily settlement of a plan. */
export const smartPlanSettlements = pgTable(
  'smart_plan_settlements',
  {
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => smartPlans.id),
    day: integer('day').notNull(),
    timeMs: bigint('time_ms', { mode: 'number' }).notNull(),
    value: amount('value').notNull(),
    change: amount('change').notNull(),
    userPaid: amount('user_paid').notNull(),
    platformShare: amount('platform_share').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day] })],
);
