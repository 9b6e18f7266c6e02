import {
  createStaffBody,
  createStaffResult,
  envelopeSchema,
  staffSchema,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import {
  disableStaff,
  enableStaff,
  resetStaffTwoFactor,
} from '../../services/staff/change-staff.js';
import { createStaff } from '../../services/staff/create-staff.js';
import { listStaff } from '../../services/staff/list-staff.js';

/** Staff management (admin only), under /swx/admin/staff. */
export default async function adminStaffRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const onRequest = [fastify.requireStaff('admin')];
  const params = z.object({ id: z.uuid() });
  const staffReply = { 200: envelopeSchema(staffSchema) };

  app.get(
    '/staff',
    {
      onRequest,
      schema: { tags, security, response: { 200: envelopeSchema(z.array(staffSchema)) } },
    },
    async (_request, reply) => reply.ok(await listStaff(deps)),
  );

  app.post(
    '/staff',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: createStaffBody,
        response: { 200: envelopeSchema(createStaffResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await createStaff(deps, request.staff!.staffId, request.body)),
  );

  app.post(
    '/staff/:id/disable',
    { onRequest, schema: { tags, security, params, response: staffReply } },
    async (request, reply) =>
      reply.ok(await disableStaff(deps, request.staff!.staffId, request.params.id)),
  );

  app.post(
    '/staff/:id/enable',
    { onRequest, schema: { tags, security, params, response: staffReply } },
    async (request, reply) =>
      reply.ok(await enableStaff(deps, request.staff!.staffId, request.params.id)),
  );

  app.post(
    '/staff/:id/reset-two-factor',
    { onRequest, schema: { tags, security, params, response: staffReply } },
    async (request, reply) =>
      reply.ok(await resetStaffTwoFactor(deps, request.staff!.staffId, request.params.id)),
  );
}
