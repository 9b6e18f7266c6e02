import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { instruments } from './market.js';
import { users } from './users.js';
import { amount } from './columns.js';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * Margin (CFD) orders and positions (PRODUCT §4). One row per order: `pending` ("waiting to open
 * a position") → `open` → `closed`, or `pending` → `cancelled`. A partial close shrinks the open
 * row and records the closed part as its own `closed` row pointing at it (`parent_id`). Money in
 * USDT; prices in the instrument's quote currency; every change of money is a journal entry
 * referring to the row (ref_type 'margin_order').
 */
export const marginOrders = pgTable(
  'margin_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    code: text('code').notNull(),
    side: text('side', { enum: ['long', 'short'] }).notNull(),
    type: text('type', { enum: ['market', 'limit'] }).notNull(),
    status: text('status', { enum: ['pending', 'open', 'closed', 'cancelled'] }).notNull(),
    lots: amount('lots').notNull(),
    lotSize: amount('lot_size').notNull(),
    leverage: integer('leverage').notNull(),
    limitPrice: amount('limit_price'),
    openPrice: amount('open_price'),
    closePrice: amount('close_price'),
    stopLoss: amount('stop_loss'),
    takeProfit: amount('take_profit'),
    /** Open: the margin held; pending: the margin and commission held for it. */
    margin: amount('margin').notNull().default('0'),
    fee: amount('fee').notNull().default('0'),
    /** Closed: the profit at the closing price (before negative-balance protection). */
    profit: amount('profit').notNull().default('0'),
    /** Closed: the part of a loss the book could not pay, absorbed by the house. */
    absorbedLoss: amount('absorbed_loss').notNull().default('0'),
    closeReason: text('close_reason', {
      enum: ['user', 'stop_loss', 'take_profit', 'stop_out', 'insufficient_margin'],
    }),
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The recorded ticks the order opened and closed at. */
    openTickMs: epochMs('open_tick_ms'),
    closeTickMs: epochMs('close_tick_ms'),
    /**
     * Issue 17: `fee` is the commission after the owner's level discount; on the real book the
     * owner's inviter earned `referral_commission` of it (their share in bp), in the same entry.
     */
    feeDiscountBp: integer('fee_discount_bp').notNull().default(0),
    inviterId: uuid('inviter_id'),
    referralShareBp: integer('referral_share_bp').notNull().default(0),
    referralCommission: amount('referral_commission').notNull().default('0'),
  },
  (t) => [
    index('margin_orders_owner_idx').on(t.userId, t.book, t.status, t.id),
    index('margin_orders_inviter_idx')
      .on(t.inviterId, t.id)
      .where(sql`${t.inviterId} IS NOT NULL`),
    index('margin_orders_live_idx')
      .on(t.status)
      .where(sql`${t.status} IN ('pending', 'open')`),
    check('margin_orders_lots_positive', sql`${t.lots} > 0`),
    check('margin_orders_margin_nonnegative', sql`${t.margin} >= 0 AND ${t.fee} >= 0`),
    check('margin_orders_leverage_positive', sql`${t.leverage} >= 1`),
  ],
);

/**
 * Timed up/down options (PRODUCT §4). `open` until the leader settles it by the recorded tick at
 * expiry: `won`, `lost`, `draw`, or `void` (no price recorded near expiry; stake refunded).
 */
export const optionOrders = pgTable(
  'option_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    code: text('code').notNull(),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    timeframeSeconds: integer('timeframe_seconds').notNull(),
    payoutPercent: integer('payout_percent').notNull(),
    stake: amount('stake').notNull(),
    strikePrice: amount('strike_price').notNull(),
    strikeMs: epochMs('strike_ms').notNull(),
    expiresMs: epochMs('expires_ms').notNull(),
    status: text('status', { enum: ['open', 'won', 'lost', 'draw', 'void'] }).notNull(),
    settlePrice: amount('settle_price'),
    settleTickMs: epochMs('settle_tick_ms'),
    returned: amount('returned'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('option_orders_owner_idx').on(t.userId, t.book, t.id),
    index('option_orders_open_idx')
      .on(t.expiresMs)
      .where(sql`${t.status} = 'open'`),
    check('option_orders_stake_positive', sql`${t.stake} > 0`),
  ],
);

/**
 * Recorded ticks of instruments with open options: the evidence options settle by, also after a
 * restart. Written by the feed leader before it settles; pruned after a day.
 */
export const priceTicks = pgTable(
  'price_ticks',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    epochMs: epochMs('epoch_ms').notNull(),
    price: amount('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.epochMs] })],
);
