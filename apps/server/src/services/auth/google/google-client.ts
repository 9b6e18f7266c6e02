import { GenericCode } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../../config.js';
import { AppError } from '../../../lib/app-error.js';
import { sha256Hex } from '../../../lib/crypto.js';
import { notEnabled } from '../sign-in-providers.js';

export type GoogleSettings = NonNullable<Config['google']>;

/** How long a started Google sign-in (its state, nonce and PKCE verifier) stays usable. */
export const GOOGLE_STATE_TTL_MS = 10 * 60_000;
export const GOOGLE_SCOPE = 'openid email profile';

/** 404 (483, not enabled) when the deployment has no Google client configured. */
export function requireGoogle(config: Config): GoogleSettings {
  if (!config.google) throw notEnabled();
  return config.google;
}

/** Where Google sends the browser back; the web page there posts code and state to loginByGoogle. */
export function googleRedirectUri(config: Config): string {
  return `${config.publicUrl}/api/loginCallback/google`;
}

/** Plain HTTP is allowed only for a provider on this machine (the local test provider). */
export function isLocalHttpIssuer(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' &&
    (issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1')
  );
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/**
 * The discovered client Configuration for the issuer, cached per process (it also caches the
 * issuer's signing keys). A failed discovery is not cached, and answers 503.
 */
export async function googleConfiguration(
  google: GoogleSettings,
  log: FastifyBaseLogger,
): Promise<oidc.Configuration> {
  const key = sha256Hex(
    JSON.stringify([google.issuer, google.clientId, google.clientSecret ?? '']),
  );
  let pending = configurations.get(key);
  if (!pending) {
    pending = discover(google);
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
  }
  try {
    return await pending;
  } catch (error) {
    log.warn(
      {
        provider: 'google',
        issuer: google.issuer,
        error: error instanceof Error ? { name: error.name, message: error.message } : undefined,
      },
      'OpenID Connect discovery failed',
    );
    throw new AppError(GenericCode.UNAVAILABLE, 503);
  }
}

async function discover(google: GoogleSettings): Promise<oidc.Configuration> {
  const issuer = new URL(google.issuer);
  // The ID token's signature is checked against the issuer's JWKS too, not only its claims
  // (openid-client skips it by default for tokens fetched straight from the token endpoint).
  const execute = [oidc.enableNonRepudiationChecks];
  // Marked deprecated upstream only to stand out; used solely for an http:// issuer on this host.
  if (isLocalHttpIssuer(issuer)) execute.push(oidc.allowInsecureRequests);
  return oidc.discovery(
    issuer,
    google.clientId,
    undefined,
    google.clientSecret ? oidc.ClientSecretPost(google.clientSecret) : oidc.None(),
    { execute, timeout: 10 },
  );
}
