import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Work due at a time (option expiry; later plan settlement, loan interest, auction closing).
 * A runner claims a due row with `FOR UPDATE SKIP LOCKED` and runs its effect in the same
 * transaction that marks it done, so a crash before commit leaves it due and one after leaves
 * it done. `key` is unique per kind: scheduling the same work twice is a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    dueMs: bigint('due_ms', { mode: 'number' }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['due', 'done'] })
      .notNull()
      .default('due'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    index('jobs_due_idx')
      .on(t.dueMs)
      .where(sql`${t.status} = 'due'`),
    check('jobs_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);
