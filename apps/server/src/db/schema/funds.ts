import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffUsers, users } from './users.js';
import { amount } from './columns.js';

/**
 * Images users upload (KYC photos and signature, deposit proofs). Only images that passed the
 * content checks and were re-encoded are stored; their bytes are in `upload_blobs` — in the
 * database, never under the web root, shared by every server process — and are served only to
 * the owner and to staff.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: ['user', 'staff', 'visitor'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    purpose: text('purpose', {
      enum: [
        'kyc_front',
        'kyc_back',
        'kyc_holding',
        'kyc_signature',
        'deposit_proof',
        'loan_signature',
        'chat_image',
      ],
    }).notNull(),
    /** The type of the stored (re-encoded) bytes. */
    mime: text('mime', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    /** What the upload claimed to be, by content: jpeg, png or jp2. */
    sourceFormat: text('source_format', { enum: ['jpeg', 'png', 'jp2'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** sha256 of the stored bytes, hex. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerKind, t.ownerId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The re-encoded bytes of an upload (kept apart so listing uploads never reads images). */
export const uploadBlobs = pgTable('upload_blobs', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => uploads.id),
  bytes: bytea('bytes').notNull(),
});

/**
 * KYC submissions (PRODUCT §8). A user has at most one under review; `users.kyc_status` mirrors
 * the latest submission (unverified → under_review → verified | failed → under_review …).
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    sex: text('sex', { enum: ['male', 'female'] }).notNull(),
    /** YYYY-MM-DD. */
    birthDate: text('birth_date').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    documentType: text('document_type', {
      enum: ['id_card', 'driver_licence', 'passport'],
    }).notNull(),
    documentNumber: text('document_number').notNull(),
    frontUploadId: uuid('front_upload_id')
      .notNull()
      .references(() => uploads.id),
    backUploadId: uuid('back_upload_id')
      .notNull()
      .references(() => uploads.id),
    holdingUploadId: uuid('holding_upload_id')
      .notNull()
      .references(() => uploads.id),
    signatureUploadId: uuid('signature_upload_id')
      .notNull()
      .references(() => uploads.id),
    status: text('status', { enum: ['under_review', 'verified', 'failed'] }).notNull(),
    failReason: text('fail_reason'),
    reviewedBy: uuid('reviewed_by').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.submittedAt),
    uniqueIndex('kyc_submissions_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'under_review'`),
    index('kyc_submissions_queue_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * Deposits (PRODUCT §6): the user says what they sent; staff check the chain and approve (the
 * real book is credited from `external`, one journal entry, ref_type 'deposit') or reject.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    asset: text('asset', { enum: ['USDT', 'BTC', 'ETH'] }).notNull(),
    network: text('network', { enum: ['TRC20', 'ERC20', 'BTC', 'ETH'] }).notNull(),
    amount: amount('amount').notNull(),
    /** The platform's receive address shown to the user when they submitted. */
    address: text('address').notNull(),
    txHash: text('tx_hash').notNull(),
    last6: text('last6').notNull(),
    proofUploadId: uuid('proof_upload_id')
      .notNull()
      .references(() => uploads.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_queue_idx').on(t.status, t.id),
    // One chain transaction can be claimed once (a rejected claim frees it).
    uniqueIndex('deposits_tx_key')
      .on(t.network, sql`lower(${t.txHash})`)
      .where(sql`${t.status} <> 'rejected'`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Withdrawals (PRODUCT §6). `amount` is frozen at submission (one entry); approval pays
 * `received` to `external` and `fee` to the fee account; rejection unfreezes `amount`.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    asset: text('asset', { enum: ['USDT', 'BTC', 'ETH', 'USD', 'EUR'] }).notNull(),
    method: text('method', { enum: ['crypto', 'bank'] }).notNull(),
    network: text('network', { enum: ['TRC20', 'ERC20', 'BTC', 'ETH'] }),
    address: text('address'),
    bankHolder: text('bank_holder'),
    bankAccount: text('bank_account'),
    bankType: text('bank_type'),
    amount: amount('amount').notNull(),
    fee: amount('fee').notNull(),
    received: amount('received').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_queue_idx').on(t.status, t.id),
    check('withdrawals_amounts', sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.received} > 0`),
    check(
      'withdrawals_method_fields',
      sql`(${t.method} = 'crypto' AND ${t.network} IS NOT NULL AND ${t.address} IS NOT NULL) OR (${t.method} = 'bank' AND ${t.bankHolder} IS NOT NULL AND ${t.bankAccount} IS NOT NULL AND ${t.bankType} IS NOT NULL)`,
    ),
  ],
);

/** Currency exchanges (`dh`): at the feed's recorded price, less the configured spread. */
export const exchanges = pgTable(
  'exchanges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    fromAsset: text('from_asset', { enum: ['USDT', 'BTC', 'ETH', 'USD', 'EUR'] }).notNull(),
    toAsset: text('to_asset', { enum: ['USDT', 'BTC', 'ETH', 'USD', 'EUR'] }).notNull(),
    fromAmount: amount('from_amount').notNull(),
    toAmount: amount('to_amount').notNull(),
    /** to-asset units per from-asset unit after the spread. */
    rate: amount('rate').notNull(),
    /** The mid rate from the feed before the spread. */
    midRate: amount('mid_rate').notNull(),
    spreadBp: integer('spread_bp').notNull(),
    /** When the feed prices used were recorded. */
    priceAt: timestamp('price_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchanges_user_idx').on(t.userId, t.id),
    check('exchanges_different_assets', sql`${t.fromAsset} <> ${t.toAsset}`),
    check('exchanges_amounts_positive', sql`${t.fromAmount} > 0 AND ${t.toAmount} > 0`),
  ],
);

/** Staff sessions: separate from users' (a user's token is never a staff token). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    /** sha256 of the opaque bearer token. */
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * A half-finished staff sign-in: the password was right, the TOTP code (or, on the first
 * sign-in, the enrolment of a new TOTP secret and a new password) is still to come.
 */
export const staffChallenges = pgTable('staff_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffUsers.id),
  /** sha256 of the challenge token handed to the browser. */
  tokenHash: text('token_hash').notNull().unique(),
  /** A TOTP secret offered for enrolment (base32), when the staff member has none yet. */
  pendingTotpSecret: text('pending_totp_secret'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
