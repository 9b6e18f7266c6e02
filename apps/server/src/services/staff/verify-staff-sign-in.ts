import { GenericCode, type staffSessionResult, type staffVerifyBody } from '@meridian/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { staffChallenges, staffUsers } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, unauthenticated } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/crypto.js';
import { removeFirstAdminPassword } from './first-admin-password-file.js';
import { recordAudit } from '../audit/record-audit.js';
import { loginThrottle } from '../auth/login-throttle.js';
import { hashPassword } from '../auth/passwords.js';
import { findStaffById } from './find-staff.js';
import { newStaffPassword } from './staff-password-rule.js';
import {
  createStaffSession,
  signOutStaffEverywhere,
  type StaffSessionContext,
} from './staff-sessions.js';
import { toStaffView } from './staff-view.js';
import { matchTotp } from '../../lib/totp.js';

export const STAFF_CHALLENGE_ATTEMPTS = 5;

const wrongCode = () => new AppError(GenericCode.WRONG_TWO_FACTOR_CODE, 400);

/**
 * Staff sign-in, step 2: the TOTP code from the stored secret, or from the secret offered at
 * step 1 (enrolment), plus a new password when one is required. Each guess counts against the
 * challenge before the code is checked (5 in all; then, or once expired or used, 401). Success
 * consumes the challenge, stores the secret, the password and the accepted time step, opens a
 * session and writes the audit rows, all in one transaction.
 */
export async function verifyStaffSignIn(
  deps: Deps,
  input: z.infer<typeof staffVerifyBody>,
  context: StaffSessionContext,
): Promise<z.infer<typeof staffSessionResult>> {
  const now = deps.clock();
  const live = and(
    eq(staffChallenges.tokenHash, sha256Hex(input.challenge)),
    isNull(staffChallenges.consumedAt),
    gt(staffChallenges.expiresAt, now),
    lt(staffChallenges.attempts, STAFF_CHALLENGE_ATTEMPTS),
  );
  const [open] = await deps.db.select().from(staffChallenges).where(live);
  const staff = open && (await findStaffById(deps.db, open.staffId));
  if (!open || !staff || staff.status !== 'active') throw unauthenticated();
  const newPassword = await newStaffPassword(staff, input.newPassword);

  const [challenge] = await deps.db
    .update(staffChallenges)
    .set({ attempts: sql`${staffChallenges.attempts} + 1` })
    .where(and(live, eq(staffChallenges.id, open.id)))
    .returning();
  if (!challenge) throw unauthenticated();
  const enrolling = challenge.pendingTotpSecret !== null;
  const secret = challenge.pendingTotpSecret ?? staff.totpSecret;
  if (secret === null) throw unauthenticated();
  const throttle = loginThrottle(deps, 'staff', staff.id, context.ip ?? 'unknown');
  const step = matchTotp(secret, input.code, now.getTime(), enrolling ? null : staff.totpLastStep);
  if (step === undefined) {
    // New challenges must not buy new guesses: wrong codes slow this address down like passwords.
    await throttle.fail();
    throw wrongCode();
  }
  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);

  const signedIn = await inTransaction(deps.db, async (tx) => {
    const consumed = await tx
      .update(staffChallenges)
      .set({ consumedAt: now })
      .where(and(eq(staffChallenges.id, challenge.id), isNull(staffChallenges.consumedAt)))
      .returning({ id: staffChallenges.id });
    if (consumed.length === 0) throw unauthenticated();
    if (passwordHash) await signOutStaffEverywhere(tx, deps.clock, staff.id);
    // Guarded by the row itself: a step is accepted once, and a secret is enrolled once.
    const [updated] = await tx
      .update(staffUsers)
      .set({
        totpLastStep: step,
        ...(enrolling ? { totpSecret: secret } : {}),
        ...(passwordHash ? { passwordHash, mustChangePassword: 0 } : {}),
      })
      .where(
        and(
          eq(staffUsers.id, staff.id),
          eq(staffUsers.status, 'active'),
          enrolling
            ? isNull(staffUsers.totpSecret)
            : and(
                eq(staffUsers.totpSecret, secret),
                or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
              ),
        ),
      )
      .returning();
    if (!updated) throw enrolling ? unauthenticated() : wrongCode();

    const { token, sessionId } = await createStaffSession(tx, deps.clock, staff.id, context);
    const audit = { actorId: staff.id, targetType: 'staff', targetId: staff.id };
    if (enrolling) {
      await recordAudit(tx, {
        ...audit,
        action: 'staff.totp_enrolled',
        before: { twoFactorEnabled: false },
        after: { twoFactorEnabled: true },
      });
    }
    if (passwordHash) {
      await recordAudit(tx, {
        ...audit,
        action: 'staff.password_changed',
        before: { mustChangePassword: staff.mustChangePassword === 1 },
        after: { mustChangePassword: false },
      });
    }
    await recordAudit(tx, {
      ...audit,
      action: 'staff.sign_in',
      after: { sessionId, ip: context.ip ?? null },
    });
    return { token, staff: toStaffView(updated) };
  });
  await throttle.succeed();
  if (passwordHash) removeFirstAdminPassword(deps.config.dataDir, staff.username);
  return signedIn;
}
