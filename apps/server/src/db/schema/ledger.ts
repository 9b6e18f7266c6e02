import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per (owner, book, asset). `available` and `frozen` are a cache of the journal, written
 * only by the postings trigger (see the ledger_triggers migration): the invariants L2 and L3 hold
 * by construction, and ledger:verify re-checks them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** user: a user's own money; system: the platform's; plan: a smart plan's money (issue 14). */
    ownerKind: text('owner_kind', { enum: ['user', 'system', 'plan'] }).notNull(),
    /** The user (of a user account, or the owner of a plan account). */
    userId: uuid('user_id').references(() => users.id),
    systemCode: text('system_code'),
    /** The smart plan whose money this is (owner kind plan). */
    planId: bigint('plan_id', { mode: 'number' }),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    asset: text('asset', { enum: ['USDT', 'BTC', 'ETH', 'USD', 'EUR'] }).notNull(),
    available: numeric('available', { precision: 38, scale: 18 }).notNull().default('0'),
    frozen: numeric('frozen', { precision: 38, scale: 18 }).notNull().default('0'),
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_key')
      .on(t.userId, t.book, t.asset)
      .where(sql`${t.ownerKind} = 'user'`),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.systemCode, t.book, t.asset)
      .where(sql`${t.ownerKind} = 'system'`),
    uniqueIndex('ledger_accounts_plan_key')
      .on(t.planId, t.book, t.asset)
      .where(sql`${t.ownerKind} = 'plan'`),
    check(
      'ledger_accounts_owner',
      sql`(${t.ownerKind} = 'user' AND ${t.userId} IS NOT NULL AND ${t.systemCode} IS NULL AND ${t.planId} IS NULL) OR (${t.ownerKind} = 'system' AND ${t.systemCode} IS NOT NULL AND ${t.userId} IS NULL AND ${t.planId} IS NULL) OR (${t.ownerKind} = 'plan' AND ${t.planId} IS NOT NULL AND ${t.userId} IS NOT NULL AND ${t.systemCode} IS NULL)`,
    ),
    check('ledger_accounts_available_nonnegative', sql`${t.allowNegative} OR ${t.available} >= 0`),
    check('ledger_accounts_frozen_nonnegative', sql`${t.allowNegative} OR ${t.frozen} >= 0`),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reason: text('reason').notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    /** The user or staff member whose action caused it, when there is one. */
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_entries_ref_idx').on(t.refType, t.refId)],
);

export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    bucket: text('bucket', { enum: ['available', 'frozen'] }).notNull(),
    asset: text('asset', { enum: ['USDT', 'BTC', 'ETH', 'USD', 'EUR'] }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
  },
  (t) => [
    index('postings_entry_idx').on(t.entryId),
    index('postings_account_idx').on(t.accountId, t.id),
    check('postings_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
