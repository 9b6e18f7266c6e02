import type { Amount } from '../money/amount.js';
import { KeyHeap, type HeapEntry } from './heap.js';
import {
  exitPrice,
  marginLevelBp,
  positionUnits,
  profitFromUnits,
  type PositionSide,
  type QuoteConversion,
} from './margin-math.js';

/**
 * What fires on a tick (PRODUCT §4): pending limit orders fill, stop loss and take profit close,
 * and an account whose margin level falls below the stop-out level loses its largest loser
 * first, then the next, until the level is back above it. The engine only decides; the caller
 * executes each trigger (one database transaction) and then calls `remove`, `upsert` or
 * `release`. Until then the order is "busy": it fires nothing more and, for stop-out, counts as
 * already closed.
 */

export interface WatchedOrder {
  id: number;
  /** The margin account the order belongs to: one user's book. */
  accountKey: string;
  code: string;
  status: 'pending' | 'open';
  side: PositionSide;
  lots: Amount;
  lotSize: Amount;
  conversion: QuoteConversion;
  /** Margin held by an open position (pending orders do not count toward used margin). */
  margin: Amount;
  openPrice?: Amount | undefined;
  limitPrice?: Amount | undefined;
  stopLoss?: Amount | undefined;
  takeProfit?: Amount | undefined;
}

export interface Quote {
  bid: Amount;
  ask: Amount;
  epochMs: number;
}

export type TriggerKind = 'fill' | 'stop_loss' | 'take_profit' | 'stop_out';

export interface Trigger {
  kind: TriggerKind;
  id: number;
  accountKey: string;
  /** The bid or ask of the recorded tick the order executes at. */
  price: Amount;
  epochMs: number;
  /** Stop-out only: the margin level (basis points) that caused it. */
  levelBp?: bigint;
}

export interface AccountRisk {
  cash: Amount;
  equity: Amount;
  usedMargin: Amount;
  levelBp: bigint | undefined;
}

/** The engine's interface, shared by the indexed engine and the naive reference. */
export interface TriggerEvaluator {
  upsert(order: WatchedOrder): void;
  remove(id: number): void;
  release(id: number): void;
  setCash(accountKey: string, cash: Amount): void;
  setQuote(code: string, quote: Quote): void;
  onQuote(code: string, quote: Quote): Trigger[];
  risk(accountKey: string): AccountRisk | undefined;
  readonly size: number;
}

interface Tracked extends WatchedOrder {
  /** Engine-wide, never reused: a removed id that comes back must not revive its old heap entries. */
  version: number;
  busy: boolean;
  /** Unrealised profit at the last quote of its instrument (open positions). */
  profit: Amount;
  /** lots × lot size, computed once: marking to market runs for every position on every tick. */
  units: Amount;
}

interface InstrumentIndex {
  buyLimits: KeyHeap; // max limit on top: fills while ask <= limit
  sellLimits: KeyHeap; // min limit on top: fills while bid >= limit
  longStops: KeyHeap; // max stop on top: fires while bid <= stop
  longTargets: KeyHeap; // min target on top: fires while bid >= target
  shortStops: KeyHeap; // min stop on top: fires while ask >= stop
  shortTargets: KeyHeap; // max target on top: fires while ask <= target
  open: Set<number>;
}

interface Account {
  cash: Amount;
  usedMargin: Amount;
  busyMargin: Amount;
  profit: Amount;
  open: Set<number>;
}

export interface TriggerEngineOptions {
  /** PRODUCT §4: 50% = 5,000 basis points. */
  stopOutLevelBp: bigint;
}

export class TriggerEngine implements TriggerEvaluator {
  private readonly orders = new Map<number, Tracked>();
  private readonly instruments = new Map<string, InstrumentIndex>();
  private readonly accounts = new Map<string, Account>();
  private readonly quotes = new Map<string, Quote>();
  private lastVersion = 0;

  constructor(private readonly options: TriggerEngineOptions) {}

  get size(): number {
    return this.orders.size;
  }

  /** Entries held by the price indexes, live and stale (diagnostics and tests). */
  get indexedEntries(): number {
    let entries = 0;
    for (const index of this.instruments.values())
      for (const heap of heapsOf(index)) entries += heap.size;
    return entries;
  }

  upsert(order: WatchedOrder): void {
    const previous = this.orders.get(order.id);
    if (previous) this.detach(previous);
    const tracked: Tracked = {
      ...order,
      version: (this.lastVersion += 1),
      busy: false,
      profit: 0n,
      units: positionUnits(order.lots, order.lotSize),
    };
    this.orders.set(order.id, tracked);
    const account = this.account(order.accountKey);
    if (tracked.status === 'open') {
      const quote = this.quotes.get(tracked.code);
      if (quote) tracked.profit = this.profitAt(tracked, quote);
      account.usedMargin += tracked.margin;
      account.profit += tracked.profit;
      account.open.add(tracked.id);
      this.index(tracked.code).open.add(tracked.id);
    }
    this.enqueue(tracked);
  }

