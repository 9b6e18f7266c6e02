import WebSocket, { type ClientOptions } from 'ws';

/** A WebSocket test client that keeps every message so a test can wait for the one it wants. */
export interface TestSocket {
  ws: WebSocket;
  /** Every parsed message received so far, in order. */
  received: any[];
  /** The first not yet taken message matching `match`, waiting up to `timeoutMs` for it. */
  next(match?: (message: any) => boolean, timeoutMs?: number): Promise<any>;
  send(message: unknown): void;
  /** Settles with the close code and reason once the socket is closed, by either side. */
  closed: Promise<{ code: number; reason: string }>;
}

/** The ws:// URL of a path on a Fastify instance listening on a port. */
export function wsUrl(address: string, path = '/websocket/user'): string {
  return address.replace(/^http/, 'ws') + path;
}

export async function openSocket(url: string, options: ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, options);
  const received: any[] = [];
  const untaken: any[] = [];
  const waiters: { match: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    received.push(message);
    const waiter = waiters.findIndex((w) => w.match(message));
    if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(message);
    else untaken.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    closed,
    send(message) {
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    next(match = () => true, timeoutMs = 5_000) {
      const index = untaken.findIndex(match);
      if (index >= 0) return Promise.resolve(untaken.splice(index, 1)[0]);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (m: any) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(
            new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(received)}`),
          );
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
  };
}

/** Opens a socket, signs in with `token` and waits for `ready`. */
export async function signIn(url: string, token: string) {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  const ready = await socket.next((m) => m.type === 'ready' || m.type === 'error');
  if (ready.type !== 'ready') throw new Error(`sign-in refused: ${JSON.stringify(ready)}`);
  return { socket, ready };
}

/** Rejects when `promise` takes longer than `ms`, so a missing close fails fast and clearly. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
