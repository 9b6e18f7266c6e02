import { z } from 'zod';
import {
  amountString,
  assetBalanceSchema,
  assetSchema,
  bookSchema,
  calendarDay,
  nonNegativeAmountString,
  pageParam,
  sizeParam,
} from './common.js';
import { secondFactorCodeSchema } from './security.js';

/**
 * Money in and out (issue 6; SPEC §3 KYC, deposit, withdrawal; §7 "User"; PRODUCT §6, §8):
 * uploads, KYC (`identification`), deposits (`recharge`, `listRecharge`), withdrawals
 * (`withdrawal`, `listWithdrwal`, `repasswordTx`), currency exchange (`dh`), balances in both
 * books and the statement (the user's journal). Times are epoch milliseconds; amounts are exact
 * decimal strings. A zod issue message of a 3- or 5-digit code answers with that code.
 */

const page = pageParam;
const size = sizeParam;

// ---------------------------------------------------------------------------------------------
// Uploads: POST /swx/customer/user/upload?purpose=… with the image bytes as the body
// (Content-Type image/jpeg, image/png, image/jp2 or application/octet-stream).

export const uploadPurposeSchema = z.enum([
  'kyc_front',
  'kyc_back',
  'kyc_holding',
  'kyc_signature',
  'deposit_proof',
  'loan_signature',
]);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

export const uploadQuery = z.object({ purpose: uploadPurposeSchema });

export const uploadResult = z.object({
  id: z.uuid(),
  purpose: uploadPurposeSchema,
  /** The stored, re-encoded image's type. */
  mime: z.enum(['image/jpeg', 'image/png']),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;

// ---------------------------------------------------------------------------------------------
// KYC

export const kycStatusSchema = z.enum(['unverified', 'under_review', 'verified', 'failed']);
export type KycStatus = z.infer<typeof kycStatusSchema>;
export const documentTypeSchema = z.enum(['id_card', 'driver_licence', 'passport']);

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

/** POST identification: the full form; images are upload ids from `upload`. */
export const identificationBody = z.object({
  firstName: text(64),
  lastName: text(64),
  sex: z.enum(['male', 'female']),
  birthDate: calendarDay('validation.invalid'),
  country: text(64),
  address: text(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{4,32}$/, 'validation.invalid'),
  documentType: documentTypeSchema,
  documentNumber: text(64),
  frontImageId: z.uuid('468'),
  backImageId: z.uuid('468'),
  holdingImageId: z.uuid('468'),
  signatureImageId: z.uuid('469'),
});
export type IdentificationBody = z.infer<typeof identificationBody>;

export const kycSubmissionSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  sex: z.enum(['male', 'female']),
  birthDate: z.string(),
  country: z.string(),
  address: z.string(),
  phone: z.string(),
  documentType: documentTypeSchema,
  documentNumber: z.string(),
  frontImageId: z.uuid(),
  backImageId: z.uuid(),
  holdingImageId: z.uuid(),
  signatureImageId: z.uuid(),
  status: z.enum(['under_review', 'verified', 'failed']),
  failReason: z.string().nullable(),
  submittedAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

/** GET getKyc: the user's status and latest submission (null before the first). */
export const kycResult = z.object({
  status: kycStatusSchema,
  /** Hours a review may take (PRODUCT §8: 48). */
  reviewHours: z.number().int(),
  latest: kycSubmissionSchema.nullable(),
});
export type KycResult = z.infer<typeof kycResult>;

// ---------------------------------------------------------------------------------------------
// Deposits (real book only)

export const depositAssetSchema = z.enum(['USDT', 'BTC', 'ETH']);
export const networkSchema = z.enum(['TRC20', 'ERC20', 'BTC', 'ETH']);
export type Network = z.infer<typeof networkSchema>;

/** GET listDepositOptions: every coin and network with the platform's address and minimum. */
export const depositOptionSchema = z.object({
  asset: depositAssetSchema,
  network: networkSchema,
  /** The platform's receive address; empty when staff have not configured one (no deposits). */
  address: z.string(),
  minimum: amountString,
  /** The largest amount one claim may report (482 above it). */
  maximum: amountString,
});
export const depositOptionsResult = z.array(depositOptionSchema);
export type DepositOption = z.infer<typeof depositOptionSchema>;

/** POST recharge. */
export const rechargeBody = z.object({
  asset: depositAssetSchema,
  network: networkSchema,
  amount: amountString,
  txHash: z
    .string()
    .trim()
    .regex(/^(0x)?[0-9a-fA-F]{16,128}$/, 'validation.invalid'),
  /** The last 6 characters of the transaction hash, typed again as a check. */
  last6: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{6}$/, 'validation.invalid'),
  proofImageId: z.uuid('468'),
});
export type RechargeBody = z.infer<typeof rechargeBody>;

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const depositSchema = z.object({
  id: z.number().int(),
  asset: depositAssetSchema,
  network: networkSchema,
  amount: amountString,
  address: z.string(),
  txHash: z.string(),
  last6: z.string(),
  proofImageId: z.uuid(),
  status: reviewStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const listReviewQuery = z.object({
  status: reviewStatusSchema.optional(),
  page,
  size,
});
export const depositListSchema = z.object({
  list: z.array(depositSchema),
  total: z.number().int().min(0),
});

// ---------------------------------------------------------------------------------------------
// Withdrawals (real book only; verified KYC and a withdrawal password)

/** GET getWithdrawalTerms: per asset, what can be withdrawn, how, and what it costs. */
export const withdrawalTermSchema = z.object({
  asset: assetSchema,
  available: amountString,
  /** Networks for a crypto withdrawal (empty: bank only). */
  networks: z.array(networkSchema),
  bank: z.boolean(),
  feeBp: z.number().int(),
  minFee: amountString,
});
export const withdrawalTermsResult = z.object({
  kycStatus: kycStatusSchema,
  hasWithdrawalPassword: z.boolean(),
  terms: z.array(withdrawalTermSchema),
});
export type WithdrawalTerm = z.infer<typeof withdrawalTermSchema>;
export type WithdrawalTermsResult = z.infer<typeof withdrawalTermsResult>;

const withdrawalCommon = {
  asset: assetSchema,
  /** What leaves the balance; the fee comes out of it. */
  amount: amountString,
  password: z.string().min(1, 'validation.required').max(128),
  /** Required once two-factor sign-in is on (479 missing, 476 wrong): a TOTP or recovery code. */
  totpCode: secondFactorCodeSchema.optional(),
};

/** POST withdrawal. A missing or unknown method answers 10025. */
export const withdrawalBody = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('crypto'),
      network: networkSchema,
      address: z.string().trim().min(1, '10021').max(128),
      ...withdrawalCommon,
    }),
    z.object({
      method: z.literal('bank'),
      holder: z.string().trim().min(1, 'validation.required').max(128),
      accountNumber: z.string().trim().min(4, 'validation.required').max(64),
      bankType: z.string().trim().min(1, 'validation.required').max(128),
      ...withdrawalCommon,
    }),
  ],
  { error: '10025' },
);
export type WithdrawalBody = z.infer<typeof withdrawalBody>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  asset: assetSchema,
  method: z.enum(['crypto', 'bank']),
  network: networkSchema.nullable(),
  address: z.string().nullable(),
  bankHolder: z.string().nullable(),
  /** Shown masked to the user except the last 4 characters. */
  bankAccount: z.string().nullable(),
  bankType: z.string().nullable(),
  amount: amountString,
  fee: amountString,
  received: amountString,
  status: reviewStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalListSchema = z.object({
  list: z.array(withdrawalSchema),
  total: z.number().int().min(0),
});