  remove(id: number): void {
    const tracked = this.orders.get(id);
    if (!tracked) return;
    this.detach(tracked);
    this.orders.delete(id);
  }

  /** A trigger that could not be executed: watch the order again. */
  release(id: number): void {
    const tracked = this.orders.get(id);
    if (!tracked || !tracked.busy) return;
    this.setBusy(tracked, false);
    tracked.version = this.lastVersion += 1;
    this.enqueue(tracked);
  }

  /** Records the latest quote without firing anything (loading orders after a restart). */
  setQuote(code: string, quote: Quote): void {
    this.quotes.set(code, quote);
    // Open positions are still marked to it, so risk() and later stop-outs see the same equity.
    const index = this.instruments.get(code);
    if (index) this.mark(index, quote);
  }

  setCash(accountKey: string, cash: Amount): void {
    this.account(accountKey).cash = cash;
  }

  risk(accountKey: string): AccountRisk | undefined {
    const account = this.accounts.get(accountKey);
    if (!account) return undefined;
    const equity = account.cash + account.profit;
    return {
      cash: account.cash,
      equity,
      usedMargin: account.usedMargin,
      levelBp: marginLevelBp(equity, account.usedMargin),
    };
  }

  onQuote(code: string, quote: Quote): Trigger[] {
    this.quotes.set(code, quote);
    const index = this.instruments.get(code);
    if (!index) return [];
    const triggers: Trigger[] = [];
    const fire = (heap: KeyHeap, kind: TriggerKind, fires: (key: bigint) => boolean) => {
      for (;;) {
        const top = this.validTop(heap);
        if (!top || !fires(top.key)) return;
        heap.pop();
        const tracked = this.orders.get(top.id)!;
        const price =
          kind === 'fill' ? entryFor(tracked.side, quote) : exitPrice(tracked.side, quote);
        this.setBusy(tracked, true);
        triggers.push({
          kind,
          id: tracked.id,
          accountKey: tracked.accountKey,
          price,
          epochMs: quote.epochMs,
        });
      }
    };
    fire(index.buyLimits, 'fill', (limit) => quote.ask <= limit);
    fire(index.sellLimits, 'fill', (limit) => quote.bid >= limit);
    fire(index.longStops, 'stop_loss', (stop) => quote.bid <= stop);
    fire(index.longTargets, 'take_profit', (target) => quote.bid >= target);
    fire(index.shortStops, 'stop_loss', (stop) => quote.ask >= stop);
    fire(index.shortTargets, 'take_profit', (target) => quote.ask <= target);

    // Only accounts near or below the stop-out level are sorted and looked at closely.
    const threshold = this.options.stopOutLevelBp;
    const due: string[] = [];
    for (const accountKey of this.mark(index, quote)) {
      const account = this.accounts.get(accountKey)!;
      const used = account.usedMargin - account.busyMargin;
      if (used > 0n && (account.cash + account.profit) * 10_000n < threshold * used + used)
        due.push(accountKey);
    }
    for (const accountKey of due.sort()) this.stopOut(accountKey, triggers);
    return triggers;
  }

  /** Marks the instrument's open positions to `quote`; returns the accounts that hold them. */
  private mark(index: InstrumentIndex, quote: Quote): Set<string> {
    const touched = new Set<string>();
    for (const id of index.open) {
      const tracked = this.orders.get(id)!;
      const profit = this.profitAt(tracked, quote);
      const account = this.accounts.get(tracked.accountKey)!;
      account.profit += profit - tracked.profit;
      tracked.profit = profit;
      touched.add(tracked.accountKey);
    }
    return touched;
  }

  private stopOut(accountKey: string, triggers: Trigger[]) {
    const account = this.accounts.get(accountKey)!;
    const equity = account.cash + account.profit;
    let used = account.usedMargin - account.busyMargin;
    let level = marginLevelBp(equity, used);
    if (level === undefined || level >= this.options.stopOutLevelBp) return;
    // A position whose instrument has no recorded tick yet cannot be closed at one: it is skipped.
    const candidates = [...account.open]
      .map((id) => this.orders.get(id)!)
      .filter((tracked) => !tracked.busy && this.quotes.has(tracked.code))
      .sort(byLargestLoser);
    for (const tracked of candidates) {
      if (level === undefined || level >= this.options.stopOutLevelBp) return;
      const quote = this.quotes.get(tracked.code)!;
      this.setBusy(tracked, true);
      triggers.push({
        kind: 'stop_out',
        id: tracked.id,
        accountKey,
        price: exitPrice(tracked.side, quote),
        epochMs: quote.epochMs,
        levelBp: level,
      });
      used -= tracked.margin;
      level = marginLevelBp(equity, used);
    }
  }

