import type { LoginResult, loginTwoFactorBody } from '@meridian/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { signInChallenges } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { unauthenticated } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/crypto.js';
import { getSetting } from '../settings/get-setting.js';
import { findUserById } from '../users/find-user.js';
import { announceSignIn, openSession } from './sign-in-completion.js';
import { loginThrottle } from './login-throttle.js';
import type { SessionContext } from './sessions.js';
import { recordSignInEvent } from './sign-in-events.js';
import { spendSecondFactor, wrongSecondFactor } from './two-factor.js';

/**
 * loginTwoFactor: the second step of a sign-in. The challenge (from login, loginByGoogle or
 * loginByDapp) must be live: unexpired, unused, with attempts left (else 401: sign in again).
 * Each guess counts against the challenge before the code is checked, and wrong codes count in
 * the same per-(account, address) throttle as wrong passwords, so new challenges do not buy new
 * guesses. A TOTP code is accepted once (its time step is spent); a recovery code once.
 */
export async function completeTwoFactorSignIn(
  deps: Deps,
  input: z.infer<typeof loginTwoFactorBody>,
  context: SessionContext & { ip: string },
): Promise<LoginResult> {
  const now = deps.clock();
  const maxAttempts = await getSetting(deps.db, 'auth.twoFactorAttemptsPerChallenge');
  const live = and(
    eq(signInChallenges.tokenHash, sha256Hex(input.challenge)),
    isNull(signInChallenges.consumedAt),
    gt(signInChallenges.expiresAt, now),
    lt(signInChallenges.attempts, maxAttempts),
  );
  const [open] = await deps.db.select().from(signInChallenges).where(live);
  const user = open && (await findUserById(deps.db, open.userId));
  if (!open || !user || user.status !== 'active') throw unauthenticated();

  const throttle = loginThrottle(deps, 'user', user.id, context.ip);
  await throttle.check();
  const [counted] = await deps.db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(and(live, eq(signInChallenges.id, open.id)))
    .returning({ id: signInChallenges.id });
  if (!counted) throw unauthenticated();

  const code = input.code ?? input.recoveryCode ?? '';
  const outcome = await inTransaction(deps.db, async (tx) => {
    if (!(await spendSecondFactor(tx, deps.clock, user.id, code))) return undefined;
    const consumed = await tx
      .update(signInChallenges)
      .set({ consumedAt: now })
      .where(and(eq(signInChallenges.id, open.id), isNull(signInChallenges.consumedAt)))
      .returning({ id: signInChallenges.id });
    if (consumed.length === 0) throw unauthenticated();
    return openSession(deps, tx, user, open.method, context);
  });
  if (!outcome) {
    await throttle.fail();
    await recordSignInEvent(deps.db, deps.clock, user.id, open.method, 'wrong_code', context);
    throw wrongSecondFactor();
  }
  await throttle.succeed();
  await announceSignIn(deps, outcome);
  return outcome.reply as LoginResult;
}
