import type { TotpEnrolment } from '@meridian/contract';
import { userTwoFactor } from '../../../db/schema/index.js';
import type { Deps } from '../../../deps.js';
import { unauthenticated } from '../../../lib/app-error.js';
import { generateTotpSecret, otpauthUrl } from '../../../lib/totp.js';
import { findUserById } from '../../users/find-user.js';
import { enabledTwoFactor, twoFactorAlreadyOn } from '../two-factor.js';

/**
 * security/totp/start: a new TOTP secret for the authenticator app (as text and as an otpauth
 * URI for the QR code). It stays pending until confirmTotp proves the app has it; starting again
 * replaces it. This reply is the only time the secret leaves the server.
 */
export async function startTotpEnrolment(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
): Promise<TotpEnrolment> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (await enabledTwoFactor(deps.db, userId)) throw twoFactorAlreadyOn();
  const secret = generateTotpSecret();
  const now = deps.clock();
  await deps.db
    .insert(userTwoFactor)
    .values({ userId, pendingSecret: secret, pendingCreatedAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { pendingSecret: secret, pendingCreatedAt: now },
    });
  return { secret, otpauthUrl: otpauthUrl(secret, user.email ?? user.username) };
}
