import {
  checkUserNameOrPhoneQuery,
  checkUserNameOrPhoneResult,
  envelopeSchema,
  loginBody,
  loginResult,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { checkAvailability } from '../../services/auth/check-availability.js';
import { loginWithPassword } from '../../services/auth/login-with-password.js';
import { registerUser } from '../../services/auth/register-user.js';
import { resetPassword } from '../../services/auth/reset-password.js';
import { revokeSession } from '../../services/auth/sessions.js';
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
      schema: { tags, body: registerBody, response: { 200: envelopeSchema(loginResult) } },
      config: { idempotent: true },
    },
    async (request, reply) => reply.ok(await registerUser(deps, request.body, context(request))),
  );

  app.post(
    '/login',
    { schema: { tags, body: loginBody, response: { 200: envelopeSchema(loginResult) } } },
    async (request, reply) =>
      reply.ok(await loginWithPassword(deps, request.body, context(request))),
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
      await revokeSession(deps.db, deps.clock, request.auth!.sessionId);
      return reply.ok(null);
    },
  );

  await registerExternalSignIn(app, deps);
}
