import {
  assetInfoSchema,
  chedanBody,
  envelopeSchema,
  holdingsSchema,
  listBbOrderQuery,
  marketIdParams,
  spotKlineQuery,
  spotKlineSchema,
  spotMarketQuery,
  spotMarketSchema,
  spotOrderListSchema,
  spotOrderSchema,
  spotPairsSchema,
  submitBody,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { cancelSpotOrder } from '../../services/spot/cancel-spot-order.js';
import { getAssetInfo, listHoldings } from '../../services/spot/get-holdings.js';
import { getSpotKline, getSpotMarket, listSpotPairs } from '../../services/spot/get-spot-market.js';
import { listSpotOrders } from '../../services/spot/list-spot-orders.js';
import type { SpotRuntime } from '../../engines/spot/spot-runtime.js';
import { submitSpotOrder } from '../../services/spot/submit-spot-order.js';

/**
 * SPEC §7 "Orders" for spot coin trading (submit, chedan, listBbOrder, getAssestInfo) and the
 * public market data of the spot books, under /swx/customer/order. The `virtually` header
 * selects the book (demo and real are separate markets).
 */
export default async function spotRoutes(
  fastify: FastifyInstance,
  { deps, spot }: { deps: Deps; spot: SpotRuntime },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['spot'];
  const security = [{ token: [] }];
  const auth = { onRequest: [fastify.authenticate] };
  const moves = 'Moves money: accepts Idempotency-Key.';

  app.get(
    '/listSpotPairs',
    {
      schema: {
        tags,
        description: 'The spot pairs (public).',
        response: { 200: envelopeSchema(spotPairsSchema) },
      },
    },
    async (_request, reply) => reply.ok(listSpotPairs(deps)),
  );

  app.get(
    '/getSpotMarket',
    {
      schema: {
        tags,
        description:
          'Terms (tick, lot, fees), depth (top 20 levels) and the last 50 trades of a spot pair in the selected book (public).',
        querystring: spotMarketQuery,
        response: { 200: envelopeSchema(spotMarketSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getSpotMarket(deps, spot, request.query.code, request.book)),
  );

  app.get(
    '/getSpotKline',
    {
      schema: {
        tags,
        description: 'Candles of a spot pair built from its trades in the selected book (public).',
        querystring: spotKlineQuery,
        response: { 200: envelopeSchema(spotKlineSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await getSpotKline(
          deps,
          request.query.code,
          request.book,
          request.query.interval,
          request.query.limit,
        ),
      ),
  );

  app.post(
    '/submit',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Places a spot order: limit (price, quantity; GTC or IOC; post-only) or market (sell: quantity; buy: quantity or total USDT). Funds are frozen while it rests. ${moves}`,
        body: submitBody,
        response: { 200: envelopeSchema(spotOrderSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await submitSpotOrder(
          spot,
          request.auth!.userId,
          request.book,
          request.body,
          request.idempotency,
        ),
      ),
  );

  app.post(
    '/chedan',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Cancels a resting spot order; its frozen funds return to available. ${moves}`,
        body: chedanBody,
        response: { 200: envelopeSchema(spotOrderSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await cancelSpotOrder(
          deps.db,
          spot,
          request.auth!.userId,
          request.book,
          request.body.id,
          request.idempotency,
        ),
      ),
  );

  app.get(
    '/listBbOrder',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: 'The caller’s spot orders: current (resting) or history (filled, cancelled).',
        querystring: listBbOrderQuery,
        response: { 200: envelopeSchema(spotOrderListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listSpotOrders(deps.db, request.auth!.userId, request.book, request.query)),
  );

  app.get(
    '/getAssestInfo/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'The caller’s holdings (available, frozen, held, USDT value) of the base and quote of the spot pair with this instrument id.',
        params: marketIdParams,
        response: { 200: envelopeSchema(assetInfoSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getAssetInfo(deps, request.auth!.userId, request.book, request.params.id)),
  );

  app.get(
    '/listHoldings',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: 'The coin account: every asset of the selected book with its USDT value.',
        response: { 200: envelopeSchema(holdingsSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listHoldings(deps, request.auth!.userId, request.book)),
  );
}
