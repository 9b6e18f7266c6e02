import { z } from 'zod';
import { assetBalanceSchema, bookSchema } from './common.js';
import { twoFactorChallengeResult } from './security.js';

/**
 * Zod schemas of the sign-up and sign-in calls (SPEC §7 "Auth"). An issue message that is a
 * 5-digit catalogue code, or a server message key, is what the server answers with.
 */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,19}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

export const usernameSchema = z.string().trim().min(1, '10003').regex(USERNAME_PATTERN, '10003');
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, '10002')
  .max(254, '10002')
  .pipe(z.email('10002'));
export const passwordSchema = z.string().regex(PASSWORD_PATTERN, 'validation.passwordRule');
export const areaCodeSchema = z.string().regex(/^\+?\d{1,4}$/, 'validation.invalid');
export const phoneNumberSchema = z.string().regex(/^\d{4,15}$/, 'validation.invalid');
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '10091');

export const registrationMethodSchema = z.enum(['email', 'mobile']);

export const sendCodeBody = z.object({
  type: registrationMethodSchema,
  purpose: z.enum(['register', 'reset']).default('register'),
  email: z.string().optional(),
  areaCode: z.string().optional(),
  phone: z.string().optional(),
});

export const registerBody = z.object({
  type: registrationMethodSchema,
  username: usernameSchema,
  email: z.string().optional(),
  areaCode: z.string().optional(),
  phone: z.string().optional(),
  password: passwordSchema,
  /** When given, must equal password (the form's "confirm password"). */
  confirmPassword: z.string().optional(),
  code: z.string().trim().min(1, '10090'),
  inviteCode: z.string().trim().max(32).optional(),
});

export const loginBody = z.object({
  /** A username or an e-mail address. */
  username: z.string().trim().min(1, '10001').max(254, '10003'),
  password: z.string().min(1, '10004').max(200, '10004'),
});

export const resetPasswordBody = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: passwordSchema,
});

export const changePasswordBody = z.object({
  oldPassword: z.string().min(1, '10004').max(200),
  newPassword: passwordSchema,
});

export const checkUserNameOrPhoneQuery = z.object({
  username: z.string().trim().max(254).optional(),
  email: z.string().trim().max(254).optional(),
  areaCode: z.string().optional(),
  phone: z.string().optional(),
});

export const checkUserNameOrPhoneResult = z.object({
  /** True when the given username / email / phone is free to register. */
  available: z.boolean(),
});

export const userSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  creditPoints: z.number().int(),
  kycStatus: z.enum(['unverified', 'under_review', 'verified', 'failed']),
  referralCode: z.string(),
  hasPassword: z.boolean(),
  hasWithdrawalPassword: z.boolean(),
  ethAddress: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
});

export const loginResult = z.object({ token: z.string(), user: userSchema });
/**
 * login, loginByGoogle, loginByDapp: a session (`token`), or, when the account has two-factor
 * sign-in on, `twoFactorRequired` with a challenge for loginTwoFactor (no session yet).
 */
export const loginReply = z.union([loginResult, twoFactorChallengeResult]);

export const userInfoResult = userSchema.extend({
  /** The book chosen by the `virtually` header. */
  book: bookSchema,
  balances: z.array(assetBalanceSchema),
  unreadNotifications: z.number().int(),
});

export const googleAuthUrlQuery = z.object({
  /** A referral code to credit if this Google sign-in creates the account. */
  inviteCode: z.string().trim().max(32).optional(),
});
export const googleAuthUrlResult = z.object({ authorizationUrl: z.url() });
export const loginByGoogleBody = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
});

export const dappNonceResult = z.object({
  nonce: z.string(),
  domain: z.string(),
  uri: z.string(),
  chainIds: z.array(z.number()),
});
export const loginByDappBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'validation.invalid'),
});

export type UserView = z.infer<typeof userSchema>;
export type LoginResult = z.infer<typeof loginResult>;
export type LoginReply = z.infer<typeof loginReply>;
export type GoogleAuthUrlResult = z.infer<typeof googleAuthUrlResult>;
export type DappNonceResult = z.infer<typeof dappNonceResult>;
