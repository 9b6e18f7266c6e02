import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import type { SpotRuntime } from '../../engines/spot/spot-runtime.js';
import { cancelSpotOrder } from '../../services/spot/cancel-spot-order.js';
import { getAssetInfo, listHoldings } from '../../services/spot/get-holdings.js';
import { getSpotKline, getSpotMarket, listSpotPairs } from '../../services/spot/get-spot-market.js';
import { listSpotOrders } from '../../services/spot/list-spot-orders.js';
import { submitSpotOrder } from '../../services/spot/submit-spot-order.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * SPEC §7 "Orders" for spot coin trading and the public market data of the spot books
 * (declared in the contract's endpoint table, packages/contract/src/endpoints/spot.ts). The
 * `virtually` header selects the book (demo and real are separate markets).
 */
export default async function spotRoutes(
  fastify: FastifyInstance,
  { deps, spot }: { deps: Deps; spot: SpotRuntime },
) {
  const e = endpoints;
  endpointRoute(fastify, e.listSpotPairs, async () => listSpotPairs(deps));
  endpointRoute(fastify, e.getSpotMarket, ({ query }, request) =>
    getSpotMarket(deps, spot, query.code, request.book),
  );
  endpointRoute(fastify, e.getSpotKline, ({ query }, request) =>
    getSpotKline(deps, query.code, request.book, query.interval, query.limit),
  );
  endpointRoute(fastify, e.submit, ({ body }, request) =>
    submitSpotOrder(deps, spot, request.auth!.userId, request.book, body, request.idempotency),
  );
  endpointRoute(fastify, e.chedan, ({ body }, request) =>
    cancelSpotOrder(
      deps.db,
      spot,
      request.auth!.userId,
      request.book,
      body.id,
      request.idempotency,
    ),
  );
  endpointRoute(fastify, e.listBbOrder, ({ query }, request) =>
    listSpotOrders(deps.db, request.auth!.userId, request.book, query),
  );
  endpointRoute(fastify, e.getAssestInfo, ({ params }, request) =>
    getAssetInfo(deps, request.auth!.userId, request.book, params.id),
  );
  endpointRoute(fastify, e.listHoldings, (_input, request) =>
    listHoldings(deps, request.auth!.userId, request.book),
  );
}
