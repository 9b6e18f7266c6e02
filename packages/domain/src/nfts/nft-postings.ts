import { freeze, transfer, unfreeze } from '../ledger/postings.js';
import type { Posting } from '../ledger/types.js';
import type { Amount } from '../money/amount.js';

/** The real-book USDT accounts of a bid being replaced: the new bidder's and the one outbid's. */
export interface NftBidAccounts {
  bidder: number;
  /** The account of the bid it replaces (may be the same bidder raising their own bid). */
  released: { accountId: number; amount: Amount } | null;
}

/**
 * A bid (invariant A2): the new highest bid is frozen and the previous one released, in one entry,
 * so the money frozen for an item is always exactly its highest bid.
 */
export function nftBidPostings(accounts: NftBidAccounts, amount: Amount): Posting[] {
  const postings = freeze(accounts.bidder, 'USDT', amount);
  if (accounts.released)
    postings.push(...unfreeze(accounts.released.accountId, 'USDT', accounts.released.amount));
  return postings;
}

/** The winning bid's frozen money goes to the charity account at the close. */
export function nftWinPostings(winner: number, charity: number, amount: Amount): Posting[] {
  return transfer({ accountId: winner, bucket: 'frozen' }, { accountId: charity }, 'USDT', amount);
}

/**
 * Buy now: the price from the buyer's available money to the charity; a highest bid below the
 * reserve (its bidder's frozen money) is released in the same entry.
 */
export function nftBuyNowPostings(
  buyer: number,
  charity: number,
  price: Amount,
  released: { accountId: number; amount: Amount } | null,
): Posting[] {
  const postings = transfer({ accountId: buyer }, { accountId: charity }, 'USDT', price);
  if (released) postings.push(...unfreeze(released.accountId, 'USDT', released.amount));
  return postings;
}

/** A payout made to the charity: out of its account to the outside world. */
export function charityPayoutPostings(
  charity: number,
  external: number,
  amount: Amount,
): Posting[] {
  return transfer({ accountId: charity }, { accountId: external }, 'USDT', amount);
}
