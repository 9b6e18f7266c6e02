import {
  formatAmount,
  formatAmountFixed,
  optionOutcome,
  optionReturn,
  optionSettlePostings,
  parseAmount,
  type OptionSettledStatus,
} from '@meridian/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { optionOrders, priceTicks } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { postEntry } from '../ledger/post-entry.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { getSetting } from '../settings/get-setting.js';
import type { OptionOrderRow } from './option-order-view.js';
import { publishOption } from './margin-events.js';
import { lockUsdt, tradingAccounts } from './margin-accounts.js';

const NOTICE: Record<OptionSettledStatus, string> = {
  won: 'optionWon',
  lost: 'optionLost',
  draw: 'optionDraw',
  void: 'optionVoid',
};

/**
 * Settles one option by the last recorded tick at or before its expiry — exactly once: the row
 * is locked and only an `open` option is settled. When no tick was recorded within
 * `options.maxSettleTickAgeMs` before expiry (the feed or the platform was down), nobody knows
 * the price at expiry, so the option is void and the stake refunded.
 */
export async function settleOption(
  deps: Deps,
  optionId: number,
): Promise<OptionOrderRow | undefined> {
  const outcome = await inTransaction(deps.db, (tx) => settleOptionInTx(deps, tx, optionId));
  if (!outcome) return undefined;
  await publishSettled(deps, outcome);
  return outcome.row;
}

export interface SettledOption {
  row: OptionOrderRow;
  notice: Awaited<ReturnType<typeof createNotification>>;
}

/** Tells the owner's sessions, once the settlement committed. */
export async function publishSettled(deps: Deps, outcome: SettledOption): Promise<void> {
  await publishOption(deps, outcome.row);
  await publishNotification(deps.bus, outcome.notice);
}

/** The settlement inside the caller's transaction (the job runner's, which marks the job done). */
export async function settleOptionInTx(
  deps: Deps,
  tx: Tx,
  optionId: number,
): Promise<SettledOption | undefined> {
  const [option] = await tx
    .select()
    .from(optionOrders)
    .where(eq(optionOrders.id, optionId))
    .for('update');
  if (!option || option.status !== 'open') return undefined;
  const [tick] = await tx
    .select()
    .from(priceTicks)
    .where(
      and(
        eq(priceTicks.instrumentId, option.instrumentId),
        lte(priceTicks.epochMs, option.expiresMs),
      ),
    )
    .orderBy(desc(priceTicks.epochMs))
    .limit(1);
  const maxAgeMs = await getSetting(tx, 'options.maxSettleTickAgeMs');
  const stake = parseAmount(option.stake);
  const strike = parseAmount(option.strikePrice);
  const usable = tick !== undefined && option.expiresMs - tick.epochMs <= maxAgeMs;
  const settlePrice = usable ? parseAmount(tick.price) : undefined;
  const status: OptionSettledStatus =
    settlePrice === undefined ? 'void' : optionOutcome(option.direction, strike, settlePrice);
  const returned = optionReturn(status, stake, option.payoutPercent);
  const accounts = await tradingAccounts(deps, tx, option.userId, option.book);
  await lockUsdt(tx, accounts.user);
  await postEntry(tx, {
    reason: 'option_settle',
    refType: 'option_order',
    refId: String(option.id),
    postings: optionSettlePostings(accounts, stake, returned),
  });
  const [settled] = await tx
    .update(optionOrders)
    .set({
      status,
      settlePrice: settlePrice === undefined ? null : formatAmount(settlePrice),
      settleTickMs: usable ? tick.epochMs : null,
      returned: formatAmount(returned),
      settledAt: deps.clock(),
    })
    .where(eq(optionOrders.id, option.id))
    .returning();
  const notice = await createNotification(tx, {
    userId: option.userId,
    kind: NOTICE[status],
    params: {
      code: option.code,
      strike: formatAmount(strike),
      price: settlePrice === undefined ? '' : formatAmount(settlePrice),
      stake: formatAmountFixed(stake, 2),
      returned: formatAmountFixed(returned, 2),
    },
    refType: 'option_order',
    refId: String(option.id),
  });
  return { row: settled!, notice };
}
