import {
  formatAmount,
  newSpotOrderFunds,
  settleSpotEvents,
  spotFeeCharge,
  spotHoldAsset,
  ticksToPrice,
  type Amount,
  type Book,
  type SpotEvent,
  type SpotFeeTerms,
  type SpotFill,
  type SpotMovement,
  type SpotPair,
} from '@meridian/domain';
import { assertInvariant } from '../../lib/invariant.js';
import { ownerAssetKey, type SpotBatch } from './spot-batch.js';
import type { SpotOrderRecord } from './spot-order-record.js';

/** How often (in batches) S1 is also summed in full for the owners a batch touches. */
export const FULL_S1_EVERY = 100;

/** What an order holds toward S1: its hold while it lives, nothing once done. */
const liveHold = (record: SpotOrderRecord): Amount => (record.done ? 0n : record.held);

/** Hands out ids to every market of the writer process. */
export interface SpotIdSource {
  nextOrderId(): number;
  nextTradeId(): number;
}

/**
 * Stage 3 of the spot pipeline (settlement): turns the book's events into order states, trades
 * and the money they move. It keeps the market's order records and, per owner and asset, what
 * this market has frozen in the committed ledger, so each batch can be checked against S1 (what
 * an owner has frozen here equals the sum of their live orders' holds) before it is written.
 */
export class SpotSettlement {
  readonly orders = new Map<number, SpotOrderRecord>();
  restCounter = 0n;
  lastTradeTicks: bigint | null = null;
  /** What the committed ledger holds frozen for this market's live orders, per owner and asset. */
  private frozen = new Map<string, Amount>();
  /**
   * The records of `orders` per owner: the S1 check of a batch sums the holds of the owners it
   * touches, at a cost that does not grow with the book (a scan of every order did).
   */
  private readonly byOwner = new Map<string, Set<SpotOrderRecord>>();
  /** Each live order's hold as of the last commit (S1's incremental check). */
  private readonly committedHolds = new Map<number, Amount>();
  private batchesChecked = 0;

  constructor(
    private readonly pair: SpotPair,
    private readonly book: Book,
    private readonly ids: SpotIdSource,
  ) {}

  /** Starts from the resting orders read from the database (a rebuild). */
  reset(records: Iterable<SpotOrderRecord>, restCounter: bigint) {
    this.orders.clear();
    this.byOwner.clear();
    this.committedHolds.clear();
    for (const record of records) {
      this.remember(record);
      this.committedHolds.set(record.id, liveHold(record));
    }
    this.restCounter = restCounter;
    this.frozen = this.heldBy(null);
  }

  /** A new order's record (holding `hold`), known to the market and to the batch. */
  addOrder(
    batch: SpotBatch,
    id: number,
    owner: string,
    hold: Amount,
    now: Date,
    feeTerms: SpotFeeTerms,
    terms: Pick<
      SpotOrderRecord,
      'side' | 'type' | 'timeInForce' | 'postOnly' | 'priceTicks' | 'lots' | 'quoteBudget'
    >,
  ): SpotOrderRecord {
    const record: SpotOrderRecord = {
      ...newSpotOrderFunds(id, owner, terms.side, hold, feeTerms),
      ...terms,
      userId: owner,
      book: this.book,
      pair: this.pair.code,
      status: 'open',
      cancelReason: null,
      restSeq: null,
      openLots: 0n,
      createdAt: now,
      doneAt: null,
    };
    this.remember(record);
    batch.created.set(id, record);
    return record;
  }

  private remember(record: SpotOrderRecord) {
    this.orders.set(record.id, record);
    let own = this.byOwner.get(record.userId);
    if (!own) this.byOwner.set(record.userId, (own = new Set()));
    own.add(record);
  }

  private forget(record: SpotOrderRecord) {
    this.orders.delete(record.id);
    const own = this.byOwner.get(record.userId);
    own?.delete(record);
    if (own?.size === 0) this.byOwner.delete(record.userId);
  }

