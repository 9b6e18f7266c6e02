import { CatalogueCode, type staffLoginBody, type staffLoginResult } from '@meridian/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { staffChallenges } from '../../db/schema/index.js';
import { AppError, tooManyRequests } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/crypto.js';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { getSetting } from '../settings/get-setting.js';
import { findStaffByUsername } from './find-staff.js';
import { generateTotpSecret, otpauthUrl } from './totp.js';

export const STAFF_CHALLENGE_MS = 5 * 60_000;

const wrongPassword = () => new AppError(CatalogueCode.WRONG_PASSWORD, 401);

/**
 * Staff sign-in, step 1: the password. Rate-limited like user login (all attempts per IP,
 * failures per account; 429 with the wait); an unknown name, a wrong password and a disabled
 * account all answer 10004 after the same argon2 work. Success opens a 5-minute challenge for
 * step 2, offering a new TOTP secret when the staff member has none yet (kept on the challenge
 * until a code from it is confirmed).
 */
export async function startStaffSignIn(
  deps: Deps,
  input: z.infer<typeof staffLoginBody>,
  context: { ip: string },
): Promise<z.infer<typeof staffLoginResult>> {
  const perIp = await getSetting(deps.db, 'auth.loginAttemptsPerIpPerMinute');
  const ipLimit = await deps.rateLimiter.hit(`staff-login-ip:${context.ip}`, perIp, 60_000);
  if (!ipLimit.allowed) throw tooManyRequests(ipLimit.retryAfterMs);

  const username = input.username.trim().toLowerCase();
  const failureKey = `staff-login-fail:${username}`;
  const maxFailures = await getSetting(deps.db, 'auth.loginFailuresPerAccount');
  const failureWindowMs = (await getSetting(deps.db, 'auth.loginFailureWindowMinutes')) * 60_000;
  const failures = await deps.rateLimiter.peek(failureKey, maxFailures);
  if (!failures.allowed) throw tooManyRequests(failures.retryAfterMs);

  const staff = await findStaffByUsername(deps.db, username);
  const passwordOk = staff
    ? await verifyPassword(staff.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!staff || !passwordOk || staff.status !== 'active') {
    await deps.rateLimiter.hit(failureKey, maxFailures, failureWindowMs);
    throw wrongPassword();
  }
  await deps.rateLimiter.reset(failureKey);

  const challenge = `stc_${randomToken(32)}`;
  const pendingSecret = staff.totpSecret === null ? generateTotpSecret() : null;
  const now = deps.clock();
  await deps.db.insert(staffChallenges).values({
    staffId: staff.id,
    tokenHash: sha256Hex(challenge),
    pendingTotpSecret: pendingSecret,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_CHALLENGE_MS),
  });
  return {
    challenge,
    enrolment: pendingSecret
      ? { secret: pendingSecret, otpauthUrl: otpauthUrl(pendingSecret, staff.username) }
      : null,
    mustChangePassword: staff.mustChangePassword === 1,
  };
}
