import type { GoogleAuthUrlResult, googleAuthUrlQuery } from '@meridian/contract';
import { lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import { oauthStates } from '../../../db/schema/index.js';
import type { Deps } from '../../../deps.js';
import {
  GOOGLE_SCOPE,
  GOOGLE_STATE_TTL_MS,
  googleConfiguration,
  googleRedirectUri,
  requireGoogle,
} from './google-client.js';

/**
 * googleAuthUrl: begins an authorization code flow. A fresh state, nonce and PKCE verifier are
 * kept server-side for ten minutes; the browser goes to the returned URL (S256 challenge only).
 */
export async function startGoogleSignIn(
  deps: Deps,
  input: z.infer<typeof googleAuthUrlQuery>,
): Promise<GoogleAuthUrlResult> {
  const google = requireGoogle(deps.config);
  const configuration = await googleConfiguration(google, deps.log);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  const now = deps.clock();

  // Expired rows can never be used again; dropping them keeps this public endpoint from growing the table.
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await deps.db.insert(oauthStates).values({
    state,
    provider: 'google',
    codeVerifier,
    nonce,
    inviteCode: input.inviteCode ? input.inviteCode : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GOOGLE_STATE_TTL_MS),
  });

  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: googleRedirectUri(deps.config),
    scope: GOOGLE_SCOPE,
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href };
}
