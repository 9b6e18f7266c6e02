import { z } from 'zod';
import { amountString, assetBalanceSchema, bookSchema, pageParam, sizeParam } from './common.js';
import { depositSchema, kycStatusSchema, kycSubmissionSchema, withdrawalSchema } from './funds.js';

/**
 * The back office API under /swx/admin (issue 6; PRODUCT §11). Staff accounts and sessions are
 * separate from users': a staff token is sent as `Authorization: Bearer stf_…`; a user's token is
 * refused on every route here (401) and a staff member without the route's role gets 403.
 */

export const staffRoleSchema = z.enum(['admin', 'compliance', 'support', 'content']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  role: staffRoleSchema,
  status: z.enum(['active', 'disabled']),
  twoFactorEnabled: z.boolean(),
  createdAt: z.number().int(),
});
export type Staff = z.infer<typeof staffSchema>;

/** POST /swx/admin/auth/login: step 1, the password. */
export const staffLoginBody = z.object({
  username: z.string().trim().min(1, '10001').max(64),
  password: z.string().min(1, 'validation.required').max(128),
});
export const staffLoginResult = z.object({
  /** Single-use token for step 2 (5 minutes). */
  challenge: z.string(),
  /** First sign-in: a new TOTP secret to add to an authenticator app, then confirm with a code. */
  enrolment: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
  /** First sign-in: a new password must be chosen in step 2. */
  mustChangePassword: z.boolean(),
});

/** POST /swx/admin/auth/verify: step 2, the TOTP code (and a new password when required). */
export const staffVerifyBody = z.object({
  challenge: z.string().min(1).max(256),
  code: z.string().regex(/^\d{6}$/, '476'),
  newPassword: z.string().min(10, 'validation.staffPasswordRule').max(128).optional(),
});
export const staffSessionResult = z.object({ token: z.string(), staff: staffSchema });

/** POST /swx/admin/staff (admin): a new staff member with a one-time password. */
export const createStaffBody = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'validation.invalid'),
  role: staffRoleSchema,
});
export const createStaffResult = z.object({ staff: staffSchema, oneTimePassword: z.string() });

const page = pageParam;
const size = sizeParam;

export const userSummarySchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  kycStatus: kycStatusSchema,
  status: z.enum(['active', 'disabled']),
  createdAt: z.number().int(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Review queues: GET /swx/admin/{kyc|deposits|withdrawals}?status=… */
export const adminQueueQuery = z.object({
  status: z.string().max(32).optional(),
  page,
  size,
});

export const adminKycItemSchema = z.object({
  submission: kycSubmissionSchema,
  user: userSummarySchema,
  reviewedBy: z.string().nullable(),
  /** The user's earlier submissions, newest first. */
  history: z.array(kycSubmissionSchema),
});
export const adminKycListSchema = z.object({
  list: z.array(adminKycItemSchema),
  total: z.number().int(),
});

export const adminDepositItemSchema = z.object({
  deposit: depositSchema,
  user: userSummarySchema,
  reviewedBy: z.string().nullable(),
});
export const adminDepositListSchema = z.object({
  list: z.array(adminDepositItemSchema),
  total: z.number().int(),
});

export const adminWithdrawalItemSchema = z.object({
  /** Staff see the full bank account number. */
  withdrawal: withdrawalSchema,
  user: userSummarySchema,
  reviewedBy: z.string().nullable(),
});
export const adminWithdrawalListSchema = z.object({
  list: z.array(adminWithdrawalItemSchema),
  total: z.number().int(),
});

/** POST …/{id}/reject or …/{id}/fail. */
export const reviewRejectBody = z.object({
  reason: z.string().trim().min(3, 'validation.required').max(500),
});

export const adminUserSearchQuery = z.object({
  q: z.string().trim().max(128).default(''),
  page,
  size,
});
export const adminUserListSchema = z.object({
  list: z.array(userSummarySchema),
  total: z.number().int(),
});

export const adminJournalLineSchema = z.object({
  entryId: z.number().int(),
  time: z.number().int(),
  book: bookSchema,
  reason: z.string(),
  refType: z.string(),
  refId: z.string(),
  asset: z.string(),
  availableChange: amountString,
  frozenChange: amountString,
});

/** GET /swx/admin/users/{id}: everything support and compliance need about one user. */
export const adminUserDetailSchema = z.object({
  user: userSummarySchema.extend({ creditPoints: z.number().int(), referralCode: z.string() }),
  kyc: z.array(kycSubmissionSchema),
  books: z.array(z.object({ book: bookSchema, balances: z.array(assetBalanceSchema) })),
  deposits: z.array(depositSchema),
  withdrawals: z.array(withdrawalSchema),
  /** Recent margin and spot orders, one line each. */
  orders: z.array(
    z.object({
      kind: z.enum(['margin', 'option', 'spot']),
      id: z.string(),
      book: bookSchema,
      code: z.string(),
      side: z.string(),
      status: z.string(),
      /**
       * The order's size as a decimal string: lots (margin), the stake in USDT (option), the
       * base quantity (spot; null for a market buy by total). The page writes it in the staff
       * member's language.
       */
      quantity: amountString.nullable(),
      /** Margin orders' leverage; null for the others. */
      leverage: z.number().int().nullable(),
      createdAt: z.number().int(),
    }),
  ),
  journal: z.array(adminJournalLineSchema),
});

/** GET/PUT /swx/admin/settings: only the keys listed by the server may be changed. */
export const adminSettingSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  /** What a valid value looks like, for the form. */
  kind: z.enum(['amount', 'integer', 'text', 'url', 'address']),
  /** What the setting means, in the caller's language (issue 13). */
  description: z.string().optional(),
  /** What values it allows, in the caller's language; a refused save gives the same text. */
  rule: z.string().optional(),
  /** The allowed range for the form: amounts as decimal strings, integers as numbers. */
  limits: z
    .object({
      min: z.union([z.string(), z.number()]).optional(),
      max: z.union([z.string(), z.number()]).optional(),
      format: z.string().optional(),
    })
    .optional(),
  updatedAt: z.number().int().nullable(),
});
export const adminSettingsResult = z.array(adminSettingSchema);
export const updateSettingBody = z.object({ key: z.string().max(128), value: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorKind: z.enum(['staff', 'system']),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.number().int(),
});
export const auditListQuery = z.object({
  action: z.string().max(64).optional(),
  targetType: z.string().max(64).optional(),
  page,
  size,
});
export const auditListSchema = z.object({
  list: z.array(auditEntrySchema),
  total: z.number().int(),
});
