import { inTransaction } from '../../db/transaction.js';
import { noteBalancesChanged } from '../../services/ledger/balance-changes.js';
import { CatalogueCode, GenericCode, type SpotOrderView } from '@meridian/contract';
import {
  formatAmount,
  holdMovements,
  lotsToQuantity,
  netSpotMovements,
  newSpotOrderFunds,
  settleSpotEvents,
  spotLimitHold,
  SpotOrderBook,
  ticksToPrice,
  type Amount,
  type SpotCommand,
  type SpotEvent,
  type SpotFill,
  type SpotMovement,
  type SpotPair,
  type SpotPriceLevel,
} from '@meridian/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { SpotAccountDirectory } from './spot-accounts.js';
import { SpotBatch, type SpotTapeTrade } from './spot-batch.js';
import { loadSpotMarket, openSpotBatch, writeSpotBatch } from './spot-batch-store.js';
import {
  claimSlot,
  decodeResult,
  findClaims,
  type ClaimRow,
} from '../../services/idempotency/idempotency-store.js';
import type {
  SpotCancelCommand,
  SpotMarketCommand,
  SpotMarketKey,
  SpotOutcome,
  SpotRequoteCommand,
  SpotSubmitCommand,
} from './spot-commands.js';
import {
  recordToRow,
  rowToRecord,
  spotOrderView,
  type SpotOrderRecord,
} from './spot-order-record.js';
import type { SpotPairDef } from './spot-pairs.js';

/** Hands out ids to every market of the writer process. */
export interface SpotIdSource {
  nextOrderId(): number;
  nextTradeId(): number;
}

/** What a committed batch changed, for the live channels. */
export interface SpotCommitted {
  key: SpotMarketKey;
  seq: bigint;
  orders: SpotOrderRecord[];
  trades: SpotTapeTrade[];
}

interface Pending {
  command: SpotMarketCommand;
  resolve: (outcome: SpotOutcome) => void;
}

export interface SpotMarketOptions {
  db: Db;
  clock: Clock;
  key: SpotMarketKey;
  def: SpotPairDef;
  pair: SpotPair;
  ids: SpotIdSource;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  onCommit: (committed: SpotCommitted) => void;
  /** At most this many commands per transaction. */
  maxBatch?: number;
}

const unavailable = (): SpotOutcome => ({
  ok: false,
  code: GenericCode.UNAVAILABLE,
  httpStatus: 503,
});

/** What a command whose key already took effect answers: its first outcome. */
function replayOutcome(
  earlier: ClaimRow | { requestHash: string; outcome: SpotOutcome },
  requestHash: string,
): SpotOutcome {
  if (earlier.requestHash !== requestHash)
    return { ok: false, code: GenericCode.IDEMPOTENCY_KEY_REUSED, httpStatus: 422 };
  if ('outcome' in earlier) return earlier.outcome;
  if (earlier.state === 'committed' && earlier.reply !== null)
    return { ok: true, order: decodeResult<SpotOrderView>(earlier.reply) };
  // The reply was stored meanwhile (a race with the HTTP side): the order it carried, or a 409.
  const stored = earlier.reply as { code?: number; result?: SpotOrderView } | null;
  if (earlier.state === 'done' && earlier.httpStatus === 200 && stored?.result)
    return { ok: true, order: stored.result };
  return { ok: false, code: GenericCode.CONFLICT, httpStatus: 409 };
}

/**
 * The single writer of one spot market (pair × book). Commands queue up in arrival order; while
 * one batch is being committed the next ones gather, so under load each transaction carries many
 * (group commit). For each command the funds are checked and frozen before it reaches the
 * in-memory book; the book's events become order and trade rows and one journal entry per
 * command; the replies go out only after the commit (an acknowledged order is durable). If the
 * commit fails, the book is rebuilt from the database — nothing of that batch happened — and its
 * commands are tried again one by one.
 */
export class SpotMarket {
  private book: SpotOrderBook;
  private readonly orders = new Map<number, SpotOrderRecord>();
  private readonly accounts: SpotAccountDirectory;
  private readonly queue: Pending[] = [];
  private running = false;
  private drained: Promise<void> = Promise.resolve();
  private seq = 0n;
  private restCounter = 0n;
  private lastTradeTicks: bigint | null = null;

