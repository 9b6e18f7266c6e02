import {
  BALANCES_TOPIC,
  type BalancesChangedMessage,
} from '../../services/ledger/balance-changes.js';
import { formatAmount, KeyHeap, parseAmount, TriggerEngine, type Trigger } from '@meridian/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { ledgerAccounts, marginOrders, optionOrders, priceTicks } from '../../db/schema/index.js';
import type { PriceTick } from '../../feeds/market-feed.js';
import {
  closeMarginOrderByTrigger,
  closeMarginOrdersByTriggers,
  type CloseResult,
} from '../../services/margin/close-margin-orders-by-triggers.js';
import { fillMarginOrder } from '../../services/margin/fill-margin-order.js';
import { accountKeyOf, toWatched } from '../../services/margin/margin-order-view.js';
import { fromWire, TRADING_TOPIC, type TradingEvent } from '../../services/margin/margin-events.js';
import { liveQuote, stopOutLevelBp } from '../../services/margin/margin-terms.js';

export interface MarginRuntimeOptions {
  /** An option settles this long after expiry, so the tick at expiry has surely arrived. */
  settleDelayMs: number;
  /** How often due options are looked at between ticks. */
  settleTimerMs: number;
  /** How often the engine is rebuilt from the database (heals lost bus messages). */
  resyncMs: number;
  /** Recorded ticks older than this are deleted. */
  tickRetentionMs: number;
  /** Trigger closes committed together in one transaction. */
  closeBatch: number;
}

export const MARGIN_RUNTIME_DEFAULTS: MarginRuntimeOptions = {
  settleDelayMs: 500,
  settleTimerMs: 250,
  resyncMs: 30_000,
  tickRetentionMs: 86_400_000,
  closeBatch: 25,
};

/** How long one trigger took, tick received → order executed and journaled (for the benchmark). */
export type TriggerObserver = (trigger: Trigger, receivedAtMs: number, doneAtMs: number) => void;

/**
 * Runs the triggers of margin orders and the settlement of options on the feed leader (PRODUCT
 * §4). Other processes tell it about new, changed and closed orders over the bus; it rebuilds
 * its in-memory index from the database when it becomes leader and every `resyncMs`. All work
 * happens one step at a time on one queue, so the index never changes under a running trigger.
 */
export class MarginRuntime {
  private engine: TriggerEngine | undefined;
  private readonly expiries = new KeyHeap(false);
  /** Open options per instrument code: their ticks are recorded as settlement evidence. */
  private readonly optionCodes = new Map<string, number>();
  private readonly optionCode = new Map<number, string>();
  private readonly latestTicks = new Map<string, PriceTick>();
  private readonly changedCodes = new Set<string>();
  private readonly dirtyCash = new Set<string>();
  private readonly events: TradingEvent[] = [];
  private queue: Promise<void> = Promise.resolve();
  private scheduled = false;
  private unsubscribe: (() => Promise<void>) | undefined;
  private offTicks: (() => void) | undefined;
  private timers: NodeJS.Timeout[] = [];
  private lastResyncMs = 0;
  private lastPruneMs = 0;
  private stopped = false;
  observer: TriggerObserver | undefined;

  constructor(
    private readonly deps: Deps,
    private readonly options: MarginRuntimeOptions = MARGIN_RUNTIME_DEFAULTS,
    private readonly jobs?: JobRunner,
  ) {}

  async start(): Promise<void> {
    const offOrders = await this.deps.bus.subscribe(TRADING_TOPIC, (message) => {
      this.events.push(message as TradingEvent);
      this.schedule();
    });
    // Every committed journal entry is announced by the ledger; only the cash of accounts with
    // margin orders matters here (see apply), so a new money use case cannot forget us.
    const offBalances = await this.deps.bus.subscribe(BALANCES_TOPIC, (message) => {
      for (const { userId, book } of (message as BalancesChangedMessage).changes)
        this.events.push({ kind: 'cash', accountKey: accountKeyOf(userId, book) });
      this.schedule();
    });
    this.unsubscribe = async () => {
      await offOrders();
      await offBalances();
    };
    this.offTicks = this.deps.market.onTicks((ticks) => {
      for (const tick of ticks) {
        this.latestTicks.set(tick.code, tick);
        this.changedCodes.add(tick.code);
      }
      this.schedule();
    });
    const settleTimer = setInterval(() => this.schedule(), this.options.settleTimerMs);
    settleTimer.unref();
    this.timers.push(settleTimer);
    this.schedule();
    await this.idle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.offTicks?.();
    await this.unsubscribe?.();
    await this.idle();
  }

  /** Resolves once everything scheduled so far has run (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue || this.scheduled);
  }

  /** What the index believes of one book (the leader only): tests compare it with the ledger. */
  risk(accountKey: string) {
    return this.engine?.risk(accountKey);
  }

