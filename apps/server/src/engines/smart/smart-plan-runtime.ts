import type { Candle } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { smartPlans } from '../../db/schema/index.js';
import type { PriceTick } from '../../feeds/market-feed.js';
import { checkpointPlanGroup } from '../../services/smart/checkpoint-plan-group.js';
import {
  evaluateGroupClose,
  StalePlanError,
  StalePlanGroupError,
  type EvaluatedPlans,
} from '../../services/smart/evaluate-plans.js';
import {
  loadPlanGroup,
  newPlanGroup,
  syncPlanGroup,
  type PlanClose,
  type PlanGroup,
  type PlanInterval,
} from '../../services/smart/plan-group.js';
import { encodePlanState } from '../../services/smart/plan-state-codec.js';
import type { SmartPlanRow } from '../../services/smart/plan-view.js';
import { publishSmartPlan, SMART_PLANS_TOPIC } from '../../services/smart/smart-plan-events.js';

export interface SmartPlanRuntimeOptions {
  /** How often the set of instruments with running plans is re-read (heals a lost bus message). */
  resyncMs: number;
  /**
   * How often (by the server's clock) each group's plan states are written back: a new engine
   * replays at most this much of stored closes (P6).
   */
  checkpointMs: number;
  /** How long after a close a due checkpoint runs (closes come at candle boundaries). */
  checkpointDelayMs: number;
}

type RuntimeGroup = PlanGroup & { checkpointedAtMs: number; checkpointDue: boolean };

export const SMART_PLAN_RUNTIME_DEFAULTS: SmartPlanRuntimeOptions = {
  resyncMs: 30_000,
  checkpointMs: 3_600_000,
  checkpointDelayMs: 20_000,
};

