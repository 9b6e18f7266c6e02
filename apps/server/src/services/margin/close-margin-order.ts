import type { CloseReason } from '@meridian/contract';
import {
  closePostings,
  conversionFor,
  exitPrice,
  formatAmount,
  formatAmountFixed,
  marginShare,
  parseAmount,
  positionProfit,
  type Amount,
  type Book,
} from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { marginOrders } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { postEntry } from '../ledger/post-entry.js';
import {
  createNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/create-notification.js';
import { CatalogueCode } from '@meridian/contract';
import { accountRiskInTx } from './account-risk.js';
import { ownedMarginOrder } from './owned-order.js';
import type { MarginOrderRow } from './margin-order-view.js';
import { publishMarginOrder } from './margin-events.js';
import { lockUsdt, tradingAccounts } from './margin-accounts.js';
import { findInstrument, instrumentTerms, stopOutLevelBp, tradableQuote } from './margin-terms.js';

/** The recorded tick a trigger fired on. */
export interface TriggerTick {
  price: Amount;
  epochMs: number;
}

export interface CloseResult {
  /** The closed row: the position itself, or the closed part of a partial close. */
  closed: MarginOrderRow;
  /** The position still open after a partial close. */
  remaining?: MarginOrderRow;
  /** USDT in the book afterwards (available + frozen). */
  cash: Amount;
}

const NOTIFIED: Partial<Record<CloseReason, string>> = {
  stop_loss: 'stopLoss',
  take_profit: 'takeProfit',
  stop_out: 'stopOut',
};

/** stopU: the owner closes an open position, all of it or `lots` of it, at the current bid/ask. */
export async function closeMarginOrderByUser(
  deps: Deps,
  userId: string,
  book: Book,
  orderId: number,
  lotsText: string | undefined,
  claim?: IdempotencyClaim | null,
): Promise<CloseResult> {
  const replayed = replayedResult<CloseResult>(claim);
  if (replayed) return replayed;
  const owned = await ownedMarginOrder(deps.db, userId, book, orderId, { lock: false });
  if (owned.status !== 'open') throw conflict();
  const instrument = findInstrument(deps, owned.code);
  const quote = await tradableQuote(deps, instrument);
  const terms = await instrumentTerms(deps.db, instrument);
  const lots = lotsText === undefined ? undefined : parseAmount(lotsText);
  // More lots than the position holds is a mistake to point out, not a full close in disguise.
  if (
    lots !== undefined &&
    (lots <= 0n || lots % terms.lotStep !== 0n || lots > parseAmount(owned.lots))
  )
    throw badRequest(CatalogueCode.WRONG_PURCHASE_AMOUNT);
  const result = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const closed = await closeInTx(
      tx,
      deps,
      orderId,
      'user',
      { price: exitPrice(owned.side, quote), epochMs: quote.epochMs },
      lots,
    );
    // Closed meanwhile by a trigger: the claim rolls back with it, nothing was done here.
    if (!closed) throw conflict();
    await saveIdempotentResultInTx(tx, claim, closed.close);
    return closed;
  });
  await publishClose(deps, result);
  return result.close;
}

/**
 * A trigger closes a position at the recorded tick it fired on. Returns undefined when there is
 * nothing to do any more (already closed by someone else, or, for a stop-out, the margin level
 * is no longer below the stop-out level with the book's current money).
 */
export async function closeMarginOrderByTrigger(
  deps: Deps,
  orderId: number,
  reason: Exclude<CloseReason, 'user' | 'insufficient_margin'>,
  tick: TriggerTick,
): Promise<CloseResult | undefined> {
  const result = await inTransaction(deps.db, (tx) =>
    closeInTx(tx, deps, orderId, reason, tick, undefined),
  );
  if (!result) return undefined;
  await publishClose(deps, result);
  return result.close;
}

export interface TriggeredClose {
  orderId: number;
  reason: Exclude<CloseReason, 'user' | 'insufficient_margin'>;
  tick: TriggerTick;
}

/**
 * Several trigger closes in one transaction, in order (a stop-out re-check sees the closes
 * before it): one commit instead of one per position when a price crosses many stops at once.
 * Each result is what closeMarginOrderByTrigger would have returned.
 */