  /** The number of orders watched (the leader only). */
  get watched(): number {
    return this.engine?.size ?? 0;
  }

  private schedule() {
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    this.queue = this.queue.then(async () => {
      this.scheduled = false;
      try {
        await this.step();
      } catch (error) {
        this.deps.log.error({ err: error }, 'trading runtime step failed');
        this.engine = undefined; // rebuilt from the database on the next step
      }
    });
  }

  private async step() {
    if (!this.deps.market.isLeader) {
      this.engine = undefined;
      this.events.length = 0;
      this.changedCodes.clear();
      return;
    }
    const nowMs = this.deps.clock().getTime();
    if (!this.engine || nowMs - this.lastResyncMs >= this.options.resyncMs) await this.load(nowMs);
    const engine = this.engine!;
    for (const event of this.events.splice(0)) this.apply(engine, event);
    if (this.dirtyCash.size > 0) await this.refreshCash(engine, [...this.dirtyCash]);

    const codes = [...this.changedCodes];
    this.changedCodes.clear();
    await this.recordTicks(codes);
    const receivedAtMs = performance.now();
    const fired: Trigger[] = [];
    for (const code of codes) {
      const instrument = this.deps.market.state.latest(code)?.instrument;
      const quote = instrument && liveQuote(this.deps, instrument);
      if (quote) fired.push(...engine.onQuote(code, quote));
    }
    await this.executeAll(engine, fired, receivedAtMs);
    await this.settleDue(nowMs);
    if (nowMs - this.lastPruneMs >= 3_600_000) await this.prune(nowMs);
  }

  private apply(engine: TriggerEngine, event: TradingEvent) {
    switch (event.kind) {
      case 'watch':
        engine.upsert(fromWire(event.order));
        this.dirtyCash.add(event.order.accountKey);
        return;
      case 'unwatch':
        engine.remove(event.id);
        return;
      case 'cash':
        // Only accounts with margin orders matter here (a new order's `watch` reads its cash);
        // spot trading changes the USDT of many accounts that have none.
        if (engine.risk(event.accountKey)) this.dirtyCash.add(event.accountKey);
        return;
      case 'option':
        this.watchOption(event.id, event.code, event.expiresMs);
        return;
    }
  }

  /**
   * Fills run one by one. Closes run in batches of `closeBatch`, one transaction each, in the
   * order the engine fired them (an account's stop-outs stay in order); a batch that fails is
   * retried one close at a time, so one bad order cannot hold up the others.
   */
  private async executeAll(engine: TriggerEngine, triggers: Trigger[], receivedAtMs: number) {
    const closes: Trigger[] = [];
    for (const trigger of triggers) {
      if (trigger.kind === 'fill') await this.execute(engine, trigger, receivedAtMs);
      else closes.push(trigger);
    }
    for (let start = 0; start < closes.length; start += this.options.closeBatch) {
      const batch = closes.slice(start, start + this.options.closeBatch);
      let results: (CloseResult | undefined)[];
      try {
        results = await closeMarginOrdersByTriggers(
          this.deps,
          batch.map((trigger) => ({
            orderId: trigger.id,
            reason: trigger.kind as Exclude<Trigger['kind'], 'fill'>,
            tick: { price: trigger.price, epochMs: trigger.epochMs },
          })),
        );
      } catch (error) {
        this.deps.log.warn({ err: error }, 'a batch of closes failed; closing one by one');
        for (const trigger of batch) await this.execute(engine, trigger, receivedAtMs);
        continue;
      }
      const doneAtMs = performance.now();
      for (const [index, trigger] of batch.entries()) {
        await this.afterClose(engine, trigger, results[index]);
        this.observer?.(trigger, receivedAtMs, doneAtMs);
      }
    }
  }

  private async afterClose(
    engine: TriggerEngine,
    trigger: Trigger,
    closed: CloseResult | undefined,
  ) {
    if (closed) {
      engine.remove(trigger.id);
      engine.setCash(trigger.accountKey, closed.cash);
    } else if (trigger.kind === 'stop_out') {
      // The book had more money than the index knew: learn it, keep watching.
      await this.refreshCash(engine, [trigger.accountKey]);
      engine.release(trigger.id);
    } else {
      engine.remove(trigger.id);
    }
  }

  private async execute(engine: TriggerEngine, trigger: Trigger, receivedAtMs: number) {
    const tick = { price: trigger.price, epochMs: trigger.epochMs };
    try {
      if (trigger.kind === 'fill') {
        const filled = await fillMarginOrder(this.deps, trigger.id, tick);
        if (filled?.row.status === 'open') engine.upsert(toWatched(filled.row, this.deps));
        else engine.remove(trigger.id);
        if (filled) engine.setCash(trigger.accountKey, filled.cash);
      } else {
        const closed = await closeMarginOrderByTrigger(this.deps, trigger.id, trigger.kind, tick);
        await this.afterClose(engine, trigger, closed);
      }
      this.observer?.(trigger, receivedAtMs, performance.now());
    } catch (error) {
      this.deps.log.error({ err: error, trigger: trigger.id }, 'trigger failed; will retry');
      engine.release(trigger.id);
    }
  }

