import type { Candle } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { smartPlans } from '../../db/schema/index.js';
import type { PriceTick } from '../../feeds/market-feed.js';
import { evaluatePlansAtClose, type CandleClose } from '../../services/smart/evaluate-plans.js';
import { publishSmartPlan, SMART_PLANS_TOPIC } from '../../services/smart/smart-plan-events.js';

type PlanInterval = '1m' | '1h';

export interface SmartPlanRuntimeOptions {
  /** How often the set of instruments with running plans is re-read (heals a lost bus message). */
  resyncMs: number;
}

export const SMART_PLAN_RUNTIME_DEFAULTS: SmartPlanRuntimeOptions = { resyncMs: 30_000 };

/** Time from a candle's close (the first tick after it) to its plans evaluated and journaled. */
export interface CandleCloseTiming {
  code: string;
  interval: PlanInterval;
  evaluated: number;
  traded: number;
  /** From the tick's arrival in this process to the plans' commit. */
  latencyMs: number;
  /** performance.now() when the close's plans were committed. */
  finishedAt: number;
}

/**
 * The live side of smart plans (issue 14), on the feed leader: it watches the instruments that
 * have running plans and, when a tick opens a new candle of a plan interval, the candle before
 * has closed — every plan of that instrument and interval decides on it and fills at this first
 * tick after the close (services/smart/evaluate-plans.ts), the same two steps a backtest runs at
 * the next candle's open. Closes are handled one at a time, in order.
 */
export class SmartPlanRuntime {
  /** code → instrument id and the intervals its running plans use. */
  private watched = new Map<string, { instrumentId: number; intervals: Set<PlanInterval> }>();
  /** `${code}:${interval}` → the candle as of the last tick batch. */
  private readonly lastCandle = new Map<string, Candle>();
  /** The set of watched instruments is re-read here. */
  private queue: Promise<void> = Promise.resolve();
  /**
   * One queue per instrument and interval: its closes run in order, while different instruments'
   * closes run side by side (other plans, other rows; on PostgreSQL, other connections).
   */
  private readonly closeQueues = new Map<string, Promise<void>>();
  private offTicks: (() => void) | undefined;
  private offPlans: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private loaded = false;
  private stopped = false;
  /** Tests and the benchmark read how long each close took. */
  onClose: ((timing: CandleCloseTiming) => void) | undefined;

  constructor(
    private readonly deps: Deps,
    private readonly options: SmartPlanRuntimeOptions = SMART_PLAN_RUNTIME_DEFAULTS,
  ) {}

  async start(): Promise<void> {
    this.offPlans = await this.deps.bus.subscribe(SMART_PLANS_TOPIC, () =>
      this.enqueue(() => this.load()),
    );
    this.offTicks = this.deps.market.onTicks((ticks) => this.onTicks(ticks));
    this.timer = setInterval(() => this.enqueue(() => this.load()), this.options.resyncMs);
    this.timer.unref();
    this.enqueue(() => this.load());
    await this.idle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.offTicks?.();
    await this.offPlans?.();
    await this.idle();
  }

  /** Resolves once everything queued so far has run. */
  async idle(): Promise<void> {
    for (;;) {
      const pending = [this.queue, ...this.closeQueues.values()];
      await Promise.all(pending);
      if (
        pending[0] === this.queue &&
        [...this.closeQueues.values()].every((q, i) => q === pending[i + 1]) &&
        pending.length === this.closeQueues.size + 1
      )
        return;
    }
  }

  private guarded(work: () => Promise<void>) {
    return async () => {
      try {
        await work();
      } catch (error) {
        this.deps.log.error({ err: error }, 'smart plan runtime step failed');
      }
    };
  }

  private enqueue(work: () => Promise<void>) {
    if (this.stopped) return;
    this.queue = this.queue.then(this.guarded(work));
  }

  private enqueueClose(key: string, work: () => Promise<void>) {
    if (this.stopped) return;
    this.closeQueues.set(
      key,
      (this.closeQueues.get(key) ?? Promise.resolve()).then(this.guarded(work)),
    );
  }

  /** The instruments and intervals with running plans. */
  private async load() {
    const rows = await this.deps.db
      .selectDistinct({
        instrumentId: smartPlans.instrumentId,
        code: smartPlans.code,
        interval: smartPlans.candleInterval,
      })
      .from(smartPlans)
      .where(eq(smartPlans.status, 'running'));
    const watched = new Map<string, { instrumentId: number; intervals: Set<PlanInterval> }>();
    for (const row of rows) {
      const entry = watched.get(row.code) ?? {
        instrumentId: row.instrumentId,
        intervals: new Set(),
      };
      entry.intervals.add(row.interval);
      watched.set(row.code, entry);
    }
    // A key watched from now on starts from the live candle: a candle kept from when it was last
    // watched is stale, and ticks that came while it was not watched were not followed (a plan
    // bought then would miss its first candle).
    const wasWatched = (code: string, interval: PlanInterval) =>
      this.watched.get(code)?.intervals.has(interval) ?? false;
    for (const key of [...this.lastCandle.keys()]) {
      const [code, interval] = key.split(':') as [string, PlanInterval];
      if (!watched.get(code)?.intervals.has(interval)) this.lastCandle.delete(key);
    }
    for (const [code, { intervals }] of watched) {
      for (const interval of intervals) {
        if (wasWatched(code, interval) && this.lastCandle.has(`${code}:${interval}`)) continue;
        const live = this.deps.market.state.liveCandle(code, interval);
        if (live) this.lastCandle.set(`${code}:${interval}`, live);
      }
    }
    this.watched = watched;
    this.loaded = true;
  }

  private onTicks(ticks: readonly PriceTick[]) {
    if (!this.loaded || !this.deps.market.isLeader) return;
    const receivedAt = performance.now();
    for (const tick of ticks) {
      const entry = this.watched.get(tick.code);
      if (!entry) continue;
      for (const interval of entry.intervals) {
        const key = `${tick.code}:${interval}`;
        const live = this.deps.market.state.liveCandle(tick.code, interval);
        if (!live) continue;
        const before = this.lastCandle.get(key);
        this.lastCandle.set(key, live);
        if (!before || live.openTime <= before.openTime) continue;
        const close: CandleClose = {
          instrumentId: entry.instrumentId,
          interval,
          candle: {
            openTime: before.openTime,
            open: before.open,
            high: before.high,
            low: before.low,
            close: before.close,
          },
          price: tick.price,
          timeMs: tick.epochMs,
        };
        this.enqueueClose(key, async () => {
          const result = await evaluatePlansAtClose(this.deps, close);
          this.onClose?.({
            code: tick.code,
            interval,
            evaluated: result.evaluated,
            traded: result.traded.length,
            latencyMs: performance.now() - receivedAt,
            finishedAt: performance.now(),
          });
          for (const row of result.traded) await publishSmartPlan(this.deps, row);
        });
      }
    }
  }
}
