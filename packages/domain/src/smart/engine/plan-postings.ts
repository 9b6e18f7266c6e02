import { transfer } from '../../ledger/postings.js';
import type { Posting } from '../../ledger/types.js';
import type { Amount } from '../../money/amount.js';
import type { PlanFill } from '../plan-types.js';

/** The USDT accounts a plan's entries move money between. */
export interface PlanPostingAccounts {
  /** The plan's own account. */
  plan: number;
  /** Its owner's account in the same book. */
  user: number;
  /** The platform as the other side of every fill. */
  house: number;
  fee: number;
}

const move = (from: number, to: number, amount: Amount): Posting[] =>
  amount > 0n ? transfer({ accountId: from }, { accountId: to }, 'USDT', amount) : [];

/** A purchase: the principal leaves the user's available balance for the plan's account. */
export function planBuyPostings(accounts: PlanPostingAccounts, principal: Amount): Posting[] {
  return move(accounts.user, accounts.plan, principal);
}

/**
 * A candle's fills, as one entry: a buy pays its quote to the house (the house delivers the
 * instrument, held as the plan's quantity) and a sell receives its quote from the house; every
 * commission goes to the fee account. Sells come first so the plan never dips below zero within
 * the entry.
 */
export function planFillPostings(
  accounts: PlanPostingAccounts,
  fills: readonly PlanFill[],
): Posting[] {
  const sells = fills.filter((f) => f.side === 'sell');
  const buys = fills.filter((f) => f.side === 'buy');
  return [
    ...sells.flatMap((f) => [
      ...move(accounts.house, accounts.plan, f.quote),
      ...move(accounts.plan, accounts.fee, f.commission),
    ]),
    ...buys.flatMap((f) => [
      ...move(accounts.plan, accounts.house, f.quote),
      ...move(accounts.plan, accounts.fee, f.commission),
    ]),
  ];
}

/** A payout from the plan: the user's share to their available balance, the platform's to fees. */
export function planPayoutPostings(
  accounts: PlanPostingAccounts,
  userAmount: Amount,
  platformAmount: Amount,
): Posting[] {
  return [
    ...move(accounts.plan, accounts.user, userAmount),
    ...move(accounts.plan, accounts.fee, platformAmount),
  ];
}
