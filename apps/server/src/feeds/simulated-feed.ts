import {
  isSessionOpen,
  RandomWalk,
  createPrng,
  seedFromText,
  type Instrument,
  mulDiv,
  parseAmount,
} from '@meridian/domain';
import type { Clock } from '../lib/clock.js';
import type { MarketFeed, PriceTick, TickHandler } from './market-feed.js';

export interface SimulatedFeedOptions {
  seed: string;
  stepMs: number;
  clock: Clock;
  /** false in tests: the test calls step() itself. */
  autoStart?: boolean;
}

/**
 * The default feed: a seeded random walk per instrument (deterministic under MARKET_SEED), one
 * step every `stepMs`. Instruments whose market is closed do not tick. Each tick carries a
 * seeded simulated traded quantity so charts have volume; it is labelled simulated wherever shown.
 */
export class SimulatedFeed implements MarketFeed {
  readonly name = 'simulated';
  private readonly walk: RandomWalk;
  private readonly volumePrng;
  private timer: NodeJS.Timeout | undefined;
  private handler: TickHandler | undefined;

  constructor(
    private readonly instruments: readonly Instrument[],
    private readonly options: SimulatedFeedOptions,
  ) {
    this.walk = new RandomWalk(instruments, options.seed, { stepMs: options.stepMs });
    this.volumePrng = createPrng(seedFromText(`${options.seed}:volume`));
  }

  async start(onTicks: TickHandler): Promise<void> {
    this.handler = onTicks;
    if (this.options.autoStart === false) return;
    this.timer = setInterval(() => this.step(), this.options.stepMs);
    this.timer.unref();
  }

  /** Advances the walk one step and emits the ticks of the markets open now. */
  step(): PriceTick[] {
    const epochMs = this.options.clock().getTime();
    const prices = this.walk.step();
    const ticks: PriceTick[] = [];
    for (const instrument of this.instruments) {
      if (!isSessionOpen(instrument.session, epochMs)) continue;
      const price = prices.get(instrument.code);
      if (price === undefined) continue;
      // A lot-sized quantity between 0.01 and 5 lots.
      const hundredths = BigInt(1 + this.volumePrng.nextInt(500));
      const volume = mulDiv(instrument.lotSize, hundredths, 100n, 'down');
      ticks.push({
        code: instrument.code,
        price,
        epochMs,
        volume: volume > 0n ? volume : parseAmount('0.01'),
      });
    }
    if (ticks.length > 0) this.handler?.(ticks);
    return ticks;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.handler = undefined;
  }
}
