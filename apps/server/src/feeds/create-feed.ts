import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { ListedInstrument } from '../services/market/market-state.js';
import type { MarketFeed } from './market-feed.js';
import { SimulatedFeed } from './simulated-feed.js';

/** MARKET_FEED=simulated (default) or binance (crypto from Binance, the rest simulated). */
export function createConfiguredFeed(
  config: Config,
  clock: Clock,
  instruments: readonly ListedInstrument[],
  _log: FastifyBaseLogger,
): MarketFeed {
  return new SimulatedFeed(instruments, {
    seed: config.market.seed,
    stepMs: config.market.stepMs,
    clock,
  });
}
