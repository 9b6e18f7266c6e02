import { CatalogueCode, type repasswordTxBody } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../auth/passwords.js';
import { enabledTwoFactor, requireSecondFactor, secondFactorRequired } from '../auth/two-factor.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { inTransaction } from '../../db/transaction.js';
import { checkWithdrawalSecret } from './withdrawal-password.js';

/**
 * POST repasswordTx: sets or changes the withdrawal password (stored hashed, separate from the
 * login password). Changing it needs the current withdrawal password (10093); setting the first
 * one needs the login password when the account has one (10004). Once two-factor sign-in is on, a
 * code too (479 missing, 476 wrong). Failures are rate-limited; the user is notified.
 */
export async function setWithdrawalPassword(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter' | 'bus'>,
  userId: string,
  body: z.infer<typeof repasswordTxBody>,
): Promise<void> {
  const [user] = await deps.db
    .select({ login: users.passwordHash, withdrawal: users.withdrawalPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(CatalogueCode.NO_MATCHING_USER, 404);
  const twoFactor = await enabledTwoFactor(deps.db, userId);
  if (twoFactor && !body.totpCode?.trim()) throw secondFactorRequired();
  const check = user.withdrawal ?? user.login;
  if (check)
    await checkWithdrawalSecret(
      deps,
      userId,
      check,
      body.currentPassword ?? '',
      user.withdrawal ? CatalogueCode.WRONG_WITHDRAWAL_PASSWORD : CatalogueCode.WRONG_PASSWORD,
    );
  if (twoFactor) await requireSecondFactor(deps, userId, body.totpCode);
  const hash = await hashPassword(body.password);
  // The owner hears of it at once: a withdrawal password set by someone else is how funds leave.
  const notice = await inTransaction(deps.db, async (tx) => {
    await tx.update(users).set({ withdrawalPasswordHash: hash }).where(eq(users.id, userId));
    return createNotification(tx, {
      userId,
      kind: user.withdrawal ? 'withdrawalPasswordChanged' : 'withdrawalPasswordSet',
    });
  });
  await publishNotification(deps.bus, notice);
}
