import type { Socket } from 'node:net';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/deps.js';
import { userTopic, type Bus } from '../../src/realtime/bus.js';
import type { UserChannelOptions } from '../../src/realtime/user-channel.js';
import { envelopePlugin } from '../../src/plugins/envelope.js';
import { socketLimitsPlugin } from '../../src/plugins/socket-limits.js';
import realtimeRoutes from '../../src/routes/realtime/index.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { usingPostgres } from '../helpers/test-database.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';
import { openSocket, signIn, within, wsUrl, type TestSocket } from './ws-client.js';

let server: TestServer;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await createTestServer();
  url = wsUrl(await server.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
});
afterAll(async () => {
  await server.close();
});

async function connect(token: string) {
  const signedIn = await signIn(url, token);
  sockets.push(signedIn.socket);
  return signedIn;
}

async function open(target = url, options = {}) {
  const socket = await openSocket(target, options);
  sockets.push(socket);
  return socket;
}

function resetDemo(user: RegisteredUser) {
  return server.call({
    method: 'POST',
    url: '/swx/customer/user/resetDemo',
    headers: { authorization: user.token },
  });
}

describe(`/websocket/user on the app (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('signs in, reports the unread count, and pushes a new notification to its owner only', async () => {
    const alice = await registerByEmail(server);
    const bob = await registerByEmail(server);
    const a = await connect(alice.token);
    const b = await connect(bob.token);
    expect(a.ready).toEqual({ type: 'ready', unread: 1 });

    expect((await resetDemo(alice)).body.code).toBe(200);
    const pushed = await a.socket.next((m) => m.type === 'notification');
    expect(pushed.notification).toMatchObject({
      kind: 'demoReset',
      readAt: null,
      params: { amount: expect.any(String) },
    });
    const listed = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: alice.token },
    });
    const stored = listed.body.result.items.find(
      (item: { id: string }) => item.id === pushed.notification.id,
    );
    expect(stored).toMatchObject({ kind: 'demoReset', params: pushed.notification.params });

    // The bus delivers before resetDemo answers; a pong after it proves Bob got nothing.
    b.socket.send({ type: 'ping' });
    await b.socket.next((m) => m.type === 'pong');
    expect(b.socket.received.map((m) => m.type)).toEqual(['ready', 'pong']);
  });

  it('tells every tab the new unread count when one marks read', async () => {
    const user = await registerByEmail(server);
    const tab1 = await connect(user.token);
    const tab2 = await connect(user.token);
    const marked = await server.call({
      method: 'POST',
      url: '/swx/customer/user/readNotification',
      headers: { authorization: user.token },
      payload: { all: true },
    });
    expect(marked.body.result).toEqual({ unread: 0 });
    for (const tab of [tab1, tab2]) {
      expect(await tab.socket.next((m) => m.type === 'unread')).toEqual({
        type: 'unread',
        unread: 0,
      });
    }
    // A new connection starts from the stored count.
    expect((await connect(user.token)).ready).toEqual({ type: 'ready', unread: 0 });
  });

  it('answers ping with pong, and an unknown message with error 400 while staying open', async () => {
    const user = await registerByEmail(server);
    const { socket } = await connect(user.token);
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.send({ type: 'subscribe', topic: 'user:someone-else' });
    expect(await socket.next()).toEqual({ type: 'error', code: 400 });
    socket.send('not json');
    expect(await socket.next()).toEqual({ type: 'error', code: 400 });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
  });

  it.each([
    ['a wrong token', { type: 'auth', token: 'mrd_not-a-session' }],
    ['an over-long token', { type: 'auth', token: `mrd_${'x'.repeat(300)}` }],
    ['a ping before auth', { type: 'ping' }],
    ['text that is not JSON', 'hello'],
  ])('refuses %s with error 401 and close 4401', async (_what, first) => {
    const socket = await open();
    socket.send(first);
    const closed = await within(socket.closed, 5_000, 'close');
    expect(closed.code).toBe(4401);
    expect(socket.received).toEqual([{ type: 'error', code: 401 }]);
  });

  it('refuses a revoked token', async () => {
    const user = await registerByEmail(server);
    const logout = await server.call({
      method: 'POST',
      url: '/swx/customer/login/logout',
      headers: { authorization: user.token },
    });
    expect(logout.body.code).toBe(200);
    const socket = await open();
    socket.send({ type: 'auth', token: user.token });
    expect((await within(socket.closed, 5_000, 'close')).code).toBe(4401);
    expect(socket.received).toEqual([{ type: 'error', code: 401 }]);
  });
});

/** Subscriptions still open on a bus, to see that closed sockets leave none behind. */
function trackingBus(inner: Bus) {
  let active = 0;
  const bus: Bus = {
    publish: (topic, message) => inner.publish(topic, message),
    async subscribe(topic, handler) {
      const off = await inner.subscribe(topic, handler);
      // Only user topics: the process-wide session-revocation listener is not a socket's.
      if (!topic.startsWith('user:')) return off;
      active += 1;
      let done = false;
      return async () => {
        if (!done) active -= 1;
        done = true;
        await off();
      };
    },
    async close() {},
  };
  return { bus, active: () => active };
}

describe('/websocket/user timings and limits (shortened for the test)', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.ws.terminate();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** The realtime routes alone, on the test server's database and bus, logging at trace level. */
  async function startChannel(channel: Partial<UserChannelOptions>, deps: Deps = server.deps) {
    const logs: string[] = [];
    const app = Fastify({
      logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } },
    });
    apps.push(app);
    await app.register(websocket);
    await app.register(envelopePlugin);
    await app.register(socketLimitsPlugin, { deps });
    await app.register(realtimeRoutes, { deps, userChannel: channel });
    return { url: wsUrl(await app.listen({ port: 0, host: '127.0.0.1' })), logs };
  }

  it('closes a socket that does not sign in in time', async () => {
    const channel = await startChannel({ authTimeoutMs: 200 });
    const socket = await open(channel.url);
    const closed = await within(socket.closed, 5_000, 'close');
    expect(closed.code).toBe(4401);
    expect(socket.received).toEqual([]);
  });

  it('keeps answering clients that answer pings, and ends the feed when the session is signed out', async () => {
    const user = await registerByEmail(server);
    const tracked = trackingBus(server.deps.bus);
    const channel = await startChannel({ heartbeatMs: 100 }, { ...server.deps, bus: tracked.bus });
    const socket = await open(channel.url);
    socket.send({ type: 'auth', token: user.token });
    await socket.next((m) => m.type === 'ready');
    expect(tracked.active()).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });

    await server.call({
      method: 'POST',
      url: '/swx/customer/login/logout',
      headers: { authorization: user.token },
    });
    expect((await within(socket.closed, 5_000, 'close')).code).toBe(4401);
    expect(socket.received.at(-1)).toEqual({ type: 'error', code: 401 });
    await expect.poll(() => tracked.active()).toBe(0);
  });

  it('terminates a peer that stops answering pings', async () => {
    const user = await registerByEmail(server);
    const tracked = trackingBus(server.deps.bus);
    const channel = await startChannel({ heartbeatMs: 100 }, { ...server.deps, bus: tracked.bus });
    const socket = await open(channel.url, { autoPong: false });
    socket.send({ type: 'auth', token: user.token });
    await socket.next((m) => m.type === 'ready');
    // Terminated without a close frame: the client sees an abnormal closure.
    expect((await within(socket.closed, 5_000, 'close')).code).toBe(1006);
    await expect.poll(() => tracked.active()).toBe(0);
  });

  it('closes a client that stops reading with 1013 instead of buffering without bound', async () => {
    const user = await registerByEmail(server);
    const channel = await startChannel({ maxBufferedBytes: 256 * 1024 });
    const socket = await open(channel.url);
    socket.send({ type: 'auth', token: user.token });
    await socket.next((m) => m.type === 'ready');

    const tcp = (socket.ws as any)._socket as Socket;
    tcp.pause();
    const filler = 'x'.repeat(64 * 1024);
    const published = 400; // 25 MiB: more than the loopback socket buffers can hide.
    for (let i = 0; i < published; i += 1) {
      await server.deps.bus.publish(userTopic(user.userId), { type: 'filler', i, filler });
    }
    tcp.resume();
    expect((await within(socket.closed, 10_000, 'close')).code).toBe(1013);
    const fillers = socket.received.filter((m) => m.type === 'filler');
    expect(fillers.length).toBeGreaterThan(0);
    expect(fillers.length).toBeLessThan(published);
  });

  it('never logs the token, and closes with 1011 when the bus fails', async () => {
    const user = await registerByEmail(server);
    const good = await startChannel({});
    const ok = await open(good.url);
    ok.send({ type: 'auth', token: user.token });
    await ok.next((m) => m.type === 'ready');
    const refused = await open(good.url);
    refused.send({ type: 'auth', token: 'mrd_secret-but-wrong' });
    await within(refused.closed, 5_000, 'close');

    const broken: Bus = {
      ...server.deps.bus,
      publish: (topic, message) => server.deps.bus.publish(topic, message),
      // Down when a socket subscribes (the process-wide listeners were set up before).
      subscribe: async (topic, handler) => {
        if (!topic.startsWith('user:')) return server.deps.bus.subscribe(topic, handler);
        throw new Error('bus down');
      },
    };
    const failing = await startChannel({}, { ...server.deps, bus: broken });
    const victim = await open(failing.url);
    victim.send({ type: 'auth', token: user.token });
    expect((await within(victim.closed, 5_000, 'close')).code).toBe(1011);

    const allLogs = [...good.logs, ...failing.logs].join('\n');
    expect(failing.logs.join('\n')).toContain('bus down');
    expect(allLogs).not.toContain(user.token);
    expect(allLogs).not.toContain('mrd_secret-but-wrong');
  });
});
