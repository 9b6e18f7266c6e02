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
} from 'drizzle-orm/pg-core';
import { instruments } from './market.js';

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
