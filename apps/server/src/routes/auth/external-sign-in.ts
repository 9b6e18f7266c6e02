import {
  dappNonceResult,
  envelopeSchema,
  googleAuthUrlQuery,
  googleAuthUrlResult,
  loginByDappBody,
  loginByGoogleBody,
  loginReply,
  signInProvidersResult,
} from '@meridian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { finishGoogleSignIn } from '../../services/auth/google/finish-google-sign-in.js';
import { startGoogleSignIn } from '../../services/auth/google/start-google-sign-in.js';
import type { SessionContext } from '../../services/auth/sessions.js';
import { limitPerIp } from '../../services/rate-limit/limit-per-ip.js';
import { issueSiweNonce } from '../../services/auth/wallet/issue-siwe-nonce.js';
import { signInWithEthereum } from '../../services/auth/wallet/sign-in-with-ethereum.js';
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

/** Google (OpenID Connect) and wallet (Sign-In with Ethereum) sign-in routes. */
export async function registerExternalSignIn(fastify: FastifyInstance, deps: Deps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  // Unauthenticated and each call writes a row: limited per IP (30 a minute by default).
  const onRequest = limitPerIp(
    deps,
    'external-sign-in',
    'auth.externalSignInPerIpPerMinute',
    60_000,
  );
  // A provider that is not configured answers 404 (483) before anything else is looked at.
  const provider = (name: SignInProvider) => ({
    onRequest: [
      onRequest,
      async () => {
        requireSignInProvider(deps.config, name);
      },
    ],
  });
  const notEnabled = 'Not enabled on this deployment: 404 with code 483.';

  app.get(
    '/signInProviders',
    {
      schema: {
        tags,
        description:
          'Which outside sign-in providers this deployment has enabled (Google: GOOGLE_CLIENT_ID set; wallet: SIWE_CHAIN_IDS not empty). The web app offers only these.',
        response: { 200: envelopeSchema(signInProvidersResult) },
      },
    },
    async (_request, reply) => reply.ok(signInProviders(deps.config)),
  );

  app.get(
    '/googleAuthUrl',
    {
      ...provider('google'),
      schema: {
        tags,
        description: notEnabled,
        querystring: googleAuthUrlQuery,
        response: { 200: envelopeSchema(googleAuthUrlResult) },
      },
    },
    async (request, reply) => {
      const result = await startGoogleSignIn(deps, request.query);
      return reply.header('cache-control', 'no-store').ok(result);
    },
  );

  app.post(
    '/loginByGoogle',
    {
      ...provider('google'),
      schema: {
        tags,
        description: notEnabled,
        body: loginByGoogleBody,
        response: { 200: envelopeSchema(loginReply) },
      },
    },
    async (request, reply) =>
      reply.ok(await finishGoogleSignIn(deps, request.body, sessionContext(request))),
  );

  app.get(
    '/dappNonce',
    {
      ...provider('wallet'),
      schema: { tags, description: notEnabled, response: { 200: envelopeSchema(dappNonceResult) } },
    },
    async (_request, reply) => {
      const result = await issueSiweNonce(deps);
      return reply.header('cache-control', 'no-store').ok(result);
    },
  );

  app.post(
    '/loginByDapp',
    {
      ...provider('wallet'),
      schema: {
        tags,
        description: notEnabled,
        body: loginByDappBody,
        response: { 200: envelopeSchema(loginReply) },
      },
    },
    async (request, reply) =>
      reply.ok(await signInWithEthereum(deps, request.body, sessionContext(request))),
  );
}
