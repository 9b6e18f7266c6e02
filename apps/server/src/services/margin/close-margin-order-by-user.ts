import { CatalogueCode } from '@meridian/contract';
import { closeLotsOnGrid, exitPrice, parseAmount, type Book } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { ownedMarginOrder } from './owned-order.js';
import { findInstrument, instrumentTerms, tradableQuote } from './margin-terms.js';
import { closeInTx, publishClose, type CloseResult } from './position-close.js';

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
  if (
    lots !== undefined &&
    !closeLotsOnGrid({ positionLots: parseAmount(owned.lots), lotStep: terms.lotStep }, lots)
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
