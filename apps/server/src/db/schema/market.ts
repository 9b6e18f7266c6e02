import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The instrument catalogue (PRODUCT §3), seeded and editable by staff later. `id` is the spec's market id. */
export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    class: text('class', { enum: ['crypto', 'forex', 'stock', 'etf', 'futures'] }).notNull(),
    /** Base asset or symbol, e.g. BTC, EUR, AAPL, XAU, CL. */
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    tickSize: numeric('tick_size', { precision: 38, scale: 18 }).notNull(),
    lotSize: numeric('lot_size', { precision: 38, scale: 18 }).notNull(),
    startPrice: numeric('start_price', { precision: 38, scale: 18 }).notNull(),
    session: text('session', { enum: ['always', 'forex', 'us-equity', 'cme-futures'] }).notNull(),
    volatilityBp: integer('volatility_bp').notNull(),
    /** PRODUCT §4 retail leverage cap; staff may raise it per instrument. */
    maxLeverage: integer('max_leverage').notNull().default(5),
    /** Full bid-ask spread around the feed's mid price, in basis points. */
    spreadBp: integer('spread_bp').notNull().default(2),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('instruments_code_key').on(t.code),
    check('instruments_tick_positive', sql`${t.tickSize} > 0`),
    check('instruments_start_positive', sql`${t.startPrice} > 0`),
  ],
);

/** OHLC per instrument and interval; written by the feed, read by charts and getKValueByCodeAndDate. */
export const candles = pgTable(
  'candles',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    interval: text('interval', { enum: ['1m', '5m', '15m', '1h', '4h', '1d'] }).notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: numeric('open', { precision: 38, scale: 18 }).notNull(),
    high: numeric('high', { precision: 38, scale: 18 }).notNull(),
    low: numeric('low', { precision: 38, scale: 18 }).notNull(),
    close: numeric('close', { precision: 38, scale: 18 }).notNull(),
    volume: numeric('volume', { precision: 38, scale: 18 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.interval, t.openTime] })],
);

/** Content pages (SPEC: type 1 company, 2 policy, 3 statement/other) plus notices and FAQ, per language. */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key of the page across languages, e.g. 'company.about'. */
    slug: text('slug').notNull(),
    type: integer('type').notNull(),
    category: text('category', {
      enum: ['company', 'policy', 'statement', 'notice', 'faq', 'introduction'],
    }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contents_slug_language_key').on(t.slug, t.language),
    index('contents_type_idx').on(t.type, t.language),
  ],
);

/** Public parameters read by getParamByKey (e.g. down_url). */
export const publicParams = pgTable('public_params', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Instruments a user starred on the market list (remembered per user). */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * Where an instrument's first-start history ends (the live feed's first minute) and whether all of
 * it is written (issue 13). The end is chosen once, so a start after a crash half-way writes the
 * same candles again (deterministic from the seed) and only adds those missing.
 */
export const marketHistory = pgTable('market_history', {
  instrumentId: integer('instrument_id')
    .primaryKey()
    .references(() => instruments.id),
  source: text('source', { enum: ['simulated', 'binance'] }).notNull(),
  endMs: bigint('end_ms', { mode: 'number' }).notNull(),
  endPrice: numeric('end_price', { precision: 38, scale: 18 }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
