import {
  GenericCode,
  envelopeSchema,
  errorEnvelopeSchema,
  staffLoginBody,
  staffLoginResult,
  staffSchema,
  staffSessionResult,
  staffVerifyBody,
} from '@meridian/contract';
import { translate } from '@meridian/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { getStaff } from '../../services/staff/get-staff.js';
import { signOutStaff } from '../../services/staff/sign-out-staff.js';
import { startStaffSignIn } from '../../services/staff/start-staff-sign-in.js';
import { StaffPasswordRuleError } from '../../services/staff/staff-password-rule.js';
import { verifyStaffSignIn } from '../../services/staff/verify-staff-sign-in.js';

/** Staff sign-in (password, then TOTP) and the staff session, under /swx/admin/auth. */
export default async function adminAuthRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ staffToken: [] }];

  app.post(
    '/auth/login',
    { schema: { tags, body: staffLoginBody, response: { 200: envelopeSchema(staffLoginResult) } } },
    async (request, reply) =>
      reply.ok(await startStaffSignIn(deps, request.body, { ip: request.ip })),
  );

  app.post(
    '/auth/verify',
    {
      schema: {
        tags,
        body: staffVerifyBody,
        response: { 200: envelopeSchema(staffSessionResult), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      try {
        return reply.ok(await verifyStaffSignIn(deps, request.body, { ip: request.ip, userAgent }));
      } catch (error) {
        if (!(error instanceof StaffPasswordRuleError)) throw error;
        return reply.status(400).send({
          code: GenericCode.INVALID_REQUEST,
          msg: translate(request.lang, 'validation.staffPasswordRule', { field: 'newPassword' }),
          result: null,
        });
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: [fastify.requireStaff()],
      schema: { tags, security, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      await signOutStaff(deps, request.staff!);
      return reply.ok(null);
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: [fastify.requireStaff()],
      schema: { tags, security, response: { 200: envelopeSchema(staffSchema) } },
    },
    async (request, reply) => reply.ok(await getStaff(deps, request.staff!.staffId)),
  );
}