  /** Applies a command's events to the order records and returns the money they move. */
  settle(
    events: SpotEvent[],
    batch: SpotBatch,
    now: Date,
    cancelReason: 'user' | undefined = undefined,
  ): SpotMovement[] {
    const movements = settleSpotEvents(this.pair, events, this.orders);
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

  /**
   * S1 before the batch is written: what this market holds frozen for an owner (the committed
   * ledger + the batch's frozen movements) equals the sum of that owner's live orders' holds.
   * Each batch checks it incrementally — for every owner and asset, the batch's frozen movements
   * equal the change of the holds of the orders it touched since their last commit —, at a cost of
   * the batch's size; every FULL_S1_EVERY batches the touched owners' holds are summed in full.
   * Throws InvariantViolation (the batch is then rolled back).
   */
  checkHolds(batch: SpotBatch) {
    const moved = batch.frozenDeltas();
    const records = batch.records();
    const changedHolds = new Map<string, Amount>();
    for (const record of records) {
      const delta = liveHold(record) - (this.committedHolds.get(record.id) ?? 0n);
      if (delta === 0n) continue;
      const key = ownerAssetKey(record.userId, spotHoldAsset(record.side));
      changedHolds.set(key, (changedHolds.get(key) ?? 0n) + delta);
    }
    for (const key of new Set([...moved.keys(), ...changedHolds.keys()])) {
      const frozen = moved.get(key) ?? 0n;
      const held = changedHolds.get(key) ?? 0n;
      assertInvariant(
        frozen === held,
        'S1',
        () =>
          `${this.pair.code}/${this.book}: ${key.replace('\u0000', ' ')} had ${frozen} frozen by ` +
          `the batch, its orders' holds changed by ${held}`,
      );
    }
    this.batchesChecked += 1;
    if (this.batchesChecked % FULL_S1_EVERY === 0) this.checkHoldsInFull(batch, moved);
  }

  /** S1 summed in full for every owner the batch touches. */
  checkHoldsInFull(batch: SpotBatch, moved = batch.frozenDeltas()) {
    const owners = new Set(batch.records().map((record) => record.userId));
    for (const key of moved.keys()) owners.add(key.split('\u0000')[0]!);
    if (owners.size === 0) return;
    const held = this.heldBy(owners);
    for (const owner of owners)
      for (const asset of ['base', 'quote'] as const) {
        const key = ownerAssetKey(owner, asset);
        const expected = (this.frozen.get(key) ?? 0n) + (moved.get(key) ?? 0n);
        const actual = held.get(key) ?? 0n;
        assertInvariant(
          expected === actual,
          'S1',
          () =>
            `${this.pair.code}/${this.book}: ${owner} has ${expected} of the ${asset} frozen here, ` +
            `its orders hold ${actual}`,
        );
      }
  }

  /** After the batch committed: its frozen movements are now the ledger's. */
  committed(batch: SpotBatch) {
    for (const [key, delta] of batch.frozenDeltas())
      this.frozen.set(key, (this.frozen.get(key) ?? 0n) + delta);
    for (const record of batch.records()) {
      if (record.done) {
        this.forget(record);
        this.committedHolds.delete(record.id);
      } else this.committedHolds.set(record.id, liveHold(record));
    }
  }

  /** The sum of live orders' holds per owner and asset (of `owners`, or everyone). */
  private heldBy(owners: ReadonlySet<string> | null): Map<string, Amount> {
    const held = new Map<string, Amount>();
    const add = (record: SpotOrderRecord) => {
      if (liveHold(record) === 0n) return;
      const key = ownerAssetKey(record.userId, spotHoldAsset(record.side));
      held.set(key, (held.get(key) ?? 0n) + record.held);
    };
    if (owners === null) for (const record of this.orders.values()) add(record);
    else
      for (const owner of owners) for (const record of this.byOwner.get(owner) ?? []) add(record);
    return held;
  }

  /** An owner's live orders in this market. */
  liveOrdersOf(owner: string): SpotOrderRecord[] {
    return [...(this.byOwner.get(owner) ?? [])].filter((record) => !record.done);
  }

  private recordTrade(fill: SpotFill, batch: SpotBatch, now: Date) {
    const { pair } = this;
    // What each side paid and its inviter earned, as settleSpotEvents charged them.
    const maker = spotFeeCharge(pair, fill.makerFee, this.orders.get(fill.makerId)!.feeTerms);
    const taker = spotFeeCharge(pair, fill.takerFee, this.orders.get(fill.takerId)!.feeTerms);
    this.lastTradeTicks = fill.price;
    const id = this.ids.nextTradeId();
    batch.tape.push({
      id,
      priceTicks: fill.price,
      lots: fill.lots,
      takerSide: fill.takerSide,
      time: now.getTime(),
    });
    batch.trades.push({
      id,
      book: this.book,
      pair: pair.code,
      makerOrderId: fill.makerId,
      takerOrderId: fill.takerId,
      makerUserId: fill.makerOwner,
      takerUserId: fill.takerOwner,
      takerSide: fill.takerSide,
      price: formatAmount(ticksToPrice(pair, fill.price)),
      quantity: formatAmount(fill.base),
      quote: formatAmount(fill.quote),
      makerFee: formatAmount(maker.charged),
      takerFee: formatAmount(taker.charged),
      makerCommission: formatAmount(maker.commission),
      takerCommission: formatAmount(taker.commission),
      createdAt: now,
    });
  }
}