/** Attempts at one close when plans changed under it (a settlement or exit at the same moment). */
const CLOSE_ATTEMPTS = 5;
/** Owners told per turn of the event loop. */
const PUBLISH_CHUNK = 100;
/** Plans bought in a burst are read in once the burst is over, not once per purchase. */
const PRELOAD_DELAY_MS = 200;

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
  /** `${code}:${interval}` → its running plans in memory. */
  private readonly groups = new Map<string, RuntimeGroup>();
  private preloadTimer: NodeJS.Timeout | undefined;
  /** Owners being told of their plans' trades, behind the closes. */
  private publishing: Promise<void> = Promise.resolve();
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
    this.offPlans = await this.deps.bus.subscribe(SMART_PLANS_TOPIC, () => {
      this.enqueue(() => this.load());
      this.schedulePreload();
    });
    this.offTicks = this.deps.market.onTicks((ticks) => this.onTicks(ticks));
    this.timer = setInterval(() => this.enqueue(() => this.load()), this.options.resyncMs);
    this.timer.unref();
    this.enqueue(() => this.load());
    await this.idle();
  }

  /**
   * Stops following the feed. A clean stop writes every group's plan states back; `checkpoint:
   * false` leaves them as a crash would (tests of the replay).
   */
  async stop(options: { checkpoint?: boolean } = {}): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.preloadTimer) clearTimeout(this.preloadTimer);
    this.offTicks?.();
    await this.offPlans?.();
    await this.idle();
    if (options.checkpoint === false || !this.deps.market.isLeader) return;
    for (const group of this.groups.values()) {
      if (!group.loaded) continue;
      try {
        await checkpointPlanGroup(this.deps, group);
      } catch (error) {
        this.deps.log.error({ err: error }, 'smart plan states could not be written on stop');
      }
    }
  }

  /**
   * Once `checkpointMs` has passed, the group's states are written back `checkpointDelayMs` after
   * a close — between candles, not beside the other instruments' closes of the same boundary.
   */
  private maybeCheckpoint(key: string, group: RuntimeGroup) {
    const nowMs = this.deps.clock().getTime();
    if (group.checkpointDue || nowMs - group.checkpointedAtMs < this.options.checkpointMs) return;
    group.checkpointDue = true;
    const timer = setTimeout(
      () =>
        this.enqueueClose(key, async () => {
          group.checkpointDue = false;
          await this.checkpointGroup(group);
        }),
      this.options.checkpointDelayMs,
    );
    timer.unref();
  }

  /** Every plan in memory, by id: the candle it last saw and its state as stored (tests). */
  planStates(): Map<number, { lastCandleMs: number | null; state: unknown }> {
    const out = new Map<number, { lastCandleMs: number | null; state: unknown }>();
    for (const group of this.groups.values())
      for (const [id, plan] of group.plans)
        out.set(id, { lastCandleMs: plan.lastCandleMs, state: encodePlanState(plan.state) });
    return out;
  }

  private async checkpointGroup(group: RuntimeGroup) {
    await checkpointPlanGroup(this.deps, group);
    group.checkpointedAtMs = this.deps.clock().getTime();
  }

  /**
   * Owners hear of their plans' trades after the close, a chunk at a time: telling 2,500 owners
   * must not hold up the other instruments' closes running beside it.
   */
  private publishLater(rows: readonly SmartPlanRow[]) {
    if (rows.length === 0) return;
    this.publishing = this.publishing.then(
      this.guarded(async () => {
        for (let i = 0; i < rows.length; i += PUBLISH_CHUNK) {
          await new Promise((resolve) => setImmediate(resolve));
          for (const row of rows.slice(i, i + PUBLISH_CHUNK))
            await publishSmartPlan(this.deps, row);
        }
      }),
    );
  }

  /** Resolves once everything queued so far has run. */
  async idle(): Promise<void> {
    for (;;) {
      const publishing = this.publishing;
      const pending = [this.queue, ...this.closeQueues.values()];
      await Promise.all([...pending, publishing]);
      if (
        publishing === this.publishing &&
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
    for (const [code, { instrumentId, intervals }] of watched) {
      for (const interval of intervals) {
        const key = `${code}:${interval}`;
        if (this.groups.has(key)) continue;
        this.groups.set(key, {
          ...newPlanGroup(instrumentId, interval),
          checkpointedAtMs: this.deps.clock().getTime(),
          checkpointDue: false,
        });
        // Read in now rather than at the first close (its plans decide within the minute).
        if (this.deps.market.isLeader) this.enqueueSync(key);
      }
    }
    for (const key of [...this.groups.keys()]) {
      const [code, interval] = key.split(':') as [string, PlanInterval];
      if (!watched.get(code)?.intervals.has(interval)) this.groups.delete(key);
    }
    this.watched = watched;
    this.loaded = true;
  }

  /** Plans were bought or ended: once the burst is over, each group reads its plans in. */
  private schedulePreload() {
    if (this.preloadTimer || this.stopped) return;
    this.preloadTimer = setTimeout(() => {
      this.preloadTimer = undefined;
      if (!this.deps.market.isLeader) return;
      for (const key of this.groups.keys()) this.enqueueSync(key);
    }, PRELOAD_DELAY_MS);
    this.preloadTimer.unref();
  }

  private enqueueSync(key: string) {
    this.enqueueClose(key, async () => {
      const group = this.groups.get(key);
      if (group) await syncPlanGroup(this.deps, group);
    });
  }

  /**
   * One close of a group: its plans as the database has them now, then the close — again from a
   * fresh read if plans changed under it (a settlement or exit at the same moment) or another
   * engine evaluated this group meanwhile.
   */
  private async closeGroup(group: PlanGroup, close: PlanClose): Promise<EvaluatedPlans> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await syncPlanGroup(this.deps, group);
        return await evaluateGroupClose(this.deps, group, close);
      } catch (error) {
        if (attempt >= CLOSE_ATTEMPTS) throw error;
        if (error instanceof StalePlanGroupError) await loadPlanGroup(this.deps, group);
        else if (!(error instanceof StalePlanError)) throw error;
      }
    }
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
        const close: PlanClose = {
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
          const group = this.groups.get(key);
          if (!group) return;
          const result = await this.closeGroup(group, close);
          this.onClose?.({
            code: tick.code,
            interval,
            evaluated: result.evaluated,
            traded: result.traded.length,
            latencyMs: performance.now() - receivedAt,
            finishedAt: performance.now(),
          });
          this.publishLater(result.traded);
          this.maybeCheckpoint(key, group);
        });
      }
    }
  }
}
