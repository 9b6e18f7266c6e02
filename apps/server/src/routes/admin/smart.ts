import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { createSmartProduct } from '../../services/smart/create-smart-product.js';
import { getSmartEarnings } from '../../services/smart/get-smart-earnings.js';
import { listProductPlans } from '../../services/smart/list-product-plans.js';
import { listSmartProductsForStaff } from '../../services/smart/list-smart-products-for-staff.js';
import { previewSmartProduct } from '../../services/smart/preview-smart-product.js';
import { updateSmartProduct } from '../../services/smart/update-smart-product.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * The back office of smart trading plans (issue 14), declared in the contract's endpoint table
 * (packages/contract/src/endpoints/admin-smart.ts).
 */
export default async function adminSmartRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  const errors = { errorStatuses: [400, 401, 403, 404, 409] as const };
  endpointRoute(fastify, e.adminListSmartProducts, () => listSmartProductsForStaff(deps));
  endpointRoute(
    fastify,
    e.adminCreateSmartProduct,
    ({ body }, request) => createSmartProduct(deps, request.staff!, body),
    errors,
  );
  endpointRoute(
    fastify,
    e.adminUpdateSmartProduct,
    ({ params, body }, request) => updateSmartProduct(deps, request.staff!, params.id, body),
    errors,
  );
  endpointRoute(
    fastify,
    e.adminPreviewSmartProduct,
    ({ body }) => previewSmartProduct(deps, body),
    errors,
  );
  endpointRoute(fastify, e.adminListSmartProductPlans, ({ params, query }) =>
    listProductPlans(deps, params.id, query),
  );
  endpointRoute(fastify, e.adminSmartEarnings, () => getSmartEarnings(deps));
}
