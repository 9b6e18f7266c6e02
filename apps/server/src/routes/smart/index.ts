import { endpoints, SuccessCode } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { buySmartPlan } from '../../services/smart/buy-smart-plan.js';
import { exitSmartPlan } from '../../services/smart/exit-smart-plan.js';
import { getSmartPlan } from '../../services/smart/get-smart-plan.js';
import { listSmartPlans } from '../../services/smart/list-smart-plans.js';
import { listSmartProducts } from '../../services/smart/list-smart-products.js';
import { smartPlanView } from '../../services/smart/plan-view.js';
import { quoteSmartExit } from '../../services/smart/quote-smart-exit.js';
import { instrumentName } from '../../services/smart/smart-plan-events.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * Smart trading plans (issue 14), declared in the contract's endpoint table
 * (packages/contract/src/endpoints/smart.ts).
 */
export default async function smartRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  const view = (row: Parameters<typeof smartPlanView>[0]) =>
    smartPlanView(row, instrumentName(deps, row.code), deps.clock().getTime());
  endpointRoute(fastify, e.listSmartProducts, async () => listSmartProducts(deps.db));
  endpointRoute(
    fastify,
    e.buySmart,
    async ({ body }, request) =>
      view(await buySmartPlan(deps, request.auth!.userId, request.book, body, request.idempotency)),
    { successCode: SuccessCode.PURCHASE_SUCCESSFUL },
  );
  endpointRoute(fastify, e.listSmartOrder, ({ query }, request) =>
    listSmartPlans(deps, request.auth!.userId, request.book, query),
  );
  endpointRoute(fastify, e.getSmartOrderById, ({ params }, request) =>
    getSmartPlan(deps, request.auth!.userId, request.book, params.id),
  );
  endpointRoute(fastify, e.getSmartExitQuote, ({ params }, request) =>
    quoteSmartExit(deps, request.auth!.userId, request.book, params.id),
  );
  endpointRoute(
    fastify,
    e.stopSmart,
    async ({ body }, request) =>
      view(
        await exitSmartPlan(deps, request.auth!.userId, request.book, body, request.idempotency),
      ),
    { successCode: SuccessCode.CHANGED_SUCCESSFULLY },
  );
}
