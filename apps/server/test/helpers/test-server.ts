import { afterAll, beforeAll } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildServer, type BuildOptions, type Server } from '../../src/server.js';
import { SimulatedFeed } from '../../src/feeds/simulated-feed.js';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { createTestClock, type TestClock } from './test-clock.js';
import { openTestDatabase } from './test-database.js';

export interface TestServer extends Server {
  time: TestClock;
  /** Advances the test clock one feed step at a time and steps the simulated feed `steps` times. */
  stepMarket(steps?: number, stepMs?: number): void;
  /** app.inject returning the parsed envelope as well. */
  call(
    options: InjectOptions,
  ): Promise<{ status: number; body: Envelope; response: LightMyRequestResponse }>;
  /** Fails the test if any ledger invariant is broken. */
  assertLedgerSound(): Promise<void>;
}

export interface Envelope<T = any> {
  code: number;
  msg: string;
  result: T;
}

export async function createTestServer(
  options: Partial<Omit<BuildOptions, 'config'>> & {
    env?: Record<string, string>;
    startAt?: Date;
  } = {},
): Promise<TestServer> {
  const time = createTestClock(options.startAt);
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    DATA_DIR: '/nonexistent-test-data-dir',
    ...options.env,
  });
  let feed: SimulatedFeed | undefined;
  const server = await buildServer({
    clock: time.clock,
    logger: false,
    // No generated past unless a test asks for it (tests count candles and 24 h changes).
    marketHistory: false,
    createFeed: (instruments) =>
      (feed = new SimulatedFeed(instruments, {
        seed: config.market.seed,
        stepMs: 1000,
        clock: time.clock,
        autoStart: false,
      })),
    ...options,
    database: options.database ?? (await openTestDatabase()),
    config,
  });
  return {
    ...server,
    time,
    stepMarket(steps = 1, stepMs = 1000) {
      if (!feed) throw new Error('this test server has no hand-stepped feed');
      for (let i = 0; i < steps; i += 1) {
        time.advance(stepMs);
        feed.step();
      }
    },
    async call(injectOptions) {
      const response = await server.app.inject(injectOptions);
      let body: Envelope;
      try {
        body = response.json();
      } catch {
        body = { code: -1, msg: response.body, result: null };
      }
      return { status: response.statusCode, body, response };
    },
    async assertLedgerSound() {
      const { violations } = await verifyLedger(server.deps.db);
      if (violations.length > 0) {
        throw new Error(
          `Ledger invariants broken:\n${JSON.stringify(violations, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2)}`,
        );
      }
    },
  };
}

/**
 * One test server for the whole file: created before the first test, checked (ledger invariants)
 * and closed after the last. Returns a stand-in that forwards to the live server.
 */
export function useTestServer(
  options: Parameters<typeof createTestServer>[0] = {},
  { checkLedger = true }: { checkLedger?: boolean } = {},
): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await createTestServer(options);
  });
  afterAll(async () => {
    if (!current) return;
    try {
      if (checkLedger) await current.assertLedgerSound();
    } finally {
      await current.close();
    }
  });
  return new Proxy({} as TestServer, {
    get(_target, property) {
      if (!current)
        throw new Error('the test server is not started yet (use it inside tests or hooks)');
      const value = Reflect.get(current, property, current) as unknown;
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(current)
        : value;
    },
  });
}
