import { inTransaction } from '../../db/transaction.js';
import { noteBalancesChanged } from '../../services/ledger/balance-changes.js';
import { GenericCode, type SpotOrderView } from '@meridian/contract';
import {
  holdMovements,
  PLAIN_FEE_TERMS,
  netSpotMovements,
  spotHoldAsset,
  spotLimitHold,
  SpotOrderBook,
  type Amount,
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
import { decideHold } from './spot-hold-stage.js';
import { bookCommandOf, match, refusalOf } from './spot-match-stage.js';
import {
  recordToRow,
  rowToRecord,
  spotOrderView,
  type SpotOrderRecord,
} from './spot-order-record.js';
import type { SpotPairDef } from './spot-pairs.js';
import { SpotSettlement, type SpotIdSource } from './spot-settle-stage.js';

export type { SpotIdSource };

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
 * The single writer of one spot market (pair × book), a pipeline in stages as exchange-core
 * separates them: (1) hold — the funds a new order needs are checked and frozen before it reaches
 * the book (spot-hold-stage); (2) match — the in-memory book runs it and must not be left crossed
 * (spot-match-stage); (3) settle — the book's events become order states, trades and one journal
 * entry per command, and the holds are checked against what is frozen (spot-settle-stage);
 * (4) persist — the batch is written in one transaction (spot-batch-store) and the replies go out
 * only after the commit (an acknowledged order is durable).
 *
 * Commands queue up in arrival order; while one batch is being committed the next ones gather, so
 * under load each transaction carries many (group commit). If the commit fails (an invariant
 * included), the book is rebuilt from the database — nothing of that batch happened — and its
 * commands are tried again one by one, so a bad one fails alone.
 */
export class SpotMarket {
  private book: SpotOrderBook;
  private readonly settlement: SpotSettlement;
  private readonly accounts: SpotAccountDirectory;
  private readonly queue: Pending[] = [];
  private running = false;
  private drained: Promise<void> = Promise.resolve();
  private seq = 0n;

  constructor(private readonly options: SpotMarketOptions) {
    this.book = new SpotOrderBook(options.pair);
    this.settlement = new SpotSettlement(options.pair, options.key.book, options.ids);
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
    return this.settlement.lastTradeTicks;
  }

  /** Reloads the book and the fence from the database. */
  async rebuild(): Promise<void> {
    const { db } = this.options;
    const loaded = await loadSpotMarket(db, this.options.key);
    const book = new SpotOrderBook(this.options.pair);
    const records: SpotOrderRecord[] = [];
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
      records.push(record);
      if (record.restSeq !== null && record.restSeq > restCounter) restCounter = record.restSeq;
    }
    this.book = book;
    this.seq = loaded.seq;
    this.settlement.reset(records, restCounter);
    await this.accounts.fee(db);
  }

  set lastPrice(ticks: bigint | null) {
    this.settlement.lastTradeTicks = ticks;
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
    return this.settlement.liveOrdersOf(userId);
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
    const startRest = this.settlement.restCounter;
    const lastTrade = this.settlement.lastTradeTicks;
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
          this.settlement.checkHolds(batch);
          // Owners whose accounts are not known yet: resting makers after a rebuild, inviters.
          await this.accounts.load(
            tx,
            batch.entries.flatMap((entry) =>
              entry.movements.flatMap((m) => (m.owner === null ? [] : [m.owner])),
            ),
          );
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
      this.settlement.restCounter = startRest;
      this.settlement.lastTradeTicks = lastTrade;
      try {
        await this.rebuild();
      } catch (rebuildError) {
        this.options.log.error({ err: rebuildError, market: key }, 'spot book rebuild failed');
      }
      return undefined;
    }
    const done = batch!;
    this.settlement.committed(done);
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
    const free = this.availableOf(owner, spotHoldAsset(command.side), batch, available);
    const decision = decideHold(pair, command, free);
    if (!decision.ok) return decision.outcome;
    const { hold } = decision;

    const id = this.options.ids.nextOrderId();
    const events = match(this.book, bookCommandOf(command, id, hold));
    const refusal = refusalOf(events[0]!);
    if (refusal) return refusal;
    const record = this.settlement.addOrder(batch, id, owner, hold, now, command.feeTerms, {
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
      ...this.settlement.settle(events, batch, now),
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
    const record = this.settlement.orders.get(command.orderId);
    // Another user's order, or one that is not resting here, is simply not found.
    if (!record || record.userId !== command.userId || record.done)
      return { ok: false, code: GenericCode.NOT_FOUND, httpStatus: 404 };
    const events = match(this.book, { kind: 'cancel', id: record.id, owner: record.owner });
    if (events[0]!.kind === 'rejected')
      return { ok: false, code: GenericCode.NOT_FOUND, httpStatus: 404 };
    batch.addEntry({
      reason: 'spot_cancel',
      refType: 'spot_order',
      refId: String(record.id),
      actorId: command.userId,
      movements: netSpotMovements(this.settlement.settle(events, batch, now, 'user')),
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
      const events = match(this.book, { kind: 'cancel', id: record.id, owner });
      movements.push(...this.settlement.settle(events, batch, now, 'user'));
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
      const asset = spotHoldAsset(quote.side);
      const hold = spotLimitHold(pair, quote.side, quote.priceTicks, quote.lots);
      const free = this.availableOf(owner, asset, batch, available);
      const pendingHold = placing
        .filter((m) => m.asset === asset && m.bucket === 'available')
        .reduce((sum, m) => sum - m.amount, 0n);
      if (hold > free - pendingHold) continue;
      const id = this.options.ids.nextOrderId();
      const events = match(this.book, {
        kind: 'limit',
        id,
        owner,
        side: quote.side,
        price: quote.priceTicks,
        lots: quote.lots,
      });
      if (events[0]!.kind === 'rejected') continue;
      this.settlement.addOrder(batch, id, owner, hold, now, PLAIN_FEE_TERMS, {
        side: quote.side,
        type: 'limit',
        timeInForce: 'GTC',
        postOnly: false,
        priceTicks: quote.priceTicks,
        lots: quote.lots,
        quoteBudget: null,
      });
      placing.push(
        ...holdMovements(owner, quote.side, hold),
        ...this.settlement.settle(events, batch, now),
      );
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
}
