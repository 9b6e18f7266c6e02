import {
  checkUserNameOrPhoneQuery,
  checkUserNameOrPhoneResult,
  envelopeSchema,
  loginBody,
  loginReply,
  loginResult,
  loginTwoFactorBody,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { checkAvailability } from '../../services/auth/check-availability.js';
import { completeTwoFactorSignIn } from '../../services/auth/complete-two-factor-sign-in.js';
import { loginWithPassword } from '../../services/auth/login-with-password.js';
import { registerUser } from '../../services/auth/register-user.js';
import { resetPassword } from '../../services/auth/reset-password.js';
import { endSession } from '../../services/auth/end-session.js';
import { sendCode } from '../../services/auth/send-code.js';
import { registerExternalSignIn } from './external-sign-in.js';

/** SPEC §7 "Auth", under /swx/customer/login. */
export default async function authRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const context = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.get(
    '/checkUserNameOrPhone',
    {
      schema: {
        tags,
        querystring: checkUserNameOrPhoneQuery,
        response: { 200: envelopeSchema(checkUserNameOrPhoneResult) },
      },
    },
    async (request, reply) => reply.ok(await checkAvailability(deps, request.query, request.ip)),
  );

  app.post(
    '/sendCode',
    { schema: { tags, body: sendCodeBody, response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      await sendCode(deps, request.body, { ip: request.ip, lang: request.lang });
      return reply.ok(null);
    },
  );

  app.post(
    '/register',
    {
      // Not idempotent by key: its reply holds a session token, which must not be stored in the
      // clear as a replay would need. Registering twice is impossible anyway (the address is
      // taken: 10007), and the demo grant commits with the user.
      schema: { tags, body: registerBody, response: { 200: envelopeSchema(loginResult) } },
    },
    async (request, reply) => reply.ok(await registerUser(deps, request.body, context(request))),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        description:
          'A session, or — when the account has two-factor sign-in on — `twoFactorRequired` with a challenge for loginTwoFactor. Failures are throttled per account and address with growing waits (429 with the wait), never locking the account for everyone.',
        body: loginBody,
        response: { 200: envelopeSchema(loginReply) },
      },
    },
    async (request, reply) =>
      reply.ok(await loginWithPassword(deps, request.body, context(request))),
  );

  app.post(
    '/loginTwoFactor',
    {
      schema: {
        tags,
        description:
          'The second step of a sign-in with two-factor on: the challenge from login, loginByGoogle or loginByDapp plus `code` (authenticator app) or `recoveryCode` (single use). 476 wrong code; 401 when the challenge expired, was used or ran out of attempts.',
        body: loginTwoFactorBody,
        response: { 200: envelopeSchema(loginResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await completeTwoFactorSignIn(deps, request.body, context(request))),
  );

  app.post(
    '/resetPassword',
    { schema: { tags, body: resetPasswordBody, response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.ok(null, 20005);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: [fastify.authenticate],
      schema: { tags, security: [{ token: [] }], response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      await endSession(deps, request.auth!.sessionId);
      return reply.ok(null);
    },
  );

  await registerExternalSignIn(app, deps);
}
