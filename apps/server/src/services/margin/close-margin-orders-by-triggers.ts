import type { CloseReason } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import {
  closeInTx,
  publishClose,
  type ClosedInTx,
  type CloseResult,
  type TriggerTick,
} from './position-close.js';

// The trigger closes (stop loss, take profit, stop-out), one or several in a transaction; the
// owner's close is close-margin-order-by-user.ts. CloseResult is re-exported for the margin
// engine, which imports it from here.
export type { CloseResult } from './position-close.js';

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
