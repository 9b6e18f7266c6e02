import {
  candleSchema,
  envelopeSchema,
  kValueQuery,
  listMarketByTypeQuery,
  marketIdParams,
  marketItemSchema,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { getCandles } from '../../services/market/get-candles.js';
import { getMarketInfo, listMarkets } from '../../services/market/list-markets.js';

/** SPEC §7 "Index", under /swx/customer/index: public market data. */
export default async function indexRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['markets'];

  app.get(
    '/listMarketByType',
    {
      schema: {
        tags,
        querystring: listMarketByTypeQuery,
        response: { 200: envelopeSchema(z.array(marketItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(listMarkets(deps, request.query.type)),
  );

  app.get(
    '/getMarketInfo/:id',
    {
      schema: { tags, params: marketIdParams, response: { 200: envelopeSchema(marketItemSchema) } },
    },
    async (request, reply) => reply.ok(getMarketInfo(deps, request.params.id)),
  );

  app.get(
    '/getKValueByCodeAndDate',
    {
      schema: {
        tags,
        description:
          'Candles (1m, 5m, 15m, 1h, 4h, 1d) of an instrument between two instants (epoch ms), oldest first.',
        querystring: kValueQuery,
        response: { 200: envelopeSchema(z.array(candleSchema)) },
      },
    },
    async (request, reply) => reply.ok(await getCandles(deps, request.query)),
  );
}
