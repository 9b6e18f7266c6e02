import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildServer, type BuildOptions, type Server } from '../../src/server.js';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { createTestClock, type TestClock } from './test-clock.js';
import { openTestDatabase } from './test-database.js';

export interface TestServer extends Server {
  time: TestClock;
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
  options: Partial<Omit<BuildOptions, 'config'>> & { env?: Record<string, string> } = {},
): Promise<TestServer> {
  const time = createTestClock();
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    DATA_DIR: '/nonexistent-test-data-dir',
    ...options.env,
  });
  const server = await buildServer({
    clock: time.clock,
    logger: false,
    ...options,
    database: options.database ?? (await openTestDatabase()),
    config,
  });
  return {
    ...server,
    time,
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