export async function closeMarginOrdersByTriggers(
  deps: Deps,
  closes: readonly TriggeredClose[],
): Promise<(CloseResult | undefined)[]> {
  const results = await inTransaction(deps.db, async (tx) => {
    const out: (ClosedInTx | undefined)[] = [];
    for (const close of closes)
      out.push(await closeInTx(tx, deps, close.orderId, close.reason, close.tick, undefined));
    return out;
  });
  for (const result of results) if (result) await publishClose(deps, result);
  return results.map((result) => result?.close);
}

interface ClosedInTx {
  close: CloseResult;
  notice: NotificationRow | undefined;
}

async function closeInTx(
  tx: Tx,
  deps: Deps,
  orderId: number,
  reason: CloseReason,
  tick: TriggerTick,
  lotsToClose: Amount | undefined,
): Promise<ClosedInTx | undefined> {
  const [row] = await tx
    .select()
    .from(marginOrders)
    .where(eq(marginOrders.id, orderId))
    .for('update');
  if (!row || row.status !== 'open' || row.openPrice === null) return undefined;
  const book = row.book;
  const instrument = deps.market.state.byId(row.instrumentId);
  if (!instrument) return undefined;
  const accounts = await tradingAccounts(deps, tx, row.userId, book);
  const balance = await lockUsdt(tx, accounts.user);
  let levelBp: bigint | undefined;
  if (reason === 'stop_out') {
    const risk = await accountRiskInTx(tx, deps, row.userId, book, balance);
    const threshold = await stopOutLevelBp(tx);
    if (risk.levelBp === undefined || risk.levelBp >= threshold) return undefined;
    levelBp = threshold;
  }
  const wholeLots = parseAmount(row.lots);
  const part = lotsToClose === undefined || lotsToClose >= wholeLots ? wholeLots : lotsToClose;
  const heldMargin = parseAmount(row.margin);
  const released = marginShare(heldMargin, part, wholeLots);
  const profit = positionProfit(
    row.side,
    part,
    parseAmount(row.lotSize),
    parseAmount(row.openPrice),
    tick.price,
    conversionFor(instrument.base, instrument.quote),
  );
  const settlement = closePostings(accounts, released, profit, balance.available);
  const now = deps.clock();
  const closing = {
    status: 'closed' as const,
    closePrice: formatAmount(tick.price),
    profit: formatAmount(profit),
    absorbedLoss: formatAmount(settlement.absorbed),
    closeReason: reason,
    closedAt: now,
    closeTickMs: tick.epochMs,
  };
  let closed: MarginOrderRow;
  let remaining: MarginOrderRow | undefined;
  if (part === wholeLots) {
    [closed] = (await tx
      .update(marginOrders)
      .set(closing)
      .where(eq(marginOrders.id, row.id))
      .returning()) as [MarginOrderRow];
  } else {
    [remaining] = (await tx
      .update(marginOrders)
      .set({ lots: formatAmount(wholeLots - part), margin: formatAmount(heldMargin - released) })
      .where(eq(marginOrders.id, row.id))
      .returning()) as [MarginOrderRow];
    const { id: _id, ...copy } = row;
    [closed] = (await tx
      .insert(marginOrders)
      .values({
        ...copy,
        ...closing,
        lots: formatAmount(part),
        margin: formatAmount(released),
        fee: '0',
        parentId: row.id,
      })
      .returning()) as [MarginOrderRow];
  }
  if (settlement.postings.length > 0)
    await postEntry(tx, {
      reason: 'margin_close',
      refType: 'margin_order',
      refId: String(closed.id),
      postings: settlement.postings,
    });
  const kind = NOTIFIED[reason];
  const notice = kind
    ? await createNotification(tx, {
        userId: row.userId,
        kind,
        params: {
          code: row.code,
          lots: formatAmount(part),
          price: formatAmount(tick.price),
          profit: formatAmountFixed(settlement.settled, 2),
          ...(levelBp === undefined ? {} : { level: Number(levelBp / 100n) }),
        },
        refType: 'margin_order',
        refId: String(closed.id),
      })
    : undefined;
  // Releasing margin moves money within the book; only the settled profit or loss changes its total.
  const cash = balance.available + balance.frozen + settlement.settled;
  return {
    close: { closed, ...(remaining ? { remaining } : {}), cash },
    notice,
  };
}

async function publishClose(deps: Deps, result: ClosedInTx) {
  const { closed, remaining } = result.close;
  await publishMarginOrder(deps, closed);
  if (remaining) await publishMarginOrder(deps, remaining);
  if (result.notice) await publishNotification(deps.bus, result.notice);
}
