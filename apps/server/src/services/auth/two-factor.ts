import { GenericCode } from '@meridian/contract';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { userRecoveryCodes, userTwoFactor } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { sha256Hex } from '../../lib/crypto.js';
import { base32Encode, matchTotp } from '../../lib/totp.js';

export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes on calls made while signed in (withdrawal, repasswordTx, disable) before a 429. */
const SIGNED_IN_CODE_FAILURES = 5;
const SIGNED_IN_CODE_WINDOW_MS = 15 * 60_000;

export const wrongSecondFactor = () => badRequest(GenericCode.WRONG_TWO_FACTOR_CODE);
export const secondFactorRequired = () => badRequest(GenericCode.TWO_FACTOR_CODE_REQUIRED);

/** The user's enabled TOTP secret, or undefined when two-factor sign-in is off. */
export async function enabledTwoFactor(
  db: Executor,
  userId: string,
): Promise<{ secret: string; lastStep: number | null; enabledAt: Date } | undefined> {
  const [row] = await db
    .select()
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.secret)));
  if (!row?.secret || !row.enabledAt) return undefined;
  return { secret: row.secret, lastStep: row.lastStep, enabledAt: row.enabledAt };
}

/** "abcde-fghij": 50 random bits, easy to copy by hand. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Replaces the user's recovery codes with new ones; returns them in clear, once. */
export async function issueRecoveryCodes(
  db: Executor,
  clock: Clock,
  userId: string,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  const now = clock();
  await db
    .insert(userRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code), createdAt: now })));
  return codes;
}

/**
 * Checks a second factor and spends it: a TOTP code (6 digits) must be from a time step after
 * the last accepted one (so it cannot be replayed), a recovery code must be unused; both are
 * marked in one guarded UPDATE, so two requests with one code cannot both pass.
 */
export async function spendSecondFactor(
  db: Executor,
  clock: Clock,
  userId: string,
  code: string,
): Promise<boolean> {
  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const state = await enabledTwoFactor(db, userId);
    if (!state) return false;
    const step = matchTotp(state.secret, given, clock().getTime(), state.lastStep);
    if (step === undefined) return false;
    const updated = await db
      .update(userTwoFactor)
      .set({ lastStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          eq(userTwoFactor.secret, state.secret),
          or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return updated.length > 0;
  }
  if (!/^[A-Za-z0-9\s-]{1,40}$/.test(given)) return false;
  const used = await db
    .update(userRecoveryCodes)
    .set({ usedAt: clock() })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, recoveryCodeHash(given)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used.length > 0;
}

/**
 * For calls made while signed in that need the second factor once it is on (withdrawal,
 * repasswordTx, turning it off): nothing when it is off; 479 when the code is missing; 476 when
 * it is wrong or used. Five wrong codes in 15 minutes answer 429 until the window ends — this
 * can only slow down someone who already holds the user's session.
 */
export async function requireSecondFactor(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter'>,
  userId: string,
  code: string | undefined,
): Promise<void> {
  if (!(await enabledTwoFactor(deps.db, userId))) return;
  if (!code?.trim()) throw secondFactorRequired();
  const key = `second-factor-fail:${userId}`;
  const failures = await deps.rateLimiter.peek(key, SIGNED_IN_CODE_FAILURES);
  if (!failures.allowed) throw tooManyRequests(failures.retryAfterMs);
  if (!(await spendSecondFactor(deps.db, deps.clock, userId, code))) {
    await deps.rateLimiter.hit(key, SIGNED_IN_CODE_FAILURES, SIGNED_IN_CODE_WINDOW_MS);
    throw wrongSecondFactor();
  }
  await deps.rateLimiter.reset(key);
}

export const twoFactorAlreadyOn = () => new AppError(GenericCode.TWO_FACTOR_ALREADY_ENABLED, 409);
export const twoFactorOff = () => new AppError(GenericCode.TWO_FACTOR_NOT_ENABLED, 409);
