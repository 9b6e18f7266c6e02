import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { amount } from './columns.js';

/**
 * The charity NFT market (issue 16, PRODUCT §9). An item is a record held by the platform (not a
 * token minted by us) with its sale: an auction, a buy-now price or both. `highest_*` is the
 * highest bid: while the item is open its money is frozen in the bidder's real USDT (invariant
 * A2 / ledger F1); the close moves it to the charity account exactly once (status guard under the
 * row lock) or releases it, and the figure stays as the auction's highest bid.
 */
export const nftItems = pgTable(
  'nft_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenId: text('token_id').notNull(),
    chain: text('chain').notNull(),
    contractAddress: text('contract_address').notNull(),
    creator: text('creator').notNull(),
    /** Per interface language; English always present. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    stories: jsonb('stories').$type<Record<string, string>>().notNull(),
    startPrice: amount('start_price'),
    priceStep: amount('price_step').notNull(),
    reservePrice: amount('reserve_price'),
    buyNowPrice: amount('buy_now_price'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Moves later with late bids (anti-sniping). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'sold', 'unsold', 'cancelled'] }).notNull(),
    highestBidderId: uuid('highest_bidder_id').references(() => users.id),
    highestAmount: amount('highest_amount'),
    bidCount: integer('bid_count').notNull().default(0),
    ownerId: uuid('owner_id').references(() => users.id),
    acquired: text('acquired', { enum: ['won', 'bought'] }),
    soldPrice: amount('sold_price'),
    /** When it was sold, left unsold or cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    settlementEntryId: bigint('settlement_entry_id', { mode: 'number' }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nft_items_status_idx').on(t.status, t.endsAt),
    index('nft_items_owner_idx')
      .on(t.ownerId, t.closedAt)
      .where(sql`${t.ownerId} IS NOT NULL`),
    check(
      'nft_items_prices',
      sql`(${t.startPrice} IS NULL OR ${t.startPrice} > 0) AND ${t.priceStep} > 0
        AND (${t.buyNowPrice} IS NULL OR ${t.buyNowPrice} > 0)
        AND (${t.startPrice} IS NOT NULL OR ${t.buyNowPrice} IS NOT NULL)`,
    ),
    check('nft_items_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('nft_items_highest', sql`(${t.highestBidderId} IS NULL) = (${t.highestAmount} IS NULL)`),
  ],
);

/** Every accepted bid (binding: never deleted). */
export const nftBids = pgTable(
  'nft_bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => nftItems.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: amount('amount').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('nft_bids_item_idx').on(t.itemId, t.id),
    index('nft_bids_user_idx').on(t.userId, t.itemId),
    check('nft_bids_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Payouts made to the charity, each a journal entry out of the charity account. */
export const charityPayouts = pgTable(
  'charity_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    amount: amount('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('charity_payouts_amount_positive', sql`${t.amount} > 0`)],
);
