import type { SecurityStatus } from '@meridian/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { userRecoveryCodes } from '../../../db/schema/index.js';
import type { Deps } from '../../../deps.js';
import { unauthenticated } from '../../../lib/app-error.js';
import { findUserById } from '../../users/find-user.js';
import { enabledTwoFactor } from '../two-factor.js';

/** security/status: whether two-factor sign-in is on and how many recovery codes are left. */
export async function getSecurityStatus(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<SecurityStatus> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  const state = await enabledTwoFactor(deps.db, userId);
  const [left] = await deps.db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return {
    twoFactorEnabled: state !== undefined,
    enabledAt: state?.enabledAt.getTime() ?? null,
    recoveryCodesLeft: state ? (left?.n ?? 0) : 0,
    hasPassword: user.passwordHash !== null,
  };
}
