import {
  endOtherSessionsResult,
  endSessionBody,
  envelopeSchema,
  recoveryCodesResult,
  securityStatusResult,
  sessionListResult,
  signInHistoryQuery,
  signInHistoryResult,
  totpConfirmBody,
  totpDisableBody,
  totpEnrolmentResult,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { confirmTotpEnrolment } from '../../services/auth/security/confirm-totp-enrolment.js';
import { disableTotp } from '../../services/auth/security/disable-totp.js';
import { endOtherOwnSessions } from '../../services/auth/security/end-other-own-sessions.js';
import { endOwnSession } from '../../services/auth/security/end-own-session.js';
import { listSessions } from '../../services/auth/security/list-sessions.js';
import { listSignInHistory } from '../../services/auth/security/list-sign-in-history.js';
import { getSecurityStatus } from '../../services/auth/security/security-status.js';
import { startTotpEnrolment } from '../../services/auth/security/start-totp-enrolment.js';

/**
 * A user's own security (issue 12), under /swx/customer/user/security: two-factor sign-in
 * (TOTP) with recovery codes, the active sessions with sign-out of each, the sign-in history.
 */
export default async function securityRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['security'];
  const security = [{ token: [] }];
  const onRequest = [fastify.authenticate];

  app.get(
    '/security/status',
    {
      onRequest,
      schema: {
        tags,
        security,
        description: 'Whether two-factor sign-in is on, and how many recovery codes are left.',
        response: { 200: envelopeSchema(securityStatusResult) },
      },
    },
    async (request, reply) => reply.ok(await getSecurityStatus(deps, request.auth!.userId)),
  );

  app.post(
    '/security/totp/start',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          'Starts two-factor set-up: a new TOTP secret (text and otpauth URI for a QR code), shown only in this reply. 480 when already on.',
        response: { 200: envelopeSchema(totpEnrolmentResult) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .ok(await startTotpEnrolment(deps, request.auth!.userId)),
  );

  app.post(
    '/security/totp/confirm',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          'A code from the new secret turns two-factor sign-in on; the reply holds 10 one-time recovery codes, shown only here. 476 wrong code, 481 no set-up pending (or expired).',
        body: totpConfirmBody,
        response: { 200: envelopeSchema(recoveryCodesResult) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .ok(await confirmTotpEnrolment(deps, request.auth!.userId, request.body.code)),
  );

  app.post(
    '/security/totp/disable',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          'Turns two-factor sign-in off: the login password (when the account has one; 10004) and a current code or recovery code (479 missing, 476 wrong).',
        body: totpDisableBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await disableTotp(deps, request.auth!.userId, request.body);
      return reply.ok(null);
    },
  );

  app.get(
    '/security/sessions',
    {
      onRequest,
      schema: {
        tags,
        security,
        description: "The caller's active sessions; `current` marks this one.",
        response: { 200: envelopeSchema(sessionListResult) },
      },
    },
    async (request, reply) => reply.ok(await listSessions(deps, request.auth!)),
  );

  app.post(
    '/security/endSession',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          "Signs out one of the caller's sessions (its live connections close too). 404 for an unknown, ended or someone else's session.",
        body: endSessionBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await endOwnSession(deps, request.auth!, request.body.id);
      return reply.ok(null);
    },
  );

  app.post(
    '/security/endOtherSessions',
    {
      onRequest,
      schema: {
        tags,
        security,
        description: 'Signs out every session of the caller except this one.',
        response: { 200: envelopeSchema(endOtherSessionsResult) },
      },
    },
    async (request, reply) => reply.ok(await endOtherOwnSessions(deps, request.auth!)),
  );

  app.get(
    '/security/signInHistory',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          "The caller's sign-ins and failed attempts (time, address, device, method, outcome), newest first.",
        querystring: signInHistoryQuery,
        response: { 200: envelopeSchema(signInHistoryResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await listSignInHistory(deps, request.auth!.userId, request.query)),
  );
}
