import type { SpotStreamMessage } from '@meridian/contract';
import type { Book } from '@meridian/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client.js';
import { findSpotPairDef } from '../engines/spot/spot-pairs.js';
import type { SpotTape } from '../engines/spot/spot-tape.js';
import { startHeartbeat } from './heartbeat.js';
import { SLOW_CONSUMER_BYTES } from './market-broadcast.js';
import { sendJson } from './send-json.js';

/**
 * One socket of /websocket/spot?code=BTCUSDT&book=demo|real (public). On connecting it gets the
 * current depth and the last 50 trades; then every depth snapshot (top 20 levels, at most 4 a
 * second) and every batch of new trades of that market. Incoming messages are ignored. An unknown
 * pair gets `{"type":"error","code":404}` and is closed.
 */
export async function openSpotStream(
  socket: WebSocket,
  query: { code?: string; book?: string },
  tape: SpotTape,
  db: Db,
  log: FastifyBaseLogger,
) {
  const def = query.code ? findSpotPairDef(query.code) : undefined;
  const book: Book = query.book === 'real' ? 'real' : 'demo';
  const send = (message: SpotStreamMessage) => sendJson(socket, message, SLOW_CONSUMER_BYTES);
  if (!def) {
    send({ type: 'error', code: 404 });
    socket.close(1008, 'unknown pair');
    return;
  }
  socket.on('message', () => undefined);
  const off = tape.listen((messageBook, code, message) => {
    if (messageBook === book && code === def.code) send(message);
  });
  const stopHeartbeat = startHeartbeat(socket, 30_000);
  socket.on('close', () => {
    off();
    stopHeartbeat();
  });
  try {
    send({ type: 'depth', depth: tape.depth(book, def.code) });
    const trades = await tape.recentTrades(db, book, def.code);
    send({ type: 'trades', code: def.code, book, trades });
  } catch (error) {
    log.error({ err: error }, 'spot stream could not start');
    socket.close(1011, 'unavailable');
  }
}
