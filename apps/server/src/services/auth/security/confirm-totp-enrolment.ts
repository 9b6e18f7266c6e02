import { and, eq, isNull } from 'drizzle-orm';
import { userTwoFactor } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Deps } from '../../../deps.js';
import { tooManyRequests } from '../../../lib/app-error.js';
import { matchTotp } from '../../../lib/totp.js';
import {
  createNotification,
  publishNotification,
} from '../../notifications/create-notification.js';
import { getSetting } from '../../settings/get-setting.js';
import {
  issueRecoveryCodes,
  twoFactorAlreadyOn,
  twoFactorOff,
  wrongSecondFactor,
} from '../two-factor.js';

const FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * security/totp/confirm: a code from the pending secret turns two-factor sign-in on. The reply
 * carries the 10 recovery codes, in clear this once (stored as hashes). 481 when no set-up is
 * pending or it is older than auth.twoFactorEnrolmentMinutes; 476 for a wrong code (five in
 * 15 minutes → 429).
 */
export async function confirmTotpEnrolment(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter' | 'bus'>,
  userId: string,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const [row] = await deps.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  if (row?.secret) throw twoFactorAlreadyOn();
  const minutes = await getSetting(deps.db, 'auth.twoFactorEnrolmentMinutes');
  const now = deps.clock();
  const pending = row?.pendingSecret;
  if (
    !pending ||
    !row.pendingCreatedAt ||
    now.getTime() - row.pendingCreatedAt.getTime() > minutes * 60_000
  )
    throw twoFactorOff();

  const key = `totp-enrol-fail:${userId}`;
  const failures = await deps.rateLimiter.peek(key, FAILURES);
  if (!failures.allowed) throw tooManyRequests(failures.retryAfterMs);
  const step = matchTotp(pending, code, now.getTime(), null);
  if (step === undefined) {
    await deps.rateLimiter.hit(key, FAILURES, WINDOW_MS);
    throw wrongSecondFactor();
  }
  await deps.rateLimiter.reset(key);

  const { recoveryCodes, notice } = await inTransaction(deps.db, async (tx) => {
    const enabled = await tx
      .update(userTwoFactor)
      .set({
        secret: pending,
        pendingSecret: null,
        pendingCreatedAt: null,
        enabledAt: now,
        lastStep: step,
      })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          isNull(userTwoFactor.secret),
          eq(userTwoFactor.pendingSecret, pending),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    if (enabled.length === 0) throw twoFactorAlreadyOn();
    const recoveryCodes = await issueRecoveryCodes(tx, deps.clock, userId);
    const notice = await createNotification(tx, { userId, kind: 'twoFactorEnabled' });
    return { recoveryCodes, notice };
  });
  await publishNotification(deps.bus, notice);
  return { recoveryCodes };
}