  private async load(nowMs: number) {
    const engine = new TriggerEngine({ stopOutLevelBp: await stopOutLevelBp(this.deps.db) });
    for (const instrument of this.deps.market.state.instruments()) {
      const quote = liveQuote(this.deps, instrument);
      if (quote) engine.setQuote(instrument.code, quote);
    }
    const live = await this.deps.db
      .select()
      .from(marginOrders)
      .where(inArray(marginOrders.status, ['pending', 'open']));
    for (const row of live) engine.upsert(toWatched(row, this.deps));
    await this.refreshCash(engine, [
      ...new Set(live.map((row) => accountKeyOf(row.userId, row.book))),
    ]);
    this.engine = engine;
    this.lastResyncMs = nowMs;
    this.dirtyCash.clear();

    const open = await this.deps.db
      .select({ id: optionOrders.id, code: optionOrders.code, expiresMs: optionOrders.expiresMs })
      .from(optionOrders)
      .where(eq(optionOrders.status, 'open'));
    for (const option of open) this.watchOption(option.id, option.code, option.expiresMs);
  }

  private watchOption(id: number, code: string, expiresMs: number) {
    if (this.optionCode.has(id)) return;
    this.optionCode.set(id, code);
    this.optionCodes.set(code, (this.optionCodes.get(code) ?? 0) + 1);
    this.expiries.push({ key: BigInt(expiresMs), id, version: 0 });
  }

  private forgetOption(id: number) {
    const code = this.optionCode.get(id);
    if (code === undefined) return;
    this.optionCode.delete(id);
    const left = (this.optionCodes.get(code) ?? 1) - 1;
    if (left <= 0) this.optionCodes.delete(code);
    else this.optionCodes.set(code, left);
  }

  /**
   * Settlement itself is a durable job (scheduled with the purchase); here the leader stops
   * recording ticks for expired options and runs the due jobs, so a step that saw the tick at
   * expiry also sees the option settled.
   */
  private async settleDue(nowMs: number) {
    let expired = false;
    for (;;) {
      const top = this.expiries.peek();
      if (!top || Number(top.key) + this.options.settleDelayMs > nowMs) break;
      this.expiries.pop();
      this.forgetOption(top.id);
      expired = true;
    }
    // Only when an option fell due: a step per tick must not cost a query (the runner's own
    // poll covers the rest, and retries).
    if (expired) await this.jobs?.runDue();
  }

  /** Ticks of instruments with open options are written down: options settle by them. */
  private async recordTicks(codes: readonly string[]) {
    const rows = [];
    for (const code of codes) {
      if (!this.optionCodes.has(code)) continue;
      const tick = this.latestTicks.get(code);
      const instrument = this.deps.market.state.latest(code)?.instrument;
      if (tick && instrument)
        rows.push({
          instrumentId: instrument.id,
          epochMs: tick.epochMs,
          price: formatAmount(tick.price),
        });
    }
    if (rows.length > 0) await this.deps.db.insert(priceTicks).values(rows).onConflictDoNothing();
  }

  private async refreshCash(engine: TriggerEngine, accountKeys: readonly string[]) {
    for (const accountKey of accountKeys) this.dirtyCash.delete(accountKey);
    if (accountKeys.length === 0) return;
    const userIds = [...new Set(accountKeys.map((key) => key.split(':')[0]!))];
    const rows = await this.deps.db
      .select({
        userId: ledgerAccounts.userId,
        book: ledgerAccounts.book,
        available: ledgerAccounts.available,
        frozen: ledgerAccounts.frozen,
      })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerKind, 'user'),
          eq(ledgerAccounts.asset, 'USDT'),
          inArray(ledgerAccounts.userId, userIds),
        ),
      );
    const wanted = new Set(accountKeys);
    for (const row of rows) {
      const key = accountKeyOf(row.userId!, row.book);
      if (wanted.has(key))
        engine.setCash(key, parseAmount(row.available) + parseAmount(row.frozen));
    }
  }

  private async prune(nowMs: number) {
    this.lastPruneMs = nowMs;
    await this.deps.db
      .delete(priceTicks)
      .where(
        and(
          lt(priceTicks.epochMs, nowMs - this.options.tickRetentionMs),
          sql`NOT EXISTS (SELECT 1 FROM ${optionOrders} WHERE ${optionOrders.status} = 'open' AND ${optionOrders.instrumentId} = ${priceTicks.instrumentId})`,
        ),
      );
  }
}
