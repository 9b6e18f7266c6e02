import type { FastifyInstance } from 'fastify';
import type { MarketBroadcaster } from '../../realtime/market-broadcast.js';

/** /websocket/message: the live price list (SPEC §7), public. */
export default async function marketStreamRoutes(
  app: FastifyInstance,
  { broadcaster }: { broadcaster: MarketBroadcaster },
) {
  app.get('/websocket/message', { websocket: true, schema: { hide: true } }, (socket) =>
    broadcaster.add(socket),
  );
}
