import { CatalogueCode, type totpDisableBody } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { userRecoveryCodes, userTwoFactor } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Deps } from '../../../deps.js';
import { AppError, unauthenticated } from '../../../lib/app-error.js';
import {
  createNotification,
  publishNotification,
} from '../../notifications/create-notification.js';
import { checkWithdrawalSecret } from '../../funds/withdrawal-password.js';
import { findUserById } from '../../users/find-user.js';
import { enabledTwoFactor, requireSecondFactor, twoFactorOff } from '../two-factor.js';

/**
 * security/totp/disable: turns two-factor sign-in off. Needs the login password (when the
 * account has one; wrong guesses share the withdrawal-password lock-out, 5 in 15 minutes) and a
 * current code or an unused recovery code. The secret and the recovery codes are deleted; the
 * user is notified.
 */
export async function disableTotp(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter' | 'bus'>,
  userId: string,
  body: z.infer<typeof totpDisableBody>,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (!(await enabledTwoFactor(deps.db, userId))) throw twoFactorOff();
  if (user.passwordHash) {
    if (!body.password) throw new AppError(CatalogueCode.WRONG_PASSWORD, 400);
    await checkWithdrawalSecret(
      deps,
      userId,
      user.passwordHash,
      body.password,
      CatalogueCode.WRONG_PASSWORD,
    );
  }
  await requireSecondFactor(deps, userId, body.code);
  const notice = await inTransaction(deps.db, async (tx) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    return createNotification(tx, { userId, kind: 'twoFactorDisabled' });
  });
  await publishNotification(deps.bus, notice);
}
