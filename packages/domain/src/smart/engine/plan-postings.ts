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
 * A candle's fills, as one entry of one posting per account: a buy pays its quote to the house
 * (the house delivers the instrument, held as the plan's quantity), a sell receives its quote
 * from the house, and every commission goes to the fee account — each account moved by the net
 * of the candle's fills (a close with thousands of trading plans journals 3 postings a plan, not
 * 2 per money movement).
 */
export function planFillPostings(
  accounts: PlanPostingAccounts,
  fills: readonly PlanFill[],
): Posting[] {
  let plan = 0n;
  let house = 0n;
  let fee = 0n;
  for (const f of fills) {
    const signed = f.side === 'sell' ? f.quote : -f.quote;
    plan += signed - f.commission;
    house -= signed;
    fee += f.commission;
  }
  const nets: [number, Amount][] = [
    [accounts.plan, plan],
    [accounts.house, house],
    [accounts.fee, fee],
  ];
  return nets
    .filter(([, amount]) => amount !== 0n)
    .map(([accountId, amount]) => ({ accountId, bucket: 'available', asset: 'USDT', amount }));
}

/** One plan's part of a close: its own account and the fills it made on the candle. */
export interface PlanCloseFills {
  account: number;
  fills: readonly PlanFill[];
}

/**
 * A candle close's fills of many plans (one product, one book), as one entry: one posting per plan
 * account by the net of its fills, then the house and the fee account once each by the sum — so a
 * close at which thousands of plans trade journals one entry of n + 2 postings. Each plan's account
 * moves exactly as {@link planFillPostings} would move it.
 */
export function closeFillPostings(
  system: { house: number; fee: number },
  plans: readonly PlanCloseFills[],
): Posting[] {
  const postings: Posting[] = [];
  let house = 0n;
  let fee = 0n;
  for (const { account, fills } of plans) {
    let net = 0n;
    for (const f of fills) {
      const signed = f.side === 'sell' ? f.quote : -f.quote;
      net += signed - f.commission;
      house -= signed;
      fee += f.commission;
    }
    if (net !== 0n) postings.push(usdt(account, net));
  }
  if (house !== 0n) postings.push(usdt(system.house, house));
  if (fee !== 0n) postings.push(usdt(system.fee, fee));
  return postings;
}

const usdt = (accountId: number, amount: Amount): Posting => ({
  accountId,
  bucket: 'available',
  asset: 'USDT',
  amount,
});

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
