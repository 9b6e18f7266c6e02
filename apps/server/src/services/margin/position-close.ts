import type { CloseReason } from '@meridian/contract';
import {
  closePostings,
  conversionFor,
  formatAmount,
  formatAmountFixed,
  marginShare,
  parseAmount,
  positionProfit,
  type Amount,
} from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { marginOrders } from '../../db/schema/index.js';
import { postEntry } from '../ledger/post-entry.js';
import {
  createNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/create-notification.js';
import { accountRiskInTx } from './account-risk.js';
import type { MarginOrderRow } from './margin-order-view.js';
import { publishMarginOrder } from './margin-events.js';
import { lockUsdt, tradingAccounts } from './margin-accounts.js';
import { stopOutLevelBp } from './margin-terms.js';

// Closing an open position (all of it or part), shared by the owner's close and the triggers'.

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

export interface ClosedInTx {
  close: CloseResult;
  notice: NotificationRow | undefined;
}

export async function closeInTx(
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
        // The commission (and its referral cut) stays with the order that paid it.
        fee: '0',
        referralCommission: '0',
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

export async function publishClose(deps: Deps, result: ClosedInTx) {
  const { closed, remaining } = result.close;
  await publishMarginOrder(deps, closed);
  if (remaining) await publishMarginOrder(deps, remaining);
  if (result.notice) await publishNotification(deps.bus, result.notice);
}
