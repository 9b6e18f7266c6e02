import type { Amount } from '../money/amount.js';
import { exitPrice, marginLevelBp, positionProfit } from './margin-math.js';
import {
  byLargestLoser,
  type AccountRisk,
  type Quote,
  type Trigger,
  type TriggerEvaluator,
  type TriggerEngineOptions,
  type WatchedOrder,
} from './trigger-engine.js';

/**
 * The deliberately simple reference for `TriggerEngine`: on every quote it scans every order and
 * recomputes every account from scratch. Tests feed both the same commands and require the same
 * triggers; the benchmark measures both in one run.
 */
export class NaiveTriggerEngine implements TriggerEvaluator {
  private readonly orders = new Map<number, WatchedOrder & { busy: boolean }>();
  private readonly cash = new Map<string, Amount>();
  private readonly quotes = new Map<string, Quote>();

  constructor(private readonly options: TriggerEngineOptions) {}

  get size(): number {
    return this.orders.size;
  }

  upsert(order: WatchedOrder): void {
    this.orders.set(order.id, { ...order, busy: false });
    if (!this.cash.has(order.accountKey)) this.cash.set(order.accountKey, 0n);
  }

  remove(id: number): void {
    this.orders.delete(id);
  }

  release(id: number): void {
    const order = this.orders.get(id);
    if (order) order.busy = false;
  }

  /** Records the latest quote without firing anything (loading orders after a restart). */
  setQuote(code: string, quote: Quote): void {
    this.quotes.set(code, quote);
  }

  setCash(accountKey: string, cash: Amount): void {
    this.cash.set(accountKey, cash);
  }

  risk(accountKey: string): AccountRisk | undefined {
    if (!this.cash.has(accountKey)) return undefined;
    const cash = this.cash.get(accountKey)!;
    let used = 0n;
    let profit = 0n;
    for (const order of this.orders.values()) {
      if (order.accountKey !== accountKey || order.status !== 'open') continue;
      used += order.margin;
      profit += this.profit(order);
    }
    const equity = cash + profit;
    return { cash, equity, usedMargin: used, levelBp: marginLevelBp(equity, used) };
  }

  onQuote(code: string, quote: Quote): Trigger[] {
    this.quotes.set(code, quote);
    const triggers: Trigger[] = [];
    const sorted = [...this.orders.values()].sort((a, b) => a.id - b.id);
    for (const order of sorted) {
      if (order.code !== code || order.busy) continue;
      const bidOrAsk = (side: 'entry' | 'exit') =>
        (side === 'entry') === (order.side === 'long') ? quote.ask : quote.bid;
      let kind: Trigger['kind'] | undefined;
      if (order.status === 'pending' && order.limitPrice !== undefined) {
        const fills =
          order.side === 'long' ? quote.ask <= order.limitPrice : quote.bid >= order.limitPrice;
        if (fills) kind = 'fill';
      } else if (order.status === 'open') {
        const exit = bidOrAsk('exit');
        const long = order.side === 'long';
        if (
          order.stopLoss !== undefined &&
          (long ? exit <= order.stopLoss : exit >= order.stopLoss)
        )
          kind = 'stop_loss';
        else if (
          order.takeProfit !== undefined &&
          (long ? exit >= order.takeProfit : exit <= order.takeProfit)
        )
          kind = 'take_profit';
      }
      if (!kind) continue;
      order.busy = true;
      triggers.push({
        kind,
        id: order.id,
        accountKey: order.accountKey,
        price: bidOrAsk(kind === 'fill' ? 'entry' : 'exit'),
        epochMs: quote.epochMs,
      });
    }
    // Every account's open positions, from one more pass over everything (linear, not indexed).
    const touched = new Set<string>();
    const openByAccount = new Map<string, (WatchedOrder & { busy: boolean })[]>();
    for (const order of sorted) {
      if (order.status !== 'open') continue;
      if (order.code === code) touched.add(order.accountKey);
      const list = openByAccount.get(order.accountKey);
      if (list) list.push(order);
      else openByAccount.set(order.accountKey, [order]);
    }
    for (const accountKey of [...touched].sort()) {
      const open = openByAccount.get(accountKey) ?? [];
      const cash = this.cash.get(accountKey) ?? 0n;
      const equity = cash + open.reduce((sum, o) => sum + this.profit(o), 0n);
      let used = open.filter((o) => !o.busy).reduce((sum, o) => sum + o.margin, 0n);
      let level = marginLevelBp(equity, used);
      const candidates = open
        .filter((o) => !o.busy && this.quotes.has(o.code))
        .map((o) => ({ order: o, id: o.id, profit: this.profit(o) }))
        .sort(byLargestLoser);
      for (const candidate of candidates) {
        if (level === undefined || level >= this.options.stopOutLevelBp) break;
        const q = this.quotes.get(candidate.order.code)!;
        candidate.order.busy = true;
        triggers.push({
          kind: 'stop_out',
          id: candidate.id,
          accountKey,
          price: exitPrice(candidate.order.side, q),
          epochMs: q.epochMs,
          levelBp: level,
        });
        used -= candidate.order.margin;
        level = marginLevelBp(equity, used);
      }
    }
    return triggers;
  }

  private profit(order: WatchedOrder): Amount {
    const quote = this.quotes.get(order.code);
    if (!quote || order.openPrice === undefined) return 0n;
    return positionProfit(
      order.side,
      order.lots,
      order.lotSize,
      order.openPrice,
      exitPrice(order.side, quote),
      order.conversion,
    );
  }
}
