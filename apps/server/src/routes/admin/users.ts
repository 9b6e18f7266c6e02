import {
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserSearchQuery,
  envelopeSchema,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { getUserDetail } from '../../services/users/get-user-detail.js';
import { searchUsers } from '../../services/users/search-users.js';

/** Back office user look-up (admin, compliance, support). */
export default async function adminUserRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const lookup = { onRequest: [fastify.requireStaff('compliance', 'support')] };

  app.get(
    '/users',
    {
      ...lookup,
      schema: {
        tags,
        security,
        description: 'Users by id, or by username, e-mail or phone containing the text.',
        querystring: adminUserSearchQuery,
        response: { 200: envelopeSchema(adminUserListSchema) },
      },
    },
    async (request, reply) => reply.ok(await searchUsers(deps, request.query)),
  );

  app.get(
    '/users/:id',
    {
      ...lookup,
      schema: {
        tags,
        security,
        description:
          'One user: profile, KYC history, both books, deposits, withdrawals, orders, journal.',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeSchema(adminUserDetailSchema) },
      },
    },
    async (request, reply) => reply.ok(await getUserDetail(deps, request.params.id)),
  );
}
