import type { MarketFeed, TickHandler } from './market-feed.js';

/** Several sources as one feed (e.g. crypto from an exchange, everything else simulated). */
export class CompositeFeed implements MarketFeed {
  readonly name: string;
  constructor(private readonly feeds: readonly MarketFeed[]) {
    this.name = feeds.map((f) => f.name).join('+');
  }
  async start(onTicks: TickHandler): Promise<void> {
    await Promise.all(this.feeds.map((feed) => feed.start(onTicks)));
  }
  async stop(): Promise<void> {
    await Promise.all(this.feeds.map((feed) => feed.stop()));
  }
}
