import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { listSmartProducts } from '../../services/smart/list-smart-products.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * Smart trading plans (issue 14), declared in the contract's endpoint table
 * (packages/contract/src/endpoints/smart.ts).
 */
export default async function smartRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  endpointRoute(fastify, endpoints.listSmartProducts, async () => listSmartProducts(deps.db));
}
