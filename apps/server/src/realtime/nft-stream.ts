import type { NftStreamMessage } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from './bus.js';
import { startHeartbeat } from './heartbeat.js';
import { SLOW_CONSUMER_BYTES } from './market-broadcast.js';
import { sendJson } from './send-json.js';

/**
 * One socket of /websocket/nft?id=N (public): the item's live figures on connecting, then after
 * every bid, sale or close, from any server process (the bus topic `nft:<id>`, published after the
 * commit). Incoming messages are ignored; an unknown item gets `{"type":"error","code":404}`.
 */
export async function openNftStream(
  socket: WebSocket,
  query: { id?: string },
  bus: Bus,
  topicOf: (id: number) => string,
  snapshot: (id: number) => Promise<NftStreamMessage | null>,
  log: FastifyBaseLogger,
) {
  const send = (message: NftStreamMessage) => sendJson(socket, message, SLOW_CONSUMER_BYTES);
  const id = Number(query.id);
  socket.on('message', () => undefined);
  if (!Number.isSafeInteger(id) || id < 1) {
    send({ type: 'error', code: 404 });
    socket.close(1008, 'unknown item');
    return;
  }
  const stopHeartbeat = startHeartbeat(socket, 30_000);
  let unsubscribe: (() => Promise<void>) | undefined;
  let closed = false;
  socket.on('close', () => {
    closed = true;
    stopHeartbeat();
    void unsubscribe?.();
  });
  try {
    unsubscribe = await bus.subscribe(topicOf(id), (message) => send(message as NftStreamMessage));
    if (closed) return void unsubscribe();
    const first = await snapshot(id);
    if (!first) {
      send({ type: 'error', code: 404 });
      socket.close(1008, 'unknown item');
      return;
    }
    send(first);
  } catch (error) {
    log.error({ err: error }, 'nft stream could not start');
    socket.close(1011, 'unavailable');
  }
}
