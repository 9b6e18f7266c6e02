import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    /** "+<area> <number>", e.g. "+44 7700900123". */
    phone: text('phone'),
    /** argon2id; null for accounts made by Google or wallet sign-in until a password is set. */
    passwordHash: text('password_hash'),
    withdrawalPasswordHash: text('withdrawal_password_hash'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    creditPoints: integer('credit_points').notNull().default(100),
    kycStatus: text('kyc_status', { enum: ['unverified', 'under_review', 'verified', 'failed'] })
      .notNull()
      .default('unverified'),
    referralCode: text('referral_code').notNull(),
    invitedBy: uuid('invited_by'),
    googleSubject: text('google_subject'),
    /** Lower-case 0x address. */
    ethAddress: text('eth_address'),
    language: text('language').notNull().default('en'),
    /** A platform participant that is not a person (the house market maker); it cannot sign in. */
    systemRole: text('system_role', { enum: ['market_maker'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    uniqueIndex('users_eth_address_key').on(t.ethAddress),
    index('users_invited_by_idx')
      .on(t.invitedBy, t.createdAt)
      .where(sql`${t.invitedBy} IS NOT NULL`),
    check('users_credit_points_nonnegative', sql`${t.creditPoints} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** sha256 of the opaque bearer token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').notNull(),
    method: text('method', { enum: ['password', 'google', 'wallet', 'register'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Normalised e-mail (lower case) or phone. */
    target: text('target').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.sentAt)],
);

/** Single-use state for the OpenID Connect authorization code flow (PKCE S256 + nonce). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['google'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  inviteCode: text('invite_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Single-use nonces for Sign-In with Ethereum (EIP-4361). */
export const siweNonces = pgTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'compliance', 'support', 'content'] }).notNull(),
    /** Base32 TOTP secret (RFC 6238), set at the first sign-in's enrolment. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    mustChangePassword: integer('must_change_password').notNull().default(1),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_username_key').on(sql`lower(${t.username})`)],
);
