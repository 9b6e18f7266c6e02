import type { LoginReply } from '@meridian/contract';
import type { Executor } from '../../db/client.js';
import { signInChallenges } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { randomToken, sha256Hex } from '../../lib/crypto.js';
import { getSetting } from '../settings/get-setting.js';
import type { UserRow } from '../users/find-user.js';
import { toUserView } from '../users/user-view.js';
import { createSession, type SessionContext } from './sessions.js';
import {
  announceNewDevice,
  recordSignInEvent,
  recordSuccessfulSignIn,
  type NewDeviceNotice,
} from './sign-in-events.js';
import { enabledTwoFactor } from './two-factor.js';

export type FirstFactor = 'password' | 'google' | 'wallet';

export interface SignInOutcome {
  reply: LoginReply;
  /** The new-device notice to announce once the caller's transaction committed. */
  notice?: NewDeviceNotice;
}

/**
 * Every sign-in after its first factor passed (password, Google, wallet), inside the caller's
 * transaction: with two-factor sign-in on, a short-lived challenge for loginTwoFactor and no
 * session; otherwise the session, the history row and, for a new device, the notification.
 */
export async function completeFirstFactor(
  deps: Pick<Deps, 'db' | 'clock'>,
  tx: Executor,
  user: UserRow,
  method: FirstFactor,
  context: SessionContext,
): Promise<SignInOutcome> {
  if (await enabledTwoFactor(tx, user.id)) {
    const challenge = `mfa_${randomToken(32)}`;
    const minutes = await getSetting(tx, 'auth.twoFactorChallengeMinutes');
    const now = deps.clock();
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    await tx.insert(signInChallenges).values({
      userId: user.id,
      tokenHash: sha256Hex(challenge),
      method,
      createdAt: now,
      expiresAt,
    });
    await recordSignInEvent(tx, deps.clock, user.id, method, 'second_step_required', context);
    return { reply: { twoFactorRequired: true, challenge, expiresAt: expiresAt.getTime() } };
  }
  return openSession(deps, tx, user, method, context);
}

/** The session itself, once every factor passed. */
export async function openSession(
  deps: Pick<Deps, 'clock'>,
  tx: Executor,
  user: UserRow,
  method: FirstFactor,
  context: SessionContext,
): Promise<SignInOutcome> {
  const token = await createSession(tx, deps.clock, user.id, method, context);
  const notice = await recordSuccessfulSignIn(tx, deps.clock, user, method, context);
  return { reply: { token, user: toUserView(user) }, ...(notice ? { notice } : {}) };
}

/** After the commit. */
export async function announceSignIn(
  deps: Pick<Deps, 'bus' | 'mailer' | 'log'>,
  outcome: SignInOutcome,
): Promise<void> {
  await announceNewDevice(deps, outcome.notice);
}
