import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { amount } from './columns.js';

/**
 * One row per spot market (pair × book): the fence of its single writer. Every batch the writer
 * commits moves `seq` from the value it last saw to the next; a batch that finds another value
 * (a second writer after a lost lock) rolls back, so two writers can never both commit.
 */
export const spotMarkets = pgTable(
  'spot_markets',
  {
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    pair: text('pair').notNull(),
    seq: bigint('seq', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.book, t.pair] })],
);

/**
 * Spot orders (issue 5). Ids are given by the market's writer (so the in-memory book knows them
 * before the commit). open → partial → filled, or → cancelled (with a reason) at any point.
 * `held` is what the order still has frozen (quote for a buy, base for a sell); every change of
 * money is a journal entry referring to the order (ref_type 'spot_order') or to the market
 * maker's requote (ref_type 'spot_requote').
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    pair: text('pair').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    type: text('type', { enum: ['limit', 'market'] }).notNull(),
    timeInForce: text('time_in_force', { enum: ['GTC', 'IOC'] }).notNull(),
    postOnly: boolean('post_only').notNull().default(false),
    /** Limit price in ticks and as an amount; null for market orders. */
    priceTicks: bigint('price_ticks', { mode: 'bigint' }),
    price: amount('price'),
    /** Ordered lots and base quantity; null for a market buy by total. */
    lots: bigint('lots', { mode: 'bigint' }),
    quantity: amount('quantity'),
    /** A market buy's USDT budget. */
    quoteBudget: amount('quote_budget'),
    filledLots: bigint('filled_lots', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    filledQuantity: amount('filled_quantity').notNull().default('0'),
    turnover: amount('turnover').notNull().default('0'),
    fee: amount('fee').notNull().default('0'),
    held: amount('held').notNull().default('0'),
    status: text('status', { enum: ['open', 'partial', 'filled', 'cancelled'] }).notNull(),
    cancelReason: text('cancel_reason', { enum: ['user', 'unfilled', 'self_trade'] }),
    /** The market sequence at which it last joined the back of its price level (time priority on rebuild). */
    restSeq: bigint('rest_seq', { mode: 'bigint' }),
    /** Open lots in the book (0 once done). */
    openLots: bigint('open_lots', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /**
     * Fixed when the order is placed (issue 17): the owner's level discount on the book's fee, in
     * bp of the fee; on the real book their inviter and the inviter's share of the fee paid.
     */
    feeDiscountBp: integer('fee_discount_bp').notNull().default(0),
    inviterId: uuid('inviter_id'),
    referralShareBp: integer('referral_share_bp').notNull().default(0),
  },
  (t) => [
    index('spot_orders_user_idx').on(t.userId, t.book, t.id),
    index('spot_orders_inviter_idx')
      .on(t.inviterId, t.id)
      .where(sql`${t.inviterId} IS NOT NULL`),
    index('spot_orders_resting_idx')
      .on(t.book, t.pair, t.restSeq)
      .where(sql`${t.status} IN ('open', 'partial')`),
    check('spot_orders_held_nonnegative', sql`${t.held} >= 0`),
    check('spot_orders_filled_within', sql`${t.lots} IS NULL OR ${t.filledLots} <= ${t.lots}`),
  ],
);

/** One row per fill, at the maker's price; fees in the quote asset. */
export const spotTrades = pgTable(
  'spot_trades',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    pair: text('pair').notNull(),
    makerOrderId: bigint('maker_order_id', { mode: 'number' }).notNull(),
    takerOrderId: bigint('taker_order_id', { mode: 'number' }).notNull(),
    makerUserId: uuid('maker_user_id').notNull(),
    takerUserId: uuid('taker_user_id').notNull(),
    takerSide: text('taker_side', { enum: ['buy', 'sell'] }).notNull(),
    price: amount('price').notNull(),
    quantity: amount('quantity').notNull(),
    quote: amount('quote').notNull(),
    /** What each side paid (the book's fee less their discount). */
    makerFee: amount('maker_fee').notNull(),
    takerFee: amount('taker_fee').notNull(),
    /** Each side's inviter's part of its fee (issue 17), paid in the same journal entry. */
    makerCommission: amount('maker_commission').notNull().default('0'),
    takerCommission: amount('taker_commission').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('spot_trades_market_idx').on(t.book, t.pair, t.id),
    index('spot_trades_time_idx').on(t.book, t.pair, t.createdAt),
    // A user's 30-day volume (their VIP level).
    index('spot_trades_maker_user_idx').on(t.makerUserId, t.createdAt),
    index('spot_trades_taker_user_idx').on(t.takerUserId, t.createdAt),
  ],
);

/**
 * OHLC of a spot market per interval, folded from its trades in the transaction that writes them
 * (writeSpotBatch), so a chart reads candles, never the trades. `first_trade_id`/`last_trade_id`
 * say which trade gave the open and the close.
 */
export const spotCandles = pgTable(
  'spot_candles',
  {
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    pair: text('pair').notNull(),
    interval: text('interval', { enum: ['1m', '5m', '15m', '1h', '4h', '1d'] }).notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: amount('open').notNull(),
    high: amount('high').notNull(),
    low: amount('low').notNull(),
    close: amount('close').notNull(),
    volume: amount('volume').notNull(),
    firstTradeId: bigint('first_trade_id', { mode: 'number' }).notNull(),
    lastTradeId: bigint('last_trade_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.book, t.pair, t.interval, t.openTime] })],
);