  constructor(private readonly options: SpotMarketOptions) {
    this.book = new SpotOrderBook(options.pair);
    this.accounts = new SpotAccountDirectory(options.key.book, options.def.base, options.def.quote);
  }

  get key(): SpotMarketKey {
    return this.options.key;
  }

  get pair(): SpotPair {
    return this.options.pair;
  }

  get sequence(): bigint {
    return this.seq;
  }

  get lastPriceTicks(): bigint | null {
    return this.lastTradeTicks;
  }

  /** Reloads the book and the fence from the database. */
  async rebuild(): Promise<void> {
    const { db } = this.options;
    const loaded = await loadSpotMarket(db, this.options.key);
    const book = new SpotOrderBook(this.options.pair);
    this.orders.clear();
    let restCounter = 0n;
    for (const row of loaded.resting) {
      const record = rowToRecord(row);
      const events = book.execute({
        kind: 'limit',
        id: record.id,
        owner: record.owner,
        side: record.side,
        price: record.priceTicks!,
        lots: record.openLots,
        postOnly: record.postOnly,
      });
      if (events.some((e) => e.kind !== 'accepted' && e.kind !== 'rested'))
        throw new Error(`spot order ${record.id} does not rest cleanly on rebuild`);
      this.orders.set(record.id, record);
      if (record.restSeq !== null && record.restSeq > restCounter) restCounter = record.restSeq;
    }
    this.book = book;
    this.seq = loaded.seq;
    this.restCounter = restCounter;
    await this.accounts.fee(db);
  }

  set lastPrice(ticks: bigint | null) {
    this.lastTradeTicks = ticks;
  }

  /** Queues a command; resolves after its batch committed (or failed). */
  submit(command: SpotMarketCommand): Promise<SpotOutcome> {
    return new Promise((resolve) => {
      this.queue.push({ command, resolve });
      if (!this.running) this.drained = this.drain();
    });
  }

  /** Resolves when the queue is empty. */
  async idle(): Promise<void> {
    while (this.running || this.queue.length > 0) await this.drained;
  }

  depth(levels: number): { bids: SpotPriceLevel[]; asks: SpotPriceLevel[] } {
    return { bids: this.book.depth('buy', levels), asks: this.book.depth('sell', levels) };
  }

  restingOrdersOf(userId: string): SpotOrderRecord[] {
    return [...this.orders.values()].filter((o) => o.userId === userId && !o.done);
  }

