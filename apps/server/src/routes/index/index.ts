import { endpoints, envelopeSchema } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
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
import { endpointRawRoute, endpointRoute } from '../endpoint-route.js';

/** `vary` with `name` added once. */
function withVary(current: unknown, name: string): string {
  const names =
    typeof current === 'string' && current ? current.split(',').map((v) => v.trim()) : [];
  if (names.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase()))
    return names.join(', ');
  return [...names, name].join(', ');
}

/** SPEC §7 "Index": public market data (declared in the contract's endpoint table). */
export default async function indexRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const marketListReply = envelopeSchema(endpoints.listMarketByType.result);
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
  endpointRawRoute(fastify, endpoints.listMarketByType, async ({ query }, request, reply) => {
    const prepared = marketLists.get(query.type, request.lang);
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
  });
  endpointRoute(fastify, endpoints.getMarketInfo, async ({ params }) =>
    getMarketInfo(deps, params.id),
  );
  endpointRoute(fastify, endpoints.getKValueByCodeAndDate, ({ query }) => getCandles(deps, query));
  endpointRoute(fastify, endpoints.listContents, ({ params }, request) =>
    listContents(deps.db, params.type, request.lang),
  );
  endpointRoute(fastify, endpoints.getContentsById, ({ params }, request) =>
    getContent(deps.db, params.id, request.lang),
  );
  endpointRoute(fastify, endpoints.getParamByKey, ({ params }) => getParam(deps.db, params.key));
  endpointRoute(fastify, endpoints.getPlatformStats, () => getPlatformStats(deps));
}
