import { endpoints, SuccessCode } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { buyOption } from '../../services/margin/buy-option.js';
import { cancelMarginOrder } from '../../services/margin/cancel-margin-order.js';
import { closeMarginOrderByUser } from '../../services/margin/close-margin-order-by-user.js';
import { getOption } from '../../services/margin/get-option.js';
import { getProfitTotal } from '../../services/margin/get-profit-total.js';
import { listMarginOrders } from '../../services/margin/list-margin-orders.js';
import { listOptions } from '../../services/margin/list-options.js';
import { modifyMarginStops } from '../../services/margin/modify-margin-stops.js';
import { marginOrderView } from '../../services/margin/margin-order-view.js';
import { openMarginOrder } from '../../services/margin/open-margin-order.js';
import { optionOrderView } from '../../services/margin/option-order-view.js';
import { getTradingRules } from '../../services/margin/get-margin-rules.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * SPEC §7 "Orders" for margin positions and options, under /swx/customer/order (declared in the
 * contract's endpoint table, packages/contract/src/endpoints/margin.ts). The `virtually` header
 * selects the book; every object is looked up within the caller's own orders.
 */
export default async function marginRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.getTradingRules, ({ query }) => getTradingRules(deps, query.code));
  endpointRoute(
    fastify,
    e.buyU,
    async ({ body }, request) =>
      marginOrderView(
        await openMarginOrder(deps, request.auth!.userId, request.book, body, request.idempotency),
        deps,
      ),
    { successCode: SuccessCode.PURCHASE_SUCCESSFUL },
  );
  endpointRoute(fastify, e.stopU, async ({ body }, request) => {
    const result = await closeMarginOrderByUser(
      deps,
      request.auth!.userId,
      request.book,
      body.id,
      body.lots,
      request.idempotency,
    );
    return marginOrderView(result.closed, deps);
  });
  endpointRoute(
    fastify,
    e.modifyU,
    async ({ body }, request) =>
      marginOrderView(
        await modifyMarginStops(deps, request.auth!.userId, request.book, body),
        deps,
      ),
    { successCode: SuccessCode.CHANGED_SUCCESSFULLY },
  );
  endpointRoute(fastify, e.cancelU, async ({ body }, request) =>
    marginOrderView(
      await cancelMarginOrder(
        deps,
        request.auth!.userId,
        request.book,
        body.id,
        request.idempotency,
      ),
      deps,
    ),
  );
  endpointRoute(fastify, e.listUOrder, ({ query }, request) =>
    listMarginOrders(deps, request.auth!.userId, request.book, query),
  );
  endpointRoute(fastify, e.getProfitTotal, (_input, request) =>
    getProfitTotal(deps, request.auth!.userId, request.book),
  );
  endpointRoute(
    fastify,
    e.buyOptions,
    async ({ body }, request) =>
      optionOrderView(
        await buyOption(deps, request.auth!.userId, request.book, body, request.idempotency),
      ),
    { successCode: SuccessCode.PURCHASE_SUCCESSFUL },
  );
  endpointRoute(fastify, e.listOptionsOrder, ({ query }, request) =>
    listOptions(deps, request.auth!.userId, request.book, query),
  );
  endpointRoute(fastify, e.getOptionsOrderById, ({ params }, request) =>
    getOption(deps, request.auth!.userId, params.id),
  );
}
