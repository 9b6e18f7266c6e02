import { endpoints } from '@meridian/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Deps } from '../../deps.js';
import { finishGoogleSignIn } from '../../services/auth/google/finish-google-sign-in.js';
import { startGoogleSignIn } from '../../services/auth/google/start-google-sign-in.js';
import type { SessionContext } from '../../services/auth/sessions.js';
import { limitPerIp } from '../../services/rate-limit/limit-per-ip.js';
import { issueSiweNonce } from '../../services/auth/wallet/issue-siwe-nonce.js';
import { signInWithEthereum } from '../../services/auth/wallet/sign-in-with-ethereum.js';
import { endpointRoute } from '../endpoint-route.js';
import {
  requireSignInProvider,
  signInProviders,
  type SignInProvider,
} from '../../services/auth/sign-in-providers.js';

const sessionContext = (request: FastifyRequest): SessionContext => ({
  ip: request.ip,
  userAgent:
    typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
});

/**
 * Google (OpenID Connect) and wallet (Sign-In with Ethereum) sign-in, declared in the contract's
 * endpoint table (packages/contract/src/endpoints/auth.ts).
 */
export async function registerExternalSignIn(fastify: FastifyInstance, deps: Deps): Promise<void> {
  const e = endpoints;
  // Unauthenticated and each call writes a row: limited per IP (30 a minute by default).
  const perIp = limitPerIp(deps, 'external-sign-in', 'auth.externalSignInPerIpPerMinute', 60_000);
  // A provider that is not configured answers 404 (483) before anything else is looked at.
  const provider = (name: SignInProvider): onRequestHookHandler[] => [
    perIp as onRequestHookHandler,
    async () => {
      requireSignInProvider(deps.config, name);
    },
  ];
  const noStore = { 'cache-control': 'no-store' };

  endpointRoute(fastify, e.signInProviders, async () => signInProviders(deps.config));
  endpointRoute(fastify, e.googleAuthUrl, ({ query }) => startGoogleSignIn(deps, query), {
    onRequest: provider('google'),
    headers: noStore,
  });
  endpointRoute(
    fastify,
    e.loginByGoogle,
    ({ body }, request) => finishGoogleSignIn(deps, body, sessionContext(request)),
    { onRequest: provider('google') },
  );
  endpointRoute(fastify, e.dappNonce, () => issueSiweNonce(deps), {
    onRequest: provider('wallet'),
    headers: noStore,
  });
  endpointRoute(
    fastify,
    e.loginByDapp,
    ({ body }, request) => signInWithEthereum(deps, body, sessionContext(request)),
    { onRequest: provider('wallet') },
  );
}
