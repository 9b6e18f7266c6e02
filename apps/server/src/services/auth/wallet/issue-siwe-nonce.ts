import type { DappNonceResult } from '@meridian/contract';
import { lt } from 'drizzle-orm';
import { siweNonces } from '../../../db/schema/index.js';
import type { Deps } from '../../../deps.js';
import { randomAlphanumeric } from '../external/external-accounts.js';

/** How long a nonce handed out for Sign-In with Ethereum stays usable. */
export const SIWE_NONCE_TTL_MS = 10 * 60_000;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * dappNonce: a single-use nonce (24 alphanumerics, ~143 bits) for the wallet to sign into an
 * EIP-4361 message, with the domain, URI and chain ids the server will insist on.
 */
export async function issueSiweNonce(deps: Deps): Promise<DappNonceResult> {
  const nonce = randomAlphanumeric(24, NONCE_ALPHABET);
  const now = deps.clock();
  // Expired nonces can never be used again; dropping them keeps this public endpoint from growing the table.
  await deps.db.delete(siweNonces).where(lt(siweNonces.expiresAt, now));
  await deps.db.insert(siweNonces).values({
    nonce,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIWE_NONCE_TTL_MS),
  });
  return {
    nonce,
    domain: new URL(deps.config.publicUrl).host,
    uri: deps.config.publicUrl,
    chainIds: deps.config.siweChainIds,
  };
}
