import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentPrefix } from '../../src/db/deployment-prefix.js';
import type { Bus } from '../../src/realtime/bus.js';
import { createRedisBus } from '../../src/realtime/redis-bus.js';
import { registerByEmail } from '../helpers/accounts.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';

// Two deployments (each its own database) pointed at ONE Redis server: nothing of one may reach
// the other. The traffic part needs Redis (MERIDIAN_TEST_REDIS=1, as `.ci/run` runs it); the
// namespace derivation is checked everywhere.
const USE_REDIS = process.env.MERIDIAN_TEST_REDIS === '1';
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

describe('the Redis namespace of a deployment', () => {
  it('differs between two databases, is the same for every process of one, and REDIS_PREFIX overrides it', async () => {
    const one = await openTestDatabase();
    const two = await openTestDatabase();
    try {
      const a = await deploymentPrefix(one, undefined, '/data/a/pgdata');
      const aAgain = await deploymentPrefix(one, undefined, '/data/a/pgdata');
      const b = await deploymentPrefix(two, undefined, '/data/a/pgdata');
      expect(a).toMatch(/^meridian:[0-9a-f]{16}:$/);
      expect(aAgain).toBe(a);
      expect(b).not.toBe(a);
      expect(await deploymentPrefix(one, 'shop-eu', '/x')).toBe('shop-eu:');
      expect(await deploymentPrefix(one, 'shop-eu:', '/x')).toBe('shop-eu:');
    } finally {
      await one.close();
      await two.close();
    }
  });
});

if (USE_REDIS) {
  describe('two deployments on one Redis server', () => {
    let a: TestServer;
    let b: TestServer;
    /** Listeners in each deployment's namespace, as another process of that deployment would be. */
    let listenA: Bus;
    let listenB: Bus;
    let redis: Redis;

    beforeAll(async () => {
      const env = { REDIS_URL };
      // No market maker and no depth heartbeat (every 2 s by default): a deployment publishes only
      // when its own books change, so anything B's listeners hear while only A trades leaked.
      const spot = { marketMaker: false, depthHeartbeatMs: 3_600_000 };
      a = await createTestServer({ env, spot });
      b = await createTestServer({ env, spot });
      listenA = await createRedisBus(REDIS_URL, a.redisPrefix);
      listenB = await createRedisBus(REDIS_URL, b.redisPrefix);
      redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
      // Each writer announces its (empty) books once, at its first depth round (every 250 ms)
      // after it starts leading; with the heartbeat an hour away that is all it sends on its own.
      // Waiting well past it means what B's listeners hear later can only have leaked from A.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    });
    afterAll(async () => {
      await listenA?.close();
      await listenB?.close();
      await a?.close();
      await b?.close();
      if (redis) {
        // Rate-limit counters the two deployments left behind.
        for (const prefix of [a?.redisPrefix, b?.redisPrefix]) {
          if (!prefix) continue;
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length > 0) await redis.del(...keys);
        }
        await redis.quit();
      }
    });

    function collect(bus: Bus, topic: string) {
      const seen: unknown[] = [];
      const off = bus.subscribe(topic, (message) => seen.push(message));
      return { seen, off };
    }

    it('uses a different namespace in each', () => {
      expect(a.redisPrefix).toMatch(/^meridian:[0-9a-f]{16}:$/);
      expect(b.redisPrefix).toMatch(/^meridian:[0-9a-f]{16}:$/);
      expect(a.redisPrefix).not.toBe(b.redisPrefix);
    });

    it('no price, spot order, spot reply or notification of one reaches the other', async () => {
      expect([a.spot.isWriter, b.spot.isWriter]).toEqual([true, true]);
      const alice = await registerByEmail(a);
      const topics = ['market:ticks', 'spot:md', 'spot:probe-reply', `user:${alice.userId}`];
      const inA = topics.map((topic) => collect(listenA, topic));
      const inB = topics.map((topic) => collect(listenB, topic));
      await Promise.all([...inA, ...inB].map((c) => c.off));

      a.stepMarket(3);
      const reset = await a.call({
        method: 'POST',
        url: '/swx/customer/user/resetDemo',
        headers: { authorization: alice.token },
      });
      expect(reset.body).toMatchObject({ code: 200 });
      const ordered = await a.call({
        method: 'POST',
        url: '/swx/customer/order/submit',
        headers: { authorization: alice.token },
        payload: { code: 'BTCUSDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.01' },
      });
      expect(ordered.body).toMatchObject({ code: 200 });
      // A spot command forwarded in deployment A's namespace, as a non-writer process of A
      // would send it (cancelling an order that does not exist): only A's writer answers. A
      // malformed one first: it is ignored, not fatal to the writer.
      await listenA.publish('spot:cmd', { probe: true });
      await listenA.publish('spot:cmd', {
        requestId: 'probe-1',
        replyTo: 'spot:probe-reply',
        key: { book: 'demo', pair: 'BTCUSDT' },
        command: { kind: 'cancel', userId: alice.userId, orderId: 999_999, claim: null },
      });

      // Deployment A's own listeners heard its ticks, trades and the notification...
      await expect.poll(() => inA[0]!.seen.length, { timeout: 5_000 }).toBeGreaterThan(0);
      await expect.poll(() => inA[3]!.seen.length, { timeout: 5_000 }).toBeGreaterThan(0);
      await expect.poll(() => inA[2]!.seen.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(inA[2]!.seen[0]).toMatchObject({ requestId: 'probe-1', outcome: { ok: false } });
      // ...and a round trip through Redis in B's namespace shows B heard none of it.
      const marker = collect(listenB, 'marker');
      await marker.off;
      await listenB.publish('marker', { done: true });
      await expect.poll(() => marker.seen.length, { timeout: 5_000 }).toBe(1);
      expect(inB.map((c) => c.seen.length)).toEqual([0, 0, 0, 0]);

      // B's own traffic stays in B.
      const beforeA = inA[0]!.seen.length;
      b.stepMarket(3);
      await expect.poll(() => inB[0]!.seen.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(inA[0]!.seen.length).toBe(beforeA);
    });

    it("keeps each deployment's rate-limit counters apart", async () => {
      await a.deps.rateLimiter.hit('probe:shared-key', 1, 60_000);
      expect((await a.deps.rateLimiter.peek('probe:shared-key', 1)).allowed).toBe(false);
      expect((await b.deps.rateLimiter.peek('probe:shared-key', 1)).allowed).toBe(true);
    });
  });
}
