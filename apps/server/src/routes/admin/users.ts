import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { getUserDetail } from '../../services/users/get-user-detail.js';
import { searchUsers } from '../../services/users/search-users.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * Back office user look-up: admin, compliance, support (declared in the contract's endpoint
 * table, packages/contract/src/endpoints/admin.ts).
 */
export default async function adminUserRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.adminSearchUsers, ({ query }) => searchUsers(deps, query));
  endpointRoute(fastify, e.adminUserDetail, ({ params }) => getUserDetail(deps, params.id));
}
