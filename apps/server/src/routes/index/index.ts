import {
  candleSchema,
  contentDetailSchema,
  contentIdParams,
  contentItemSchema,
  contentTypeParams,
  paramKeyParams,
  paramResultSchema,
  platformStatsSchema,
  envelopeSchema,
  kValueQuery,
  listMarketByTypeQuery,
  marketIdParams,
  marketItemSchema,
} from '@meridian/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { getContent } from '../../services/content/get-content.js';
import { listContents } from '../../services/content/list-contents.js';
import { getParam } from '../../services/content/get-param.js';
import { getCandles } from '../../services/market/get-candles.js';
import { getMarketInfo, MarketListReplies } from '../../services/market/list-markets.js';
import { messageFor } from '../../plugins/envelope.js';
import { chooseEncoding } from '../../lib/content-encoding.js';
import { getPlatformStats } from '../../services/market/get-platform-stats.js';

/** `vary` with `name` added once. */
function withVary(current: unknown, name: string): string {
  const names =
    typeof current === 'string' && current ? current.split(',').map((v) => v.trim()) : [];
  if (names.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase()))
    return names.join(', ');
  return [...names, name].join(', ');
}

/** SPEC §7 "Index", under /swx/customer/index: public market data. */
export default async function indexRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['markets'];

  const marketListReply = envelopeSchema(z.array(marketItemSchema));
  // Encoded and stringified as the route's serializer would (fastify-type-provider-zod), but once
  // per change of the list rather than per request; the schema still documents the reply.
  const marketLists = new MarketListReplies(deps, (items, lang) =>
    JSON.stringify(
      z.encode(marketListReply, {
        code: 200,
        msg: messageFor(lang, 200),
        result: items,
      }),
    ),
  );
  app.get(
    '/listMarketByType',
    {
      schema: {
        tags,
        description:
          'Every instrument of a class, or all. The reply is built once per price change and carries an ETag (If-None-Match → 304); brotli or gzip by Accept-Encoding, compressed once per change.',
        querystring: listMarketByTypeQuery,
        response: { 200: marketListReply },
      },
    },
    async (request, typedReply) => {
      const prepared = marketLists.get(request.query.type, request.lang);
      // The typed reply only takes the schema's object; this one sends the prepared string.
      const reply = typedReply as FastifyReply;
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const variant = encoding ? prepared.encoded(encoding) : undefined;
      const etag = variant?.etag ?? prepared.etag;
      reply.header('etag', etag);
      reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
      const ifNoneMatch = request.headers['if-none-match'];
      // Any representation of the current list is still good (the cache keeps the one it has).
      const current = [prepared.etag, variant?.etag];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => current.includes(tag.trim())))
        return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      // The copy compressed once per change of the list (services/market/list-markets.ts).
      if (variant && encoding) return reply.header('content-encoding', encoding).send(variant.body);
      // A string with a JSON content type is sent as it is: the per-request serializer is skipped.
      return reply.send(prepared.body);
    },
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

  app.get(
    '/listContents/:type',
    {
      schema: {
        tags: ['content'],
        description:
          'Pages of a type (1 company, 2 policy, 3 statement, 4 notice, 5 FAQ, 6 introduction) in the caller language.',
        params: contentTypeParams,
        response: { 200: envelopeSchema(z.array(contentItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await listContents(deps.db, request.params.type, request.lang)),
  );

  app.get(
    '/getContentsById/:id',
    {
      schema: {
        tags: ['content'],
        params: contentIdParams,
        response: { 200: envelopeSchema(contentDetailSchema) },
      },
    },
    async (request, reply) => reply.ok(await getContent(deps.db, request.params.id, request.lang)),
  );

  app.get(
    '/getParamByKey/:key',
    {
      schema: {
        tags: ['content'],
        params: paramKeyParams,
        response: { 200: envelopeSchema(paramResultSchema) },
      },
    },
    async (request, reply) => reply.ok(await getParam(deps.db, request.params.key)),
  );

  app.get(
    '/getPlatformStats',
    {
      schema: {
        tags,
        description:
          'Home-page figures computed live: 24h platform volume, listed instruments, registered users, lowest fee.',
        response: { 200: envelopeSchema(platformStatsSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getPlatformStats(deps)),
  );
}