/**
 * POST repasswordTx: set or change the withdrawal password. `currentPassword` is the current
 * withdrawal password when one is set, otherwise the login password (when the account has one).
 */
export const repasswordTxBody = z
  .object({
    password: z.string().min(6, 'validation.withdrawalPasswordRule').max(64),
    confirmPassword: z.string(),
    currentPassword: z.string().max(128).optional(),
    /** Required once two-factor sign-in is on (479 missing, 476 wrong). */
    totpCode: secondFactorCodeSchema.optional(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });

// ---------------------------------------------------------------------------------------------
// Currency exchange (dh), both books

export const exchangeQuoteQuery = z.object({
  from: assetSchema,
  to: assetSchema,
  /** When given, the quote says what this amount would buy. */
  amount: amountString.optional(),
});
export const exchangeQuoteResult = z.object({
  from: assetSchema,
  to: assetSchema,
  /** to per 1 from, from the feed, before the spread. */
  midRate: amountString,
  /** to per 1 from that the user gets. */
  rate: amountString,
  spreadBp: z.number().int(),
  /** What `amount` buys at `rate` (null without an amount). */
  toAmount: amountString.nullable(),
  available: amountString,
  priceAt: z.number().int(),
});
export type ExchangeQuote = z.infer<typeof exchangeQuoteResult>;

/** POST dh. `minToAmount`, when given, refuses the exchange (409) if the rate moved below it. */
export const dhBody = z.object({
  from: assetSchema,
  to: assetSchema,
  amount: amountString,
  minToAmount: nonNegativeAmountString.optional(),
});
export const exchangeSchema = z.object({
  id: z.number().int(),
  book: bookSchema,
  from: assetSchema,
  to: assetSchema,
  fromAmount: amountString,
  toAmount: amountString,
  rate: amountString,
  midRate: amountString,
  spreadBp: z.number().int(),
  createdAt: z.number().int(),
});
export type Exchange = z.infer<typeof exchangeSchema>;
export const exchangeListSchema = z.object({
  list: z.array(exchangeSchema),
  total: z.number().int().min(0),
});
export const listExchangeQuery = z.object({ page, size });

// ---------------------------------------------------------------------------------------------
// Balances in both books and the statement

export const bookBalancesSchema = z.object({
  book: bookSchema,
  balances: z.array(assetBalanceSchema.extend({ usdtValue: amountString.nullable() })),
  /** Sum of the USDT values (assets without a price are left out). */
  totalUsdt: amountString,
});
export const listBalancesResult = z.array(bookBalancesSchema);

export const statementQuery = z.object({
  asset: assetSchema.optional(),
  /** A ledger reason (e.g. deposit, withdrawal_freeze, exchange, spot_order). */
  reason: z.string().max(64).optional(),
  /** Inclusive, YYYY-MM-DD (UTC). */
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  page,
  size,
});
export type StatementQuery = z.infer<typeof statementQuery>;

/** One journal entry's effect on one of the user's assets in the book. */
export const statementLineSchema = z.object({
  entryId: z.number().int(),
  time: z.number().int(),
  reason: z.string(),
  refType: z.string(),
  refId: z.string(),
  asset: assetSchema,
  availableChange: amountString,
  frozenChange: amountString,
  /** available after this entry. */
  availableAfter: amountString,
  frozenAfter: amountString,
});
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementResult = z.object({
  list: z.array(statementLineSchema),
  total: z.number().int().min(0),
});