  private profitAt(tracked: Tracked, quote: Quote): Amount {
    return profitFromUnits(
      tracked.side,
      tracked.units,
      tracked.openPrice!,
      exitPrice(tracked.side, quote),
      tracked.conversion,
    );
  }

  private setBusy(tracked: Tracked, busy: boolean) {
    if (tracked.busy === busy) return;
    tracked.busy = busy;
    if (tracked.status === 'open') {
      const account = this.accounts.get(tracked.accountKey)!;
      account.busyMargin += busy ? tracked.margin : -tracked.margin;
    }
  }

  private detach(tracked: Tracked) {
    this.setBusy(tracked, false);
    if (tracked.status !== 'open') return;
    const account = this.accounts.get(tracked.accountKey)!;
    account.usedMargin -= tracked.margin;
    account.profit -= tracked.profit;
    account.open.delete(tracked.id);
    this.instruments.get(tracked.code)?.open.delete(tracked.id);
  }

  private enqueue(tracked: Tracked) {
    const index = this.index(tracked.code);
    this.push(index, tracked);
    this.compactIfStale(index);
  }

  private push(index: InstrumentIndex, tracked: Tracked) {
    const entry = (key: bigint): HeapEntry => ({ key, id: tracked.id, version: tracked.version });
    if (tracked.status === 'pending') {
      if (tracked.limitPrice === undefined) return;
      (tracked.side === 'long' ? index.buyLimits : index.sellLimits).push(
        entry(tracked.limitPrice),
      );
      return;
    }
    if (tracked.stopLoss !== undefined)
      (tracked.side === 'long' ? index.longStops : index.shortStops).push(entry(tracked.stopLoss));
    if (tracked.takeProfit !== undefined)
      (tracked.side === 'long' ? index.longTargets : index.shortTargets).push(
        entry(tracked.takeProfit),
      );
  }

  /**
   * Stale entries (of removed, modified or busy orders) leave a heap when they reach its top, but
   * one far from the price may never get there. So that memory follows the live orders and not
   * every order ever watched, an instrument's heaps are rebuilt with their live entries once they
   * hold more than twice what the live orders can need (amortised O(1) per entry).
   */
  private compactIfStale(index: InstrumentIndex) {
    const heaps = heapsOf(index);
    let size = 0;
    for (const heap of heaps) size += heap.size;
    if (size <= 4 * this.orders.size + 64) return;
    const live = (entry: HeapEntry) => {
      const tracked = this.orders.get(entry.id);
      return tracked !== undefined && tracked.version === entry.version && !tracked.busy;
    };
    for (const heap of heaps) heap.retain(live);
  }

  /** The top entry if it still describes a watched order, dropping stale ones on the way. */
  private validTop(heap: KeyHeap): HeapEntry | undefined {
    for (;;) {
      const top = heap.peek();
      if (!top) return undefined;
      const tracked = this.orders.get(top.id);
      if (tracked && tracked.version === top.version && !tracked.busy) return top;
      heap.pop();
    }
  }

  private index(code: string): InstrumentIndex {
    let index = this.instruments.get(code);
    if (!index) {
      index = {
        buyLimits: new KeyHeap(true),
        sellLimits: new KeyHeap(false),
        longStops: new KeyHeap(true),
        longTargets: new KeyHeap(false),
        shortStops: new KeyHeap(false),
        shortTargets: new KeyHeap(true),
        open: new Set(),
      };
      this.instruments.set(code, index);
    }
    return index;
  }

  private account(accountKey: string): Account {
    let account = this.accounts.get(accountKey);
    if (!account) {
      account = { cash: 0n, usedMargin: 0n, busyMargin: 0n, profit: 0n, open: new Set() };
      this.accounts.set(accountKey, account);
    }
    return account;
  }
}

function heapsOf(index: InstrumentIndex): KeyHeap[] {
  return [
    index.buyLimits,
    index.sellLimits,
    index.longStops,
    index.longTargets,
    index.shortStops,
    index.shortTargets,
  ];
}

function entryFor(side: PositionSide, quote: Quote): Amount {
  return side === 'long' ? quote.ask : quote.bid;
}

/** Stop-out order: the lowest unrealised profit first; ties by id, oldest first. */
export function byLargestLoser(
  a: { profit: Amount; id: number },
  b: { profit: Amount; id: number },
): number {
  if (a.profit !== b.profit) return a.profit < b.profit ? -1 : 1;
  return a.id - b.id;
}
