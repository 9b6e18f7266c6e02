import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { MarketBroadcaster } from '../../realtime/market-broadcast.js';

declare module 'fastify' {
  interface FastifyInstance {
    marketBroadcaster: MarketBroadcaster;
  }
}

/** /websocket/message: the live price list (SPEC §7), public. */
export default async function marketStreamRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const broadcaster = new MarketBroadcaster(deps.market, deps.config.market.batchMs);
  broadcaster.start();
  app.decorate('marketBroadcaster', broadcaster);
  app.addHook('onClose', async () => broadcaster.stop());
  app.get('/websocket/message', { websocket: true, schema: { hide: true } }, (socket) =>
    broadcaster.add(socket),
  );
}
