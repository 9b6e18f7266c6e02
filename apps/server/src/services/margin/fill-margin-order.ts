import {
  fillPostings,
  formatAmount,
  marginFeeCharge,
  openingCost,
  parseAmount,
  releasePostings,
} from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { marginOrders } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { userAccountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { accountRiskInTx } from './account-risk.js';
import type { TriggerTick } from './position-close.js';
import type { MarginOrderRow } from './margin-order-view.js';
import { publishMarginOrder } from './margin-events.js';
import { lockUsdt, tradingAccounts } from './margin-accounts.js';
import { instrumentTerms } from './margin-terms.js';

/**
 * A pending limit order's price was reached: it opens at the recorded tick's ask (buy) or bid
 * (sell), holding the margin at that price and charging the commission; the earlier hold is
 * released. If the book can no longer pay for it, the order is cancelled and its hold released.
 */
export async function fillMarginOrder(
  deps: Deps,
  orderId: number,
  tick: TriggerTick,
): Promise<{ row: MarginOrderRow; cash: bigint } | undefined> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(marginOrders)
      .where(eq(marginOrders.id, orderId))
      .for('update');
    if (!row || row.status !== 'pending') return undefined;
    const instrument = deps.market.state.byId(row.instrumentId);
    if (!instrument) return undefined;
    const terms = await instrumentTerms(tx, instrument);
    const accounts = await tradingAccounts(deps, tx, row.userId, row.book);
    const balance = await lockUsdt(tx, accounts.user);
    const risk = await accountRiskInTx(tx, deps, row.userId, row.book, balance);
    const hold = parseAmount(row.margin);
    const lots = parseAmount(row.lots);
    const { margin, commission: bookCommission } = openingCost(
      terms,
      lots,
      row.leverage,
      tick.price,
    );
    // The discount and inviter fixed when the order was placed (issue 17).
    const fee = marginFeeCharge(
      bookCommission,
      BigInt(row.feeDiscountBp),
      row.inviterId === null ? 0n : BigInt(row.referralShareBp),
    );
    const commission = fee.charged;
    const needed = margin + commission;
    const now = deps.clock();
    const canPay = balance.available + hold >= needed && risk.equity - risk.usedMargin >= needed;
    let updated: MarginOrderRow;
    if (canPay) {
      [updated] = (await tx
        .update(marginOrders)
        .set({
          status: 'open',
          openPrice: formatAmount(tick.price),
          margin: formatAmount(margin),
          fee: formatAmount(commission),
          referralCommission: formatAmount(fee.commission),
          openedAt: now,
          openTickMs: tick.epochMs,
        })
        .where(eq(marginOrders.id, row.id))
        .returning()) as [MarginOrderRow];
      await postEntry(tx, {
        reason: 'margin_fill',
        refType: 'margin_order',
        refId: String(row.id),
        postings: fillPostings(
          accounts,
          hold,
          margin,
          commission,
          fee.commission > 0n
            ? {
                account: await userAccountId(tx, row.inviterId!, row.book, 'USDT'),
                amount: fee.commission,
              }
            : null,
        ),
      });
    } else {
      [updated] = (await tx
        .update(marginOrders)
        .set({
          status: 'cancelled',
          closeReason: 'insufficient_margin',
          closedAt: now,
          closeTickMs: tick.epochMs,
        })
        .where(eq(marginOrders.id, row.id))
        .returning()) as [MarginOrderRow];
      const postings = releasePostings(accounts, hold);
      if (postings.length > 0)
        await postEntry(tx, {
          reason: 'margin_release',
          refType: 'margin_order',
          refId: String(row.id),
          postings,
        });
    }
    const notice = await createNotification(tx, {
      userId: row.userId,
      kind: canPay ? 'orderFilled' : 'orderCancelled',
      params: { code: row.code, lots: formatAmount(lots), price: formatAmount(tick.price) },
      refType: 'margin_order',
      refId: String(row.id),
    });
    // The hold and the margin stay in the book; only the commission leaves it.
    const cash = balance.available + balance.frozen - (canPay ? commission : 0n);
    return { row: updated, notice, cash };
  });
  if (!outcome) return undefined;
  await publishMarginOrder(deps, outcome.row);
  await publishNotification(deps.bus, outcome.notice);
  return { row: outcome.row, cash: outcome.cash };
}
