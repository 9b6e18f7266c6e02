import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import type { Bus } from '../../src/realtime/bus.js';
import { createMemoryBus } from '../../src/realtime/memory-bus.js';
import { createRedisBus } from '../../src/realtime/redis-bus.js';
import { createMemoryRateLimiter } from '../../src/services/rate-limit/memory-rate-limiter.js';
import type { RateLimiter } from '../../src/services/rate-limit/rate-limiter.js';
import { createRedisRateLimiter } from '../../src/services/rate-limit/redis-rate-limiter.js';
import { registerByEmail } from '../helpers/accounts.js';
import { createTestClock } from '../helpers/test-clock.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';
import { signIn, within, wsUrl, type TestSocket } from '../notifications/ws-client.js';

// With MERIDIAN_TEST_REDIS=1 each server gets its own Redis bus, as two processes would; without
// it both share one in-memory bus, so `npm test` passes on a machine without Redis.
const USE_REDIS = process.env.MERIDIAN_TEST_REDIS === '1';
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const BACKEND = USE_REDIS ? 'Redis' : 'in-memory';
/** Everything this run puts in Redis lives under this prefix and is deleted at the end. */
const PREFIX = `meridian-test-${randomBytes(6).toString('hex')}:`;

const withoutClose = <T extends { close(): Promise<void> }>(thing: T): T => ({
  ...thing,
  close: async () => {},
});

async function redisKeysUnderPrefix(redis: Redis): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

let redis: Redis | undefined;
beforeAll(async () => {
  if (USE_REDIS) redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
});
afterAll(async () => {
  if (!redis) return;
  const left = await redisKeysUnderPrefix(redis);
  if (left.length > 0) await redis.del(...left);
  await redis.quit();
});

describe(`fan-out between two servers on one database (${BACKEND} bus)`, () => {
  let database: Database;
  let memoryBus: Bus | undefined;
  let serverA: TestServer;
  let serverB: TestServer;
  let urlA: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    // The servers must not close the database they share; it is closed once, after both.
    const shared = withoutClose(database);
    let busA: Bus;
    let busB: Bus;
    if (USE_REDIS) {
      busA = await createRedisBus(REDIS_URL, PREFIX);
      busB = await createRedisBus(REDIS_URL, PREFIX);
    } else {
      memoryBus = createMemoryBus();
      busA = busB = withoutClose(memoryBus);
    }
    serverA = await createTestServer({ database: shared, bus: busA });
    serverB = await createTestServer({ database: shared, bus: busB });
    urlA = wsUrl(await serverA.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await serverA?.close();
    await serverB?.close();
    await memoryBus?.close();
    await database?.close();
  });

  async function connectToA(token: string) {
    const signedIn = await signIn(urlA, token);
    sockets.push(signedIn.socket);
    return signedIn;
  }

  it('pushes to a socket on server A what happened through server B, and only to its owner', async () => {
    const alice = await registerByEmail(serverB);
    const bob = await registerByEmail(serverA);
    const a = await connectToA(alice.token);
    const b = await connectToA(bob.token);
    expect(a.ready).toEqual({ type: 'ready', unread: 1 });

    const reset = await serverB.call({
      method: 'POST',
      url: '/swx/customer/user/resetDemo',
      headers: { authorization: alice.token },
    });
    expect(reset.body.code).toBe(200);
    const pushed = await a.socket.next((m) => m.type === 'notification');
    expect(pushed.notification.kind).toBe('demoReset');

    const marked = await serverB.call({
      method: 'POST',
      url: '/swx/customer/user/readNotification',
      headers: { authorization: alice.token },
      payload: { all: true },
    });
    expect(marked.body.result).toEqual({ unread: 0 });
    expect(await a.socket.next((m) => m.type === 'unread')).toEqual({ type: 'unread', unread: 0 });

    // Redis keeps per-connection order: anything for Bob would arrive before this pong.
    b.socket.send({ type: 'ping' });
    await b.socket.next((m) => m.type === 'pong');
    expect(b.socket.received.map((m) => m.type)).toEqual(['ready', 'pong']);
  });

  async function login(server: TestServer, email: string, password: string): Promise<string> {
    const reply = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: email, password },
    });
    expect(reply.body).toMatchObject({ code: 200 });
    return reply.body.result.token;
  }

  it("signing out on server B closes that session's socket on server A within a second, and its token stops working on A at once", async () => {
    const dave = await registerByEmail(serverA);
    const other = await login(serverA, dave.email, dave.password);
    const ended = await connectToA(dave.token);
    const kept = await connectToA(other);
    // Server A has just authenticated the token: it sits in A's short cache.
    const before = await serverA.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: dave.token },
    });
    expect(before.status).toBe(200);

    const startedMs = Date.now();
    const out = await serverB.call({
      method: 'POST',
      url: '/swx/customer/login/logout',
      headers: { authorization: dave.token },
    });
    expect(out.body.code).toBe(200);
    const closed = await within(ended.socket.closed, 1_000, 'socket of the ended session');
    expect(closed.code).toBe(4401);
    expect(Date.now() - startedMs).toBeLessThan(1_000);
    expect(ended.socket.received.at(-1)).toEqual({ type: 'error', code: 401 });

    const after = await serverA.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: dave.token },
    });
    expect(after.status).toBe(401);
    // The same user's other session is untouched.
    kept.socket.send({ type: 'ping' });
    await kept.socket.next((m) => m.type === 'pong');
    expect(kept.socket.ws.readyState).toBe(kept.socket.ws.OPEN);
  });

  it("a password change on server B closes the user's other sessions' sockets on server A, not the changer's", async () => {
    const erin = await registerByEmail(serverA);
    const elsewhere = await login(serverA, erin.email, erin.password);
    const changer = await connectToA(erin.token);
    const other = await connectToA(elsewhere);
    const changed = await serverB.call({
      method: 'POST',
      url: '/swx/customer/user/repassword',
      headers: { authorization: erin.token },
      payload: { oldPassword: erin.password, newPassword: 'another horse 43' },
    });
    expect(changed.body.code).toBe(20005);
    expect((await within(other.socket.closed, 1_000, "the other session's socket")).code).toBe(
      4401,
    );
    // The changer's socket stays and receives the password-changed notification.
    const notice = await changer.socket.next((m) => m.type === 'notification');
    expect(notice.notification.kind).toBe('passwordChanged');
    expect(changer.socket.ws.readyState).toBe(changer.socket.ws.OPEN);
  });

  it('stops delivering to a closed socket and drops the subscription with the last one', async () => {
    const carol = await registerByEmail(serverA);
    const first = await connectToA(carol.token);
    const second = await connectToA(carol.token);
    first.socket.ws.close();
    await first.socket.closed;
    await serverB.call({
      method: 'POST',
      url: '/swx/customer/user/resetDemo',
      headers: { authorization: carol.token },
    });
    await second.socket.next((m) => m.type === 'notification');
    expect(first.socket.received.map((m) => m.type)).toEqual(['ready']);

    if (redis) {
      // Server A's subscriber connection listens on Carol's channel until her last socket goes.
      const channel = `${PREFIX}user:${carol.userId}`;
      const subscribers = async () =>
        Number(((await redis!.pubsub('NUMSUB', channel)) as [string, number])[1]);
      expect(await subscribers()).toBe(1);
      second.socket.ws.close();
      await expect.poll(subscribers).toBe(0);
    }
  });
});

