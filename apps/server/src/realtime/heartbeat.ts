import type { WebSocket } from 'ws';

/**
 * Pings every `intervalMs` and terminates the socket when the previous ping got no pong: a
 * vanished peer (sleeping laptop, dropped NAT entry) never sends a close frame, and its bus
 * subscription would live forever. `onBeat` runs on every ping (e.g. to re-check the session).
 * Returns a function that stops it.
 */
export function startHeartbeat(
  socket: WebSocket,
  intervalMs: number,
  onBeat?: () => void,
): () => void {
  let alive = true;
  const onPong = () => {
    alive = true;
  };
  socket.on('pong', onPong);
  const timer = setInterval(() => {
    if (socket.readyState !== socket.OPEN) return;
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
    onBeat?.();
  }, intervalMs);
  return () => {
    clearInterval(timer);
    socket.off('pong', onPong);
  };
}
