import type { WebSocket } from 'ws';

/** WebSocket close code for "try again later" (RFC 6455 §7.4.1): the client fell behind. */
export const CLOSE_SLOW_CONSUMER = 1013;

/**
 * Sends `message` as JSON text unless the socket already holds more than `maxBufferedBytes`
 * unsent: a client that stops reading would otherwise make this process buffer without bound.
 * Such a client is closed with 1013 and can reconnect and reload. Returns whether it was sent.
 */
export function sendJson(socket: WebSocket, message: unknown, maxBufferedBytes: number): boolean {
  return sendText(socket, JSON.stringify(message), maxBufferedBytes);
}

/** The same guard for text serialised once and sent to many sockets (the live list). */
export function sendText(socket: WebSocket, text: string, maxBufferedBytes: number): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  if (socket.bufferedAmount > maxBufferedBytes) {
    socket.close(CLOSE_SLOW_CONSUMER, 'slow consumer');
    return false;
  }
  socket.send(text);
  return true;
}
