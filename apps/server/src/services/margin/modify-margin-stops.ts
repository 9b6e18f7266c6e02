import type { ModifyUBody } from '@meridian/contract';
import { checkStops, exitPrice, isOnTick, parseAmount, type Book } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { marginOrders } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../lib/app-error.js';
import { unreasonableStops } from './open-margin-order.js';
import type { MarginOrderRow } from './margin-order-view.js';
import { publishMarginOrder } from './margin-events.js';
import { findInstrument, liveQuote } from './margin-terms.js';
import { ownedMarginOrder } from './owned-order.js';

/**
 * modifyU: sets or clears the stop loss and take profit. They must lie on the correct side of
 * the order's limit price (pending) or of the price the position would close at now (open).
 */
export async function modifyMarginStops(
  deps: Deps,
  userId: string,
  book: Book,
  body: ModifyUBody,
): Promise<MarginOrderRow> {
  const row = await inTransaction(deps.db, async (tx) => {
    const order = await ownedMarginOrder(tx, userId, book, body.id, { lock: true });
    if (order.status !== 'open' && order.status !== 'pending') throw conflict();
    const instrument = findInstrument(deps, order.code);
    const stopLoss = body.stopLoss === undefined ? undefined : parseAmount(body.stopLoss);
    const takeProfit = body.takeProfit === undefined ? undefined : parseAmount(body.takeProfit);
    for (const stop of [stopLoss, takeProfit])
      if (stop !== undefined && !isOnTick(stop, instrument.tickSize)) throw unreasonableStops();
    let reference = parseAmount(order.limitPrice ?? order.openPrice ?? '0');
    if (order.status === 'open') {
      const quote = liveQuote(deps, instrument);
      if (quote) reference = exitPrice(order.side, quote);
    }
    if (checkStops(order.side, reference, stopLoss, takeProfit)) throw unreasonableStops();
    const [updated] = await tx
      .update(marginOrders)
      .set({ stopLoss: body.stopLoss ?? null, takeProfit: body.takeProfit ?? null })
      .where(eq(marginOrders.id, order.id))
      .returning();
    return updated!;
  });
  await publishMarginOrder(deps, row);
  return row;
}
