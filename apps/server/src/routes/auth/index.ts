import { endpoints } from '@meridian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { checkAvailability } from '../../services/auth/check-availability.js';
import { completeTwoFactorSignIn } from '../../services/auth/complete-two-factor-sign-in.js';
import { endSession } from '../../services/auth/end-session.js';
import { loginWithPassword } from '../../services/auth/login-with-password.js';
import { registerUser } from '../../services/auth/register-user.js';
import { resetPassword } from '../../services/auth/reset-password.js';
import { sendCode } from '../../services/auth/send-code.js';
import { endpointRoute } from '../endpoint-route.js';
import { registerExternalSignIn } from './external-sign-in.js';

/**
 * SPEC §7 "Auth", under /swx/customer/login (declared in the contract's endpoint table,
 * packages/contract/src/endpoints/auth.ts; Google and wallet sign-in in external-sign-in.ts).
 */
export default async function authRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  const context = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  endpointRoute(fastify, e.checkUserNameOrPhone, ({ query }, request) =>
    checkAvailability(deps, query, request.ip),
  );
  endpointRoute(fastify, e.sendCode, async ({ body }, request) => {
    await sendCode(deps, body, { ip: request.ip, lang: request.lang });
    return null;
  });
  endpointRoute(fastify, e.register, ({ body }, request) =>
    registerUser(deps, body, context(request)),
  );
  endpointRoute(fastify, e.login, ({ body }, request) =>
    loginWithPassword(deps, body, context(request)),
  );
  endpointRoute(fastify, e.loginTwoFactor, ({ body }, request) =>
    completeTwoFactorSignIn(deps, body, context(request)),
  );
  endpointRoute(
    fastify,
    e.resetPassword,
    async ({ body }) => {
      await resetPassword(deps, body);
      return null;
    },
    { successCode: 20005 },
  );
  endpointRoute(fastify, e.logout, async (_input, request) => {
    await endSession(deps, request.auth!.sessionId);
    return null;
  });

  await registerExternalSignIn(fastify, deps);
}
