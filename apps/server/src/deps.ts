import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Bus } from './realtime/bus.js';
import type { Mailer } from './services/mail/mailer.js';
import type { MarketRuntime } from './engines/market/market-runtime.js';
import type { RateLimiter } from './services/rate-limit/rate-limiter.js';

/** What every use case may need; built once per app and passed in, so tests can swap parts. */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  bus: Bus;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  market: MarketRuntime;
  log: FastifyBaseLogger;
}
