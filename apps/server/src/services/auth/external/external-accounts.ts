import { randomInt } from 'node:crypto';
import { CatalogueCode, GenericCode, USERNAME_PATTERN } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { pgErrorCode } from '../../../db/transaction.js';
import { AppError } from '../../../lib/app-error.js';
import { findUserByUsername } from '../../users/find-user.js';

/**
 * What Google (OpenID Connect) and wallet (Sign-In with Ethereum) sign-in share: the one failure
 * the caller sees, usernames for accounts they create, and a retry when a unique index raced.
 */

/** Every failed check answers the same 470/401: the caller learns nothing about which one. */
export const externalSignInFailed = () => new AppError(GenericCode.EXTERNAL_SIGN_IN_FAILED, 401);
export const abnormalUserStatus = () => new AppError(CatalogueCode.ABNORMAL_USER_STATUS, 403);

/** Logs why a sign-in failed at warn, with only the error's name, code and message: no secrets. */
export function warnSignInFailed(
  log: FastifyBaseLogger,
  provider: 'google' | 'wallet',
  reason: string,
  error?: unknown,
): void {
  log.warn({ provider, reason, error: describeError(error) }, 'external sign-in failed');
}

/**
 * Names, codes and messages along the cause chain, plus which JWT claim failed. Never the causes'
 * other fields: openid-client puts the expected nonce and the token's claims there.
 */
function describeError(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  const causes: string[] = [];
  let claim: string | undefined;
  let current: unknown = error.cause;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    if (current instanceof Error) causes.push(current.message.slice(0, 200));
    const named = (current as { claim?: unknown }).claim;
    if (typeof named === 'string') claim = named;
    current = (current as { cause?: unknown }).cause;
  }
  return {
    name: error.name,
    message: error.message.slice(0, 300),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof oauthError === 'string' ? { oauthError } : {}),
    ...(causes.length > 0 ? { causes } : {}),
    ...(claim ? { claim } : {}),
  };
}

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomAlphanumeric(length: number, alphabet = SUFFIX_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Turns any text into something matching USERNAME_PATTERN (letter first, 3–20 word chars). */
export function sanitiseUsername(raw: string, fallback: string): string {
  let name = raw.replace(/[^A-Za-z0-9_]/g, '_').replace(/_+/g, '_');
  name = name.replace(/^[^A-Za-z]+/, '');
  if (name.length === 0) name = fallback;
  name = name.slice(0, 20).replace(/_+$/, '');
  if (name.length < 3) name = `${name}_${randomAlphanumeric(4)}`;
  return name;
}

/**
 * A username built from `base` that nobody holds (case-insensitively): `base` itself, else `base`
 * cut to 15 characters plus `_` and four random characters.
 */
export async function freeUsername(db: Executor, base: string): Promise<string> {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base.slice(0, 15)}_${randomAlphanumeric(4)}`;
    if (!USERNAME_PATTERN.test(candidate)) continue;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  throw new Error('no free username found');
}

/**
 * Runs `work` (a whole transaction) again when a unique index refused a write: two sign-ins of the
 * same identity, or two new accounts picking one username, raced; the retry sees the winner.
 */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (pgErrorCode(error) !== '23505' || attempt >= attempts) throw error;
    }
  }
}
