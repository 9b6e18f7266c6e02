import {
  adminSettingSchema,
  adminSettingsResult,
  auditListQuery,
  auditListSchema,
  envelopeSchema,
  updateSettingBody,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { listAdminSettings, updateAdminSetting } from '../../services/settings/admin-settings.js';
import { listAudit } from '../../services/audit/list-audit.js';

/** Back office settings and audit log (admin only). */
export default async function adminSettingsRoutes(
  fastify: FastifyInstance,
  { deps }: { deps: Deps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const admin = { onRequest: [fastify.requireStaff('admin')] };

  app.get(
    '/settings',
    {
      ...admin,
      schema: {
        tags,
        security,
        description:
          "Every editable setting (fees, minimums, deposit addresses, down_url, …) with its kind, its meaning and its allowed values in the caller's language.",
        response: { 200: envelopeSchema(adminSettingsResult) },
      },
    },
    async (request, reply) => reply.ok(await listAdminSettings(deps, request.lang)),
  );

  app.put(
    '/settings',
    {
      ...admin,
      schema: {
        tags,
        security,
        description:
          'Changes one setting, checked against its declared range (400 naming the key and the allowed values); audited with before and after; every server process uses the new value at once.',
        body: updateSettingBody,
        response: { 200: envelopeSchema(adminSettingSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await updateAdminSetting(deps, request.staff!, request.body, request.lang)),
  );

  app.get(
    '/audit',
    {
      ...admin,
      schema: {
        tags,
        security,
        description: 'The append-only audit log of staff actions, newest first.',
        querystring: auditListQuery,
        response: { 200: envelopeSchema(auditListSchema) },
      },
    },
    async (request, reply) => reply.ok(await listAudit(deps, request.query)),
  );
}
