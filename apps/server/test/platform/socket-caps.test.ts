import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from '../helpers/settings.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';
import { openSocket, wsUrl, type TestSocket } from '../notifications/ws-client.js';

/** Resolves with the HTTP status that refused the upgrade, or 101 when it was accepted. */
function upgradeStatus(url: string, from: string): Promise<{ status: number; ws: WebSocket }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress: from });
    ws.once('open', () => resolve({ status: 101, ws }));
    ws.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, ws });
      response.resume();
    });
    ws.once('error', (error) => {
      if (ws.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

describe('WebSocket caps per client address and per process', () => {
  let server: TestServer;
  let base: string;
  const held: WebSocket[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    await setSetting(server, 'realtime.socketsPerAddress', 3);
    await setSetting(server, 'realtime.socketsTotal', 5);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const ws of held) ws.terminate();
    await server?.close();
  });

  async function open(path: string, from: string) {
    const result = await upgradeStatus(wsUrl(base, path), from);
    if (result.status === 101) held.push(result.ws);
    return result.status;
  }

  it('refuses an address its fourth socket across the public endpoints, others still get theirs up to the total', async () => {
    expect(await open('/websocket/message', '127.0.0.3')).toBe(101);
    expect(await open('/websocket/spot?code=BTCUSDT&book=demo', '127.0.0.3')).toBe(101);
    expect(await open('/websocket/user', '127.0.0.3')).toBe(101);
    expect(await open('/websocket/message', '127.0.0.3')).toBe(429);

    expect(await open('/websocket/message', '127.0.0.4')).toBe(101);
    expect(await open('/websocket/message', '127.0.0.4')).toBe(101);
    // Five open in the process: the total is reached for everyone.
    expect(await open('/websocket/message', '127.0.0.9')).toBe(429);
  });

  it('gives the slot back when a socket closes', async () => {
    const first = held.shift()!;
    const closed = new Promise((resolve) => first.once('close', resolve));
    first.close();
    await closed;
    // Within moments the freed slot serves a new socket from the same address.
    await expect.poll(() => open('/websocket/message', '127.0.0.3'), { timeout: 5_000 }).toBe(101);
  });

  it('still serves the live list on an accepted socket', async () => {
    for (const ws of held.splice(0)) ws.terminate();
    await expect.poll(() => open('/websocket/message', '127.0.0.9'), { timeout: 5_000 }).toBe(101);
    const socket: TestSocket = await openSocket(wsUrl(base, '/websocket/message'));
    const list = await socket.next();
    expect(Array.isArray(list)).toBe(true);
    socket.ws.close();
  });
});
