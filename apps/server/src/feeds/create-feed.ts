import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { ListedInstrument } from '../engines/market/market-state.js';
import { BinanceFeed } from './binance-feed.js';
import { CompositeFeed } from './composite-feed.js';
import type { MarketFeed } from './market-feed.js';
import { SimulatedFeed } from './simulated-feed.js';

/** MARKET_FEED=simulated (default) or binance (USDT crypto pairs from Binance, the rest simulated). */
export function createConfiguredFeed(
  config: Config,
  clock: Clock,
  instruments: readonly ListedInstrument[],
  log: FastifyBaseLogger,
): MarketFeed {
  const simulated = (list: readonly ListedInstrument[]) =>
    new SimulatedFeed(list, { seed: config.market.seed, stepMs: config.market.stepMs, clock });
  if (config.market.feed !== 'binance') return simulated(instruments);
  const fromExchange = exchangeInstruments(config, instruments);
  const rest = instruments.filter((i) => !fromExchange.includes(i));
  const exchange = new BinanceFeed({
    url: config.market.binanceWsUrl,
    codes: fromExchange.map((i) => i.code),
    clock,
    log,
  });
  return rest.length > 0 ? new CompositeFeed([exchange, simulated(rest)]) : exchange;
}

/** The instruments the exchange feeds (MARKET_FEED=binance: the USDT crypto pairs), else none. */
export function exchangeInstruments<T extends ListedInstrument>(
  config: Config,
  instruments: readonly T[],
): T[] {
  if (config.market.feed !== 'binance') return [];
  return instruments.filter((i) => i.class === 'crypto' && i.quote === 'USDT');
}
