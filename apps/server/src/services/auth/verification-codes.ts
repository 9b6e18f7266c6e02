import { CatalogueCode } from '@meridian/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { randomDigits, safeEqualHex, sha256Hex } from '../../lib/crypto.js';
import { getSetting } from '../settings/get-setting.js';
import type { ContactTarget } from './contact-target.js';

export type CodePurpose = 'register' | 'reset';

const hashCode = (target: string, code: string) => sha256Hex(`${target}\n${code}`);

/**
 * Issues a 6-digit code valid for the configured minutes; refuses (10089) while the previous code
 * for the same target and purpose is younger than the resend interval. Runs under a per-target
 * advisory lock so two concurrent sends cannot both pass the check.
 */
export async function issueCode(tx: Tx, clock: Clock, target: ContactTarget, purpose: CodePurpose) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`code:${purpose}:${target.value}`}))`,
  );
  const now = clock();
  const resendSeconds = await getSetting(tx, 'auth.codeResendSeconds');
  const validityMinutes = await getSetting(tx, 'auth.codeValidityMinutes');
  const [last] = await tx
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target.value), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.sentAt))
    .limit(1);
  if (last) {
    const waitMs = last.sentAt.getTime() + resendSeconds * 1000 - now.getTime();
    if (waitMs > 0) {
      throw new AppError(CatalogueCode.DO_NOT_SEND_REPEATEDLY, 429, {
        seconds: Math.ceil(waitMs / 1000),
      });
    }
  }
  const code = randomDigits(6);
  await tx.insert(verificationCodes).values({
    channel: target.channel,
    target: target.value,
    purpose,
    codeHash: hashCode(target.value, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + validityMinutes * 60_000),
  });
  return { code, validityMinutes };
}

/**
 * Checks a code against the newest live one for the target. Each check counts an attempt in its
 * own statement (so a wrong guess is counted even though the caller's transaction fails); after
 * the configured attempts the code is dead. Returns the code's id for consumeCode.
 */
export async function checkCode(
  db: Executor,
  clock: Clock,
  target: string,
  purpose: CodePurpose,
  code: string,
): Promise<string> {
  const now = clock();
  const maxAttempts = await getSetting(db, 'auth.codeMaxAttempts');
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.sentAt))
    .limit(1);
  if (!live || live.expiresAt <= now || live.attempts >= maxAttempts) {
    throw badRequest(CatalogueCode.SEND_CODE_FIRST);
  }
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, live.id));
  if (!/^\d{6}$/.test(code) || !safeEqualHex(live.codeHash, hashCode(target, code))) {
    throw badRequest(CatalogueCode.VERIFICATION_CODE_ERROR);
  }
  return live.id;
}

/** Marks a checked code used, exactly once (a concurrent second use gets 10090). */
export async function consumeCode(tx: Tx, clock: Clock, codeId: string): Promise<void> {
  const used = await tx
    .update(verificationCodes)
    .set({ consumedAt: clock() })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw badRequest(CatalogueCode.SEND_CODE_FIRST);
}
