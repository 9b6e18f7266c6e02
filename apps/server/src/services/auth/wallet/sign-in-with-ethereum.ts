import type { LoginReply, loginByDappBody } from '@meridian/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isAddress, verifyMessage, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { siweNonces, users } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Deps } from '../../../deps.js';
import { publishNotification } from '../../notifications/create-notification.js';
import { createUser } from '../../users/create-user.js';
import {
  abnormalUserStatus,
  externalSignInFailed,
  freeUsername,
  retryOnUniqueViolation,
  warnSignInFailed,
} from '../external/external-accounts.js';
import { announceSignIn, completeFirstFactor } from '../sign-in-completion.js';
import type { SessionContext } from '../sessions.js';

/** How far in the future a message's "Issued At" may be (the wallet's clock may run ahead). */
export const SIWE_MAX_ISSUED_AHEAD_MS = 5 * 60_000;

interface VerifiedMessage {
  /** Lower-case 0x address that signed. */
  address: string;
  nonce: string;
}

/**
 * loginByDapp: an EIP-4361 message and the wallet's signature of it. Every field is checked
 * against this deployment and the clock, the signature must recover the message's address
 * (EOAs only, no RPC), and only then is the nonce spent, so a replayed message fails on it. The
 * address finds its user or gets a new account.
 */
export async function signInWithEthereum(
  deps: Deps,
  input: z.infer<typeof loginByDappBody>,
  context: SessionContext,
): Promise<LoginReply> {
  const verified = await verifySiweMessage(deps, input.message, input.signature as Hex);

  const outcome = await retryOnUniqueViolation(() =>
    inTransaction(deps.db, async (tx) => {
      if (!(await consumeNonce(tx, deps, verified.nonce))) return { kind: 'stale-nonce' as const };
      const [known] = await tx.select().from(users).where(eq(users.ethAddress, verified.address));
      // Refused after the commit, so the nonce stays spent.
      if (known && known.status !== 'active') return { kind: 'disabled' as const };
      const { user, welcome } = known
        ? { user: known, welcome: undefined }
        : await createUser(tx, {
            username: await freeUsername(tx, `w_${verified.address.slice(2, 10)}`),
            passwordHash: null,
            ethAddress: verified.address,
          });
      const signedIn = await completeFirstFactor(deps, tx, user, 'wallet', context);
      return { kind: 'signed-in' as const, signedIn, welcome };
    }),
  );
  if (outcome.kind === 'stale-nonce') {
    warnSignInFailed(deps.log, 'wallet', 'unknown, used or expired nonce');
    throw externalSignInFailed();
  }
  if (outcome.kind === 'disabled') throw abnormalUserStatus();
  const { signedIn, welcome } = outcome;
  if (welcome) await publishNotification(deps.bus, welcome);
  await announceSignIn(deps, signedIn);
  return signedIn.reply;
}

async function verifySiweMessage(
  deps: Deps,
  message: string,
  signature: Hex,
): Promise<VerifiedMessage> {
  const fail = (reason: string, error?: unknown) => {
    warnSignInFailed(deps.log, 'wallet', reason, error);
    return externalSignInFailed();
  };
  const fields = parseSiweMessage(message);
  const { address, chainId, domain, nonce, uri, version, issuedAt } = fields;
  if (!address || !isAddress(address, { strict: false })) throw fail('no valid address');
  if (!nonce || chainId === undefined || !domain || !uri || !version || !issuedAt) {
    throw fail('message lacks a required field');
  }

  const publicUrl = new URL(deps.config.publicUrl);
  if (domain !== publicUrl.host) throw fail('wrong domain');
  if (fields.scheme !== undefined && `${fields.scheme}:` !== publicUrl.protocol) {
    throw fail('wrong scheme');
  }
  if (originOf(uri) !== publicUrl.origin) throw fail('wrong uri');
  if (!deps.config.siweChainIds.includes(chainId)) throw fail('chain id not accepted');
  if (version !== '1') throw fail('unsupported version');

  const now = deps.clock().getTime();
  if (!validDate(issuedAt) || issuedAt.getTime() > now + SIWE_MAX_ISSUED_AHEAD_MS) {
    throw fail('issued in the future');
  }
  const { expirationTime, notBefore } = fields;
  if (
    expirationTime !== undefined &&
    (!validDate(expirationTime) || expirationTime.getTime() <= now)
  ) {
    throw fail('message expired');
  }
  if (notBefore !== undefined && (!validDate(notBefore) || notBefore.getTime() > now)) {
    throw fail('message not yet valid');
  }

  let signed: boolean;
  try {
    signed = await verifyMessage({ address, message, signature });
  } catch (error) {
    throw fail('malformed signature', error);
  }
  if (!signed) throw fail('signature does not match the address');
  return { address: address.toLowerCase(), nonce };
}

/** Spends the nonce in one statement: unknown, already used or expired nonces match no row. */
async function consumeNonce(tx: Tx, deps: Deps, nonce: string): Promise<boolean> {
  const now = deps.clock();
  const rows = await tx
    .update(siweNonces)
    .set({ consumedAt: now })
    .where(
      and(
        eq(siweNonces.nonce, nonce),
        isNull(siweNonces.consumedAt),
        gt(siweNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: siweNonces.nonce });
  return rows.length === 1;
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}

function validDate(value: Date): boolean {
  return Number.isFinite(value.getTime());
}