  /** The book's resting orders with their records (tests compare them with the database). */
  snapshot() {
    return { resting: this.book.restingOrders(), hash: this.book.stateHash(), seq: this.seq };
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.options.maxBatch ?? 200);
        const outcomes = await this.tryBatch(batch.map((p) => p.command));
        if (outcomes) {
          batch.forEach((p, i) => p.resolve(outcomes[i]!));
          continue;
        }
        // The batch failed and the book was rebuilt: one by one, so one bad command fails alone.
        for (const pending of batch) {
          const single = await this.tryBatch([pending.command]);
          pending.resolve(single?.[0] ?? unavailable());
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** Runs commands as one transaction; undefined if it failed (the book is then rebuilt). */
  private async tryBatch(commands: SpotMarketCommand[]): Promise<SpotOutcome[] | undefined> {
    const { db, key } = this.options;
    const startSeq = this.seq;
    const startRest = this.restCounter;
    const lastTrade = this.lastTradeTicks;
    let batch: SpotBatch | undefined;
    let outcomes: SpotOutcome[] = [];
    try {
      await this.accounts.load(
        db,
        commands.map((c) => c.userId),
      );
      // One attempt: a failed batch rebuilds the book instead (below).
      await inTransaction(
        db,
        async (tx) => {
          // Each attempt starts from the committed state (a retried transaction must not apply twice).
          batch = new SpotBatch();
          outcomes = [];
          const owners = [...new Set(commands.map((c) => c.userId))];
          const available = await openSpotBatch(
            tx,
            key,
            startSeq,
            startSeq + 1n,
            owners.flatMap((o) =>
              this.accounts.has(o)
                ? [this.accounts.account(o, 'base'), this.accounts.account(o, 'quote')]
                : [],
            ),
          );
          const claimed = await findClaims(
            tx,
            commands.flatMap((c) => (c.kind !== 'requote' && c.claim ? [c.claim] : [])),
          );
          const now = this.options.clock();
          for (const command of commands)
            outcomes.push(this.applyOnce(command, batch, available, now, claimed));
          this.seq = startSeq + 1n;
          await writeSpotBatch(tx, this.options.pair, this.accounts, batch);
          noteBalancesChanged(
            tx,
            owners.map((userId) => ({ userId, book: key.book })),
          );
        },
        1,
      );
    } catch (error) {
      this.options.log.warn({ err: error, market: key }, 'spot batch failed; rebuilding the book');
      this.seq = startSeq;
      this.restCounter = startRest;
      this.lastTradeTicks = lastTrade;
      try {
        await this.rebuild();
      } catch (rebuildError) {
        this.options.log.error({ err: rebuildError, market: key }, 'spot book rebuild failed');
      }
      return undefined;
    }
    const done = batch!;
    for (const record of done.records()) if (record.done) this.orders.delete(record.id);
    this.options.onCommit({ key, seq: this.seq, orders: done.records(), trades: done.tape });
    return outcomes;
  }

  /**
   * A command whose Idempotency-Key already took effect (committed earlier, or earlier in this
   * batch) answers what it answered then and does not touch the book again.
   */
  private applyOnce(
    command: SpotMarketCommand,
    batch: SpotBatch,
    available: Map<number, Amount>,
    now: Date,
    claimed: Map<string, ClaimRow>,
  ): SpotOutcome {
    const claim = command.kind === 'requote' ? null : command.claim;
    if (!claim) return this.apply(command, batch, available, now);
    const slot = claimSlot(claim);
    const earlier = claimed.get(slot) ?? batch.outcomes.get(slot);
    if (earlier) return replayOutcome(earlier, claim.requestHash);
    const outcome = this.apply(command, batch, available, now);
    batch.outcomes.set(slot, { requestHash: claim.requestHash, outcome });
    return outcome;
  }

  private apply(
    command: SpotMarketCommand,
    batch: SpotBatch,
    available: Map<number, Amount>,
    now: Date,
  ): SpotOutcome {
    switch (command.kind) {
      case 'submit':
        return this.applySubmit(command, batch, available, now);
      case 'cancel':
        return this.applyCancel(command, batch, now);
      case 'requote':
        return this.applyRequote(command, batch, available, now);
    }
  }

  /** Available now for an owner's base or quote: read at the batch start plus this batch's changes. */
  private availableOf(
    owner: string,
    asset: 'base' | 'quote',
    batch: SpotBatch,
    available: Map<number, Amount>,
  ): Amount {
    if (!this.accounts.has(owner)) return 0n;
    const start = available.get(this.accounts.account(owner, asset)) ?? 0n;
    return start + batch.availableDelta(owner, asset);
  }

  private applySubmit(
    command: SpotSubmitCommand,
    batch: SpotBatch,
    available: Map<number, Amount>,
    now: Date,
  ): SpotOutcome {
    const { pair } = this.options;
    const owner = command.userId;
    const holdAsset = command.side === 'buy' ? 'quote' : 'base';
    const free = this.availableOf(owner, holdAsset, batch, available);
    let hold: Amount;
    if (command.type === 'limit')
      hold = spotLimitHold(pair, command.side, command.priceTicks!, command.lots!);
    else if (command.side === 'sell') hold = lotsToQuantity(pair, command.lots!);
    else hold = command.quoteBudget ?? free; // a market buy by quantity may spend what is there
    if (hold <= 0n || hold > free)
      return { ok: false, code: CatalogueCode.INSUFFICIENT_BALANCE, httpStatus: 409 };

    const id = this.options.ids.nextOrderId();
    const bookCommand: SpotCommand =
      command.type === 'limit'
        ? {
            kind: 'limit',
            id,
            owner,
            side: command.side,
            price: command.priceTicks!,
            lots: command.lots!,
            tif: command.timeInForce,
            postOnly: command.postOnly,
          }
        : command.side === 'buy'
          ? {
              kind: 'market',
              id,
              owner,
              side: 'buy',
              quoteBudget: hold,
              ...(command.lots === null ? {} : { lots: command.lots }),
            }
          : { kind: 'market', id, owner, side: 'sell', lots: command.lots! };
    const events = this.book.execute(bookCommand);
    const first = events[0]!;
    if (first.kind === 'rejected') {
      if (first.reason === 'would_cross')
        return { ok: false, code: GenericCode.POST_ONLY_WOULD_CROSS, httpStatus: 400 };
      return { ok: false, code: GenericCode.INVALID_REQUEST, httpStatus: 400 };
    }
    const record = this.addOrder(batch, id, owner, hold, now, {
      side: command.side,
      type: command.type,
      timeInForce: command.type === 'market' ? 'IOC' : command.timeInForce,
      postOnly: command.postOnly,
      priceTicks: command.priceTicks,
      lots: command.lots,
      quoteBudget: command.type === 'market' && command.side === 'buy' ? command.quoteBudget : null,
    });
    const movements = [
      ...holdMovements(owner, command.side, hold),
      ...this.settle(events, batch, now),
    ];
    batch.addEntry({
      reason: 'spot_order',
      refType: 'spot_order',
      refId: String(id),
      actorId: owner,
      movements: netSpotMovements(movements),
    });
    const order = spotOrderView(recordToRow(pair, record));
    if (command.claim) batch.claims.push({ claim: command.claim, order });
    return { ok: true, order };
  }

  private applyCancel(command: SpotCancelCommand, batch: SpotBatch, now: Date): SpotOutcome {
    const record = this.orders.get(command.orderId);
    // Another user's order, or one that is not resting here, is simply not found.
    if (!record || record.userId !== command.userId || record.done)
      return { ok: false, code: GenericCode.NOT_FOUND, httpStatus: 404 };
    const events = this.book.execute({ kind: 'cancel', id: record.id, owner: record.owner });
    if (events[0]!.kind === 'rejected')
      return { ok: false, code: GenericCode.NOT_FOUND, httpStatus: 404 };
    batch.addEntry({
      reason: 'spot_cancel',
      refType: 'spot_order',
      refId: String(record.id),
      actorId: command.userId,
      movements: netSpotMovements(this.settle(events, batch, now, 'user')),
    });
    const order = spotOrderView(recordToRow(this.options.pair, record));
    if (command.claim) batch.claims.push({ claim: command.claim, order });
    return { ok: true, order };
  }

  /** The market maker's orders out, its new quotes in (those its inventory can hold), one entry. */
  private applyRequote(
    command: SpotRequoteCommand,
    batch: SpotBatch,
    available: Map<number, Amount>,
    now: Date,
  ): SpotOutcome {
    const { pair } = this.options;
    const owner = command.userId;
    const movements: SpotMovement[] = [];
    for (const record of this.restingOrdersOf(owner)) {
      const events = this.book.execute({ kind: 'cancel', id: record.id, owner });
      movements.push(...this.settle(events, batch, now, 'user'));
    }
    batch.addEntry({
      reason: 'spot_requote',
      refType: 'spot_requote',
      refId: `${pair.code}:${this.options.key.book}:${this.seq + 1n}:c`,
      actorId: owner,
      movements: netSpotMovements(movements),
    });
    let placed = 0;
    const placing: SpotMovement[] = [];
    for (const quote of command.quotes) {
      const asset = quote.side === 'buy' ? 'quote' : 'base';
      const hold = spotLimitHold(pair, quote.side, quote.priceTicks, quote.lots);
      const free = this.availableOf(owner, asset, batch, available);
      const pendingHold = placing
        .filter((m) => m.asset === asset && m.bucket === 'available')
        .reduce((sum, m) => sum - m.amount, 0n);
      if (hold > free - pendingHold) continue;
      const id = this.options.ids.nextOrderId();
      const events = this.book.execute({
        kind: 'limit',
        id,
        owner,
        side: quote.side,
        price: quote.priceTicks,
        lots: quote.lots,
      });
      if (events[0]!.kind === 'rejected') continue;
      this.addOrder(batch, id, owner, hold, now, {
        side: quote.side,
        type: 'limit',
        timeInForce: 'GTC',
        postOnly: false,
        priceTicks: quote.priceTicks,
        lots: quote.lots,
        quoteBudget: null,
      });
      placing.push(...holdMovements(owner, quote.side, hold), ...this.settle(events, batch, now));
      placed += 1;
    }
    batch.addEntry({
      reason: 'spot_requote',
      refType: 'spot_requote',
      refId: `${pair.code}:${this.options.key.book}:${this.seq + 1n}:q`,
      actorId: owner,
      movements: netSpotMovements(placing),
    });
    return { ok: true, requoted: placed };
  }

  /** A new order's record (holding `hold`), known to the book's writer and to the batch. */
  private addOrder(
    batch: SpotBatch,
    id: number,
    owner: string,
    hold: Amount,
    now: Date,
    terms: Pick<
      SpotOrderRecord,
      'side' | 'type' | 'timeInForce' | 'postOnly' | 'priceTicks' | 'lots' | 'quoteBudget'
    >,
  ): SpotOrderRecord {
    const record: SpotOrderRecord = {
      ...newSpotOrderFunds(id, owner, terms.side, hold),
      ...terms,
      userId: owner,
      book: this.options.key.book,
      pair: this.options.pair.code,
      status: 'open',
      cancelReason: null,
      restSeq: null,
      openLots: 0n,
      createdAt: now,
      doneAt: null,
    };
    this.orders.set(id, record);
    batch.created.set(id, record);
    return record;
  }

  /** Applies a command's events to the order records and returns the money they move. */
  private settle(
    events: SpotEvent[],
    batch: SpotBatch,
    now: Date,
    cancelReason: 'user' | undefined = undefined,
  ): SpotMovement[] {
    const { pair } = this.options;
    const movements = settleSpotEvents(pair, events, this.orders);
    for (const event of events) {
      if (event.kind === 'fill') {
        this.recordTrade(event, batch, now);
        for (const id of [event.makerId, event.takerId]) {
          const order = this.orders.get(id)!;
          if (id === event.makerId) order.openLots -= event.lots;
          if (order.status === 'open') order.status = 'partial';
          batch.touch(order);
        }
        continue;
      }
      if (event.kind === 'accepted' || event.kind === 'rejected') continue;
      const record = this.orders.get(event.id)!;
      batch.touch(record);
      switch (event.kind) {
        case 'rested':
          record.openLots = event.lots;
          this.restCounter += 1n;
          record.restSeq = this.restCounter;
          break;
        case 'reduced':
          record.openLots = event.lots;
          break;
        case 'cancelled':
          record.openLots = 0n;
          record.cancelReason = event.reason === 'cancel' ? (cancelReason ?? 'user') : event.reason;
          break;
        case 'done':
          record.openLots = 0n;
          // Less than ordered (a market order that ran out of book or budget) is not "filled".
          if (
            record.cancelReason === null &&
            (record.filledLots === 0n || (record.lots !== null && record.filledLots < record.lots))
          )
            record.cancelReason = 'unfilled';
          record.status = record.cancelReason === null ? 'filled' : 'cancelled';
          record.doneAt = now;
          break;
      }
    }
    return movements;
  }

  private recordTrade(fill: SpotFill, batch: SpotBatch, now: Date) {
    const { pair } = this.options;
    this.lastTradeTicks = fill.price;
    const id = this.options.ids.nextTradeId();
    batch.tape.push({
      id,
      priceTicks: fill.price,
      lots: fill.lots,
      takerSide: fill.takerSide,
      time: now.getTime(),
    });
    batch.trades.push({
      id,
      book: this.options.key.book,
      pair: pair.code,
      makerOrderId: fill.makerId,
      takerOrderId: fill.takerId,
      makerUserId: fill.makerOwner,
      takerUserId: fill.takerOwner,
      takerSide: fill.takerSide,
      price: formatAmount(ticksToPrice(pair, fill.price)),
      quantity: formatAmount(fill.base),
      quote: formatAmount(fill.quote),
      makerFee: formatAmount(fill.makerFee),
      takerFee: formatAmount(fill.takerFee),
      createdAt: now,
    });
  }
}
