import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import type { Bus } from '../../src/realtime/bus.js';
import { createMemoryBus } from '../../src/realtime/memory-bus.js';
import { createRedisBus } from '../../src/realtime/redis-bus.js';
import { anotherHandle } from '../helpers/another-handle.js';
import { signInStaff } from '../helpers/staff.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';

// With MERIDIAN_TEST_REDIS=1 each server has its own Redis bus, as two processes would; without
// it both share one in-memory bus, so `npm test` passes on a machine without Redis.
const USE_REDIS = process.env.MERIDIAN_TEST_REDIS === '1';
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `meridian-test-${randomBytes(6).toString('hex')}:`;

describe(`a staff change reaches every process (${USE_REDIS ? 'Redis' : 'in-memory'} bus)`, () => {
  let database: Database;
  let memoryBus: Bus | undefined;
  let serverA: TestServer;
  let serverB: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase();
    let busA: Bus;
    let busB: Bus;
    if (USE_REDIS) {
      busA = await createRedisBus(REDIS_URL, PREFIX);
      busB = await createRedisBus(REDIS_URL, PREFIX);
    } else {
      memoryBus = createMemoryBus();
      busA = busB = { ...memoryBus, close: async () => undefined };
    }
    // Each server has its own handle on the one database, hence its own settings snapshot.
    serverA = await createTestServer({ database: anotherHandle(database), bus: busA });
    serverB = await createTestServer({ database: anotherHandle(database), bus: busB });
  });

  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
    await memoryBus?.close();
    await database?.close();
  });

  it('B answers with the value saved on A within a second, without a restart', async () => {
    const admin = await signInStaff(serverA, 'admin');
    const lowestFee = async () =>
      (await serverB.call({ method: 'GET', url: '/swx/customer/index/getPlatformStats' })).body
        .result.lowestTradingFeePercent as string;
    // The lowest of the spot maker (8 bp), spot taker (10 bp) and margin commission (5 bp).
    expect(await lowestFee()).toBe('0.05');
    const saved = await serverA.call({
      method: 'PUT',
      url: '/swx/admin/settings',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { key: 'fees.marginCommissionBp', value: 3 },
    });
    expect(saved.body).toMatchObject({
      code: 200,
      result: { key: 'fees.marginCommissionBp', value: 3 },
    });
    const savedAt = Date.now();
    let seen = await lowestFee();
    while (seen !== '0.03' && Date.now() - savedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await lowestFee();
    }
    expect(seen).toBe('0.03');
  });
});
