import { vi } from 'vitest';
import type { SocketLike } from '@/lib/live-prices';

/** A WebSocket that only records: tests call its handlers to play the server. */
export class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  closed = false;
  constructor(readonly url: string) {}
  send(_data?: unknown): void {}
  close() {
    this.closed = true;
  }
}

/**
 * Replaces the global WebSocket with `Socket` (default FakeSocket); returns every socket opened
 * since, in order.
 */
export function stubWebSockets<S = FakeSocket>(
  Socket: new (url: string) => S = FakeSocket as unknown as new (url: string) => S,
): S[] {
  const sockets: S[] = [];
  // Called with `new`, a function that returns an object gives that object.
  vi.stubGlobal('WebSocket', function WebSocket(url: string) {
    const socket = new Socket(url);
    sockets.push(socket);
    return socket;
  });
  return sockets;
}