describe(`rate limiter (${BACKEND})`, () => {
  const time = createTestClock();
  let one: RateLimiter;
  let two: RateLimiter;

  beforeAll(() => {
    if (USE_REDIS) {
      // Two instances, as two server processes would have, counting in one place.
      one = createRedisRateLimiter(REDIS_URL, `${PREFIX}rl:`);
      two = createRedisRateLimiter(REDIS_URL, `${PREFIX}rl:`);
    } else {
      one = two = createMemoryRateLimiter(time.clock);
    }
  });
  afterAll(async () => {
    await one?.close();
    if (two !== one) await two?.close();
  });

  const across = USE_REDIS ? ', counting across two instances' : '';
  it(`allows up to the limit, then refuses with a retry time${across}`, async () => {
    const key = 'login:alice';
    const windowMs = 60_000;
    expect(await one.hit(key, 3, windowMs)).toMatchObject({ allowed: true, count: 1 });
    expect(await two.hit(key, 3, windowMs)).toMatchObject({ allowed: true, count: 2 });
    expect(await one.hit(key, 3, windowMs)).toMatchObject({ allowed: true, count: 3 });
    const refused = await two.hit(key, 3, windowMs);
    expect(refused).toMatchObject({ allowed: false, count: 4 });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(windowMs);

    const peeked = await one.peek(key, 3);
    expect(peeked).toMatchObject({ allowed: false, count: 4 });
    expect(peeked.retryAfterMs).toBeGreaterThan(0);
    expect((await two.peek(key, 3)).count).toBe(4);

    expect(await one.hit('login:bob', 3, windowMs)).toMatchObject({ allowed: true, count: 1 });

    if (redis) {
      const ttl = await redis.pttl(`${PREFIX}rl:${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(windowMs);
    }

    await two.reset(key);
    expect(await one.peek(key, 3)).toMatchObject({ allowed: true, count: 0 });
  });

  it('opens again when the window has passed', async () => {
    const key = 'send-code:window';
    const windowMs = 300;
    await one.hit(key, 1, windowMs);
    expect((await two.hit(key, 1, windowMs)).allowed).toBe(false);
    if (USE_REDIS) await new Promise((resolve) => setTimeout(resolve, windowMs + 200));
    else time.advance(windowMs + 1);
    expect(await one.hit(key, 1, windowMs)).toMatchObject({ allowed: true, count: 1 });
  });
});
