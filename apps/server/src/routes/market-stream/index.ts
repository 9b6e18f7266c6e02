import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import type { MarketBroadcaster } from '../../realtime/market-broadcast.js';
import { openSpotStream } from '../../realtime/spot-stream.js';
import type { SpotRuntime } from '../../engines/spot/spot-runtime.js';

/** /websocket/message: the live price list (SPEC §7); /websocket/spot: a spot market's depth and trades. Public. */
export default async function marketStreamRoutes(
  app: FastifyInstance,
  { broadcaster, spot, deps }: { broadcaster: MarketBroadcaster; spot: SpotRuntime; deps: Deps },
) {
  app.get(
    '/websocket/message',
    { websocket: true, preValidation: [app.limitSockets], schema: { hide: true } },
    (socket) => broadcaster.add(socket),
  );
  app.get(
    '/websocket/spot',
    {
      websocket: true,
      preValidation: [app.limitSockets],
      schema: {
        tags: ['spot'],
        description:
          'WebSocket, public. Query `code` (BTCUSDT) and `book` (demo | real). Sends `{"type":"depth",depth}` and `{"type":"trades",code,book,trades}` on connect and on every change.',
      },
    },
    (socket, request) =>
      void openSpotStream(
        socket,
        request.query as { code?: string; book?: string },
        spot.tape,
        deps.db,
        request.log,
      ),
  );
}
