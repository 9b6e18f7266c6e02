import { CANDLE_INTERVALS, formatAmount, parseAmount } from '@meridian/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { MarketFeed, PriceTick } from '../../feeds/market-feed.js';
import type { Bus } from '../../realtime/bus.js';
import { LEASE_KEYS, LeaderLease } from '../leader-lease.js';
import { latestCandles, readCandles, saveCandles } from './candle-store.js';
import type { MarketHistory } from './market-history.js';
import { MarketState, type ListedInstrument } from './market-state.js';

export const MARKET_TICKS_TOPIC = 'market:ticks';
const DAY_MS = 86_400_000;

type WireTick = { code: string; price: string; epochMs: number; volume?: string };

export interface MarketRuntimeOptions {
  database: Database;
  bus: Bus;
  log: FastifyBaseLogger;
  instruments: readonly ListedInstrument[];
  createFeed: (instruments: readonly ListedInstrument[]) => MarketFeed;
  /** How often the leader writes changed candles. */
  candleFlushMs?: number;
  /** How often a follower tries to take over the feed. */
  leaderRetryMs?: number;
  nowMs: () => number;
  /** First-start history (issue 13); absent in tests that want an empty past. */
  history?: MarketHistory | undefined;
}

/**
 * Runs market data for this process. Exactly one process (the leader, by advisory lock) runs the
 * feed and persists candles; it publishes every tick on the bus, and every process (the leader
 * included) applies the ticks to its own MarketState, so all processes show the same prices.
 */
export class MarketRuntime {
  readonly state: MarketState;
  private readonly listeners = new Set<(changed: string[]) => void>();
  private readonly tickListeners = new Set<(ticks: readonly PriceTick[]) => void>();
  private feed: MarketFeed | undefined;
  private readonly lease: LeaderLease;
  private unsubscribe: (() => Promise<void>) | undefined;
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: MarketRuntimeOptions) {
    this.state = new MarketState(options.instruments);
    this.lease = new LeaderLease({
      name: 'market feed',
      lockKey: LEASE_KEYS.marketFeed,
      database: options.database,
      log: options.log,
      retryMs: options.leaderRetryMs ?? 10_000,
      onLead: () => this.lead(),
      onStepDown: () => this.stepDown(),
    });
  }

  /** Fires after ticks are applied, with the codes whose price changed. */
  onChange(listener: (changed: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Fires with every tick applied (changed price or not), after `onChange` listeners. */
  onTicks(listener: (ticks: readonly PriceTick[]) => void): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
  }

  get isLeader(): boolean {
    return this.lease.isLeader;
  }

  get currentFeed(): MarketFeed | undefined {
    return this.feed;
  }

  /** The first-start history writer, when there is one (tests wait for its background work). */
  get history(): MarketHistory | undefined {
    return this.options.history;
  }

  async start(): Promise<void> {
    // The newest screen of every chart first, so the live candles continue the stored ones.
    await this.options.history?.prepare();
    await this.hydrate();
    this.unsubscribe = await this.options.bus.subscribe(MARKET_TICKS_TOPIC, (message) => {
      const ticks = (message as WireTick[]).map((t) => ({
        code: t.code,
        price: parseAmount(t.price),
        epochMs: t.epochMs,
        ...(t.volume === undefined ? {} : { volume: parseAmount(t.volume) }),
      }));
      const changed = this.state.apply(ticks);
      if (!this.isLeader) this.state.takeDirtyCandles(); // only the leader persists
      for (const listener of this.listeners) listener(changed);
      for (const listener of this.tickListeners) listener(ticks);
    });
    await this.lease.start();
  }

  private async hydrate() {
    const { db } = this.options.database;
    const now = this.options.nowMs();
    const history = this.options.history;
    for (const instrument of this.options.instruments) {
      let recent = await readCandles(db, instrument.id, '1m', now - DAY_MS, now, 24 * 60);
      let latest = await latestCandles(db, instrument.id);
      // First start: the generated history is still in memory (written in the background).
      const pendingMinutes = history?.pending(instrument.id, '1m', now - DAY_MS, now) ?? [];
      if (pendingMinutes.length > 0 && recent.length === 0) {
        recent = pendingMinutes.slice(-24 * 60);
        latest = CANDLE_INTERVALS.flatMap((interval) =>
          (history?.pending(instrument.id, interval, 0, now) ?? []).slice(-1),
        );
      }
      this.state.hydrate(instrument.code, recent);
      for (const candle of latest) this.state.restoreCandle(instrument.code, candle);
    }
  }

  /** The feed runs on the lease holder only; every process hears its ticks on the bus. */
  private async lead() {
    this.feed = this.options.createFeed(this.options.instruments);
    await this.feed.start((ticks) => void this.publish(ticks));
    this.flushTimer = setInterval(() => void this.flush(), this.options.candleFlushMs ?? 5_000);
    this.flushTimer.unref();
    this.options.log.info({ feed: this.feed.name }, 'market feed started (this process leads)');
  }

  private async publish(ticks: PriceTick[]) {
    const wire: WireTick[] = ticks.map((t) => ({
      code: t.code,
      price: formatAmount(t.price),
      epochMs: t.epochMs,
      ...(t.volume === undefined ? {} : { volume: formatAmount(t.volume) }),
    }));
    await this.options.bus.publish(MARKET_TICKS_TOPIC, wire).catch((error: unknown) => {
      this.options.log.error({ err: error }, 'could not publish market ticks');
    });
  }

  /** Writes the candles changed since the last flush (leader only). */
  async flush(): Promise<void> {
    if (!this.isLeader) return;
    const batch = this.state.takeDirtyCandles();
    if (batch.length === 0) return;
    await saveCandles(this.options.database.db, batch).catch((error: unknown) => {
      this.options.log.error({ err: error }, 'could not save candles');
    });
  }

  private async stepDown() {
    if (this.flushTimer) clearInterval(this.flushTimer);
    await this.feed?.stop();
    this.feed = undefined;
  }

  async stop(): Promise<void> {
    await this.options.history?.stop();
    await this.flush();
    await this.lease.stop();
    await this.unsubscribe?.();
  }
}
