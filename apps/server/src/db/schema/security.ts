import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's two-factor (TOTP, RFC 6238) state. `pendingSecret` is the secret offered at enrolment
 * until a code from it is confirmed; `secret` is set (and `enabledAt`) once it is. Neither is ever
 * returned by the API after the enrolment reply, nor logged.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  pendingCreatedAt: timestamp('pending_created_at', { withTimezone: true }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes: sha256 of the code (high-entropy, so no slow hash needed); single use. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * The pending second step of a sign-in: the first factor (password, Google, wallet) passed and
 * no session exists yet. Only the sha256 of the challenge token is stored.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    method: text('method', { enum: ['password', 'google', 'wallet'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sign_in_challenges_token_hash_key').on(t.tokenHash)],
);

/**
 * Sign-in history: every sign-in and failed attempt on an existing account (refused-by-throttle
 * attempts are not written, so a flood cannot grow the table faster than the limits allow).
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The user agent in plain words ("Chrome on Windows"); null when unrecognised. */
    device: text('device'),
    method: text('method', {
      enum: ['password', 'google', 'wallet', 'register'],
    }).notNull(),
    outcome: text('outcome', {
      enum: ['success', 'wrong_password', 'wrong_code', 'second_step_required'],
    }).notNull(),
  },
  (t) => [index('sign_in_events_user_idx').on(t.userId, t.at)],
);
