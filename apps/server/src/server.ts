import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import app from './app.js';
import type { RouteEntry } from './plugins/route-table.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { deploymentPrefix } from './db/deployment-prefix.js';
import type { Deps } from './deps.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { Bus } from './realtime/bus.js';
import { createBus } from './realtime/create-bus.js';
import { createMailer } from './services/mail/create-mailer.js';
import type { Mailer } from './services/mail/mailer.js';
import { createRateLimiter } from './services/rate-limit/create-rate-limiter.js';
import type { RateLimiter } from './services/rate-limit/rate-limiter.js';
import { announceBalanceChanges } from './services/ledger/balance-changes.js';
import { seedReferenceData, type SeedResult } from './services/seed/seed-reference-data.js';
import { startSettings } from './services/settings/get-setting.js';
import type { MarketFeed } from './feeds/market-feed.js';
import { createConfiguredFeed, exchangeInstruments } from './feeds/create-feed.js';
import { BACKTEST_CODES } from './feeds/catalogue.js';
import { loadInstruments } from './services/market/instruments.js';
import { MarketRuntime } from './engines/market/market-runtime.js';
import { MarketHistory, type MarketHistorySettings } from './engines/market/market-history.js';
import { MarketBroadcaster } from './realtime/market-broadcast.js';
import type { ListedInstrument } from './engines/market/market-state.js';
import { MARGIN_RUNTIME_DEFAULTS, MarginRuntime } from './engines/margin/margin-runtime.js';
import { JobRunner } from './jobs/job-runner.js';
import { scheduleNextLoanSweep } from './jobs/loan-sweep-job.js';
import { jobHandlers } from './jobs/job-handlers.js';
import { inTransaction } from './db/transaction.js';
import { startSmartCatalogue } from './engines/smart/smart-catalogue.js';
import { SmartPlanRuntime } from './engines/smart/smart-plan-runtime.js';
import {
  SPOT_RUNTIME_DEFAULTS,
  SpotRuntime,
  type SpotRuntimeOptions,
} from './engines/spot/spot-runtime.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const REQUEST_TIMEOUT_MS = 90_000;

export interface BuildOptions {
  config: Config;
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
  clock?: Clock;
  bus?: Bus;
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
  /** Replaces the configured market feed (tests step a simulated feed by hand). */
  createFeed?: (instruments: readonly ListedInstrument[]) => MarketFeed;
  logger?: boolean;
  /** Spot runtime timings; tests switch the market maker off or shorten the forward timeout. */
  spot?: Partial<SpotRuntimeOptions>;
  /**
   * First-start history of every instrument (on by default); false for none (tests that want
   * an empty past), or shorter spans.
   */
  marketHistory?: Partial<MarketHistorySettings> | false;
}

export const MARKET_HISTORY_DEFAULTS: MarketHistorySettings = {
  screen: 300,
  oneMinuteDays: 30,
  hourlyDays: 180,
  backtestCodes: BACKTEST_CODES,
};

export interface Server {
  app: FastifyInstance;
  deps: Deps;
  marketBroadcaster: MarketBroadcaster;
  /** Triggers of margin orders and option settlement (active on the feed leader). */
  margin: MarginRuntime;
  /** Live smart plans: each closed candle of a plan's instrument (active on the feed leader). */
  smartPlans: SmartPlanRuntime;
  /** Work due at a time (option settlement), run by whichever process claims it first. */
  jobs: JobRunner;
  /** The spot exchange (the writer of every market in one process of the cluster). */
  spot: SpotRuntime;
  seed: SeedResult;
  /** The namespace of this deployment's Redis channels and keys ('' without Redis). */
  redisPrefix: string;
  /** Every route and who may call it (filled as the app registers its routes). */
  routeTable: RouteEntry[];
  close(): Promise<void>;
}

/** The nearest `hops` peers are proxies (proxy-addr calls this with each hop's index). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Opens the database, seeds reference data, wires the dependencies and builds the app. */
export async function buildServer(options: BuildOptions): Promise<Server> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const pgliteDir = path.join(config.dataDir, 'pgdata');
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir }));
  const redisPrefix = config.redisUrl
    ? await deploymentPrefix(database, config.redisPrefix, pgliteDir)
    : '';
  const fastify = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    // Forwarded headers only from the configured proxies (TRUST_PROXY); off by default.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
  });
  const bus = options.bus ?? (await createBus(config.redisUrl, redisPrefix));
  const rateLimiter = options.rateLimiter ?? createRateLimiter(config.redisUrl, clock, redisPrefix);
  const seed = await seedReferenceData({ db: database.db });
  // Every setting in memory from here on, reloaded when staff change one (on any process).
  const runningSettings = await startSettings({ db: database.db, bus, log: fastify.log });
  const stopAnnouncing = announceBalanceChanges(database.db, { bus, log: fastify.log });
  const instruments = await loadInstruments(database.db);
  const history =
    options.marketHistory === false || !config.market.history
      ? undefined
      : new MarketHistory({
          ...MARKET_HISTORY_DEFAULTS,
          ...options.marketHistory,
          db: database.db,
          log: fastify.log,
          instruments,
          nowMs: () => clock().getTime(),
          seed: config.market.seed,
          exchange: {
            codes: exchangeInstruments(config, instruments).map((i) => i.code),
            client: { baseUrl: config.market.binanceRestUrl },
          },
        });
  const market = new MarketRuntime({
    database,
    bus,
    log: fastify.log,
    instruments,
    history,
    createFeed:
      options.createFeed ??
      ((instruments) => createConfiguredFeed(config, clock, instruments, fastify.log)),
    nowMs: () => clock().getTime(),
  });
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    bus,
    rateLimiter,
    mailer: options.mailer ?? createMailer(database.db, config.smtpUrl, config.mailFrom),
    market,
    log: fastify.log,
  };
  const marketBroadcaster = new MarketBroadcaster(market, config.market.batchMs);
  const spot = new SpotRuntime(deps, database, { ...SPOT_RUNTIME_DEFAULTS, ...options.spot });
  const routeTable: RouteEntry[] = [];
  await fastify.register(app, { deps, marketBroadcaster, spot, routeTable });
  await fastify.ready();
  await market.start();
  marketBroadcaster.start();
  const jobs = new JobRunner(deps, jobHandlers(deps));
  // The loans' recurring run: one is always scheduled (each run schedules the next).
  await inTransaction(deps.db, (tx) => scheduleNextLoanSweep(tx, deps.clock().getTime()));
  await jobs.start();
  const margin = new MarginRuntime(deps, MARGIN_RUNTIME_DEFAULTS, jobs);
  await margin.start();
  const smartPlans = new SmartPlanRuntime(deps);
  await smartPlans.start();
  await spot.start();
  // The rest of the first-start history once everything else has started (charts already open
  // on their newest screen).
  market.history?.startBackground();
  const smart = await startSmartCatalogue(deps, () => market.history?.idle() ?? Promise.resolve());
  let closed = false;
  return {
    app: fastify,
    deps,
    marketBroadcaster,
    margin,
    smartPlans,
    jobs,
    spot,
    seed,
    redisPrefix,
    routeTable,
    async close() {
      if (closed) return;
      closed = true;
      marketBroadcaster.stop();
      await fastify.close();
      await smart.stop();
      await smartPlans.stop();
      await spot.stop();
      await margin.stop();
      await jobs.stop();
      stopAnnouncing();
      await market.stop();
      await runningSettings.stop();
      await bus.close();
      await rateLimiter.close();
      await database.close();
    },
  };
}
