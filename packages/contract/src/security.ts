import { z } from 'zod';
import { pageParam, sizeParam } from './common.js';

/**
 * A user's own security (issue 12): two-factor sign-in (TOTP, RFC 6238) with recovery codes,
 * the second step of sign-in, active sessions and the sign-in history. Calls live under
 * /swx/customer/user/security/… (signed in) and /swx/customer/login/loginTwoFactor (the second
 * step, not yet signed in). Times are epoch milliseconds.
 */

/** A 6-digit code from an authenticator app. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '476');

/** A one-time recovery code as shown at enrolment ("abcde-fghij"); spaces and dashes are ignored. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(1, '476')
  .max(40, '476')
  .regex(/^[A-Za-z0-9\s-]+$/, '476');

/** A code that is either a TOTP code or a recovery code (the withdrawal and repasswordTx field). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .max(40, '476')
  .regex(/^[A-Za-z0-9\s-]*$/, '476');

/** Login (password, Google or wallet) when the account has two-factor sign-in on: no session yet. */
export const twoFactorChallengeResult = z.object({
  twoFactorRequired: z.literal(true),
  /** Short-lived token for loginTwoFactor; no session exists until the second step passes. */
  challenge: z.string(),
  expiresAt: z.number().int(),
});

/** POST loginTwoFactor: the challenge plus a TOTP code or a recovery code (exactly one). */
export const loginTwoFactorBody = z
  .object({
    challenge: z.string().min(1).max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: '479',
    path: ['code'],
  });

export const securityStatusResult = z.object({
  twoFactorEnabled: z.boolean(),
  /** When two-factor sign-in was turned on (null when off). */
  enabledAt: z.number().int().nullable(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
  /** Whether disabling needs the login password (accounts made by Google or wallet may have none). */
  hasPassword: z.boolean(),
});

/** POST security/totp/start: a new secret to scan; shown once (it is never returned again). */
export const totpEnrolmentResult = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});

export const totpConfirmBody = z.object({ code: totpCodeSchema });
/** The one-time recovery codes: shown once, stored hashed, each usable once. */
export const recoveryCodesResult = z.object({ recoveryCodes: z.array(z.string()) });

/** POST security/totp/disable: the login password (when the account has one) and a code. */
export const totpDisableBody = z.object({
  password: z.string().max(200).optional(),
  code: secondFactorCodeSchema.pipe(z.string().min(1, '479')),
});

export const sessionViewSchema = z.object({
  id: z.uuid(),
  /** The browser and system in plain words ("Chrome on Windows"); null when unrecognised. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.enum(['password', 'google', 'wallet', 'register']),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  /** The session making this request. */
  current: z.boolean(),
});
export const sessionListResult = z.object({ list: z.array(sessionViewSchema) });
export const endSessionBody = z.object({ id: z.uuid() });
export const endOtherSessionsResult = z.object({ ended: z.number().int() });

export const signInHistoryQuery = z.object({ page: pageParam, size: sizeParam });
export const signInEventSchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  method: z.enum(['password', 'google', 'wallet', 'register']),
  /** second_step_required: the first factor passed and the code was asked for. */
  outcome: z.enum(['success', 'wrong_password', 'wrong_code', 'second_step_required']),
});
export const signInHistoryResult = z.object({
  list: z.array(signInEventSchema),
  total: z.number().int(),
});

export type TwoFactorChallengeResult = z.infer<typeof twoFactorChallengeResult>;
export type SecurityStatus = z.infer<typeof securityStatusResult>;
export type TotpEnrolment = z.infer<typeof totpEnrolmentResult>;
export type SessionView = z.infer<typeof sessionViewSchema>;
export type SignInEvent = z.infer<typeof signInEventSchema>;
export type SignInHistory = z.infer<typeof signInHistoryResult>;
