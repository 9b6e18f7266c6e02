import { CatalogueCode, type staffLoginBody, type staffLoginResult } from '@meridian/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { staffChallenges } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/crypto.js';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { loginThrottle } from '../auth/login-throttle.js';
import { findStaffByUsername } from './find-staff.js';
import { generateTotpSecret, otpauthUrl } from '../../lib/totp.js';

export const STAFF_CHALLENGE_MS = 5 * 60_000;

const wrongPassword = () => new AppError(CatalogueCode.WRONG_PASSWORD, 401);

/**
 * Staff sign-in, step 1: the password. Throttled like user login (all attempts per address;
 * failures per account and address with growing waits, so nobody can lock a staff member out
 * from elsewhere: 429 with the wait); an unknown name, a wrong password and a disabled
 * account all answer 10004 after the same argon2 work. Success opens a 5-minute challenge for
 * step 2, offering a new TOTP secret when the staff member has none yet (kept on the challenge
 * until a code from it is confirmed).
 */
export async function startStaffSignIn(
  deps: Deps,
  input: z.infer<typeof staffLoginBody>,
  context: { ip: string },
): Promise<z.infer<typeof staffLoginResult>> {
  const username = input.username.trim().toLowerCase();
  const staff = await findStaffByUsername(deps.db, username);
  const throttle = loginThrottle(deps, 'staff', staff ? staff.id : `name:${username}`, context.ip);
  await throttle.check();
  const passwordOk = staff
    ? await verifyPassword(staff.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!staff || !passwordOk || staff.status !== 'active') {
    await throttle.fail();
    throw wrongPassword();
  }
  // The address's failures are forgotten only when step 2 passes too (verify-staff-sign-in.ts).

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
