import type { Amount } from '../money/amount.js';
import { freeze, transfer, unfreeze } from '../ledger/postings.js';
import type { Posting } from '../ledger/types.js';

/**
 * The journal postings of margin positions and options (PRODUCT §4), all in USDT within one book.
 * The platform is the counterparty: profits are paid by, and losses paid to, the house account;
 * commissions go to the fee account. Postings that release held money come before those that take
 * money, so no bucket dips below zero part-way through an entry.
 */
export interface TradingAccounts {
  /** The user's USDT account in the book. */
  user: number;
  house: number;
  fee: number;
}

const ASSET = 'USDT';

function when(amount: Amount, make: () => Posting[]): Posting[] {
  return amount > 0n ? make() : [];
}

/** The user's inviter's part of a commission (issue 17): paid to them in the commission's entry. */
export interface ReferralCut {
  /** The inviter's USDT account in the book. */
  account: number;
  amount: Amount;
}

/**
 * Opening at market: the margin is held and the commission charged — to the fee account, but for
 * the inviter's cut, which goes to the inviter in the same postings.
 */
export function openPostings(
  a: TradingAccounts,
  margin: Amount,
  commission: Amount,
  referral: ReferralCut | null = null,
): Posting[] {
  const cut = referral?.amount ?? 0n;
  if (cut > commission) throw new RangeError('a referral cut above the commission');
  return [
    ...when(margin, () => freeze(a.user, ASSET, margin)),
    ...when(commission - cut, () =>
      transfer({ accountId: a.user }, { accountId: a.fee }, ASSET, commission - cut),
    ),
    ...when(cut, () =>
      transfer({ accountId: a.user }, { accountId: referral!.account }, ASSET, cut),
    ),
  ];
}

/** A pending limit order holds its estimated margin and commission until it fills or is cancelled. */
export function holdPostings(a: TradingAccounts, hold: Amount): Posting[] {
  return when(hold, () => freeze(a.user, ASSET, hold));
}

export function releasePostings(a: TradingAccounts, hold: Amount): Posting[] {
  return when(hold, () => unfreeze(a.user, ASSET, hold));
}

/** A pending order fills: its hold is released, then the real margin held and commission charged. */
export function fillPostings(
  a: TradingAccounts,
  hold: Amount,
  margin: Amount,
  commission: Amount,
  referral: ReferralCut | null = null,
): Posting[] {
  return [...releasePostings(a, hold), ...openPostings(a, margin, commission, referral)];
}

export interface CloseSettlement {
  postings: Posting[];
  /** What the user's balance actually moved by (profit, or the loss the book could pay). */
  settled: Amount;
  /** The part of a loss beyond the book's available money, absorbed by the house. */
  absorbed: Amount;
}

/**
 * Closing (all or part of) a position: its margin is released; a profit is paid by the house; a
 * loss is paid to the house from the book's available money after the release, and whatever is
 * beyond that is absorbed by the house (negative-balance protection: a book never ends below 0).
 */
export function closePostings(
  a: TradingAccounts,
  marginReleased: Amount,
  profit: Amount,
  availableBefore: Amount,
): CloseSettlement {
  const postings = [...when(marginReleased, () => unfreeze(a.user, ASSET, marginReleased))];
  if (profit >= 0n) {
    postings.push(
      ...when(profit, () => transfer({ accountId: a.house }, { accountId: a.user }, ASSET, profit)),
    );
    return { postings, settled: profit, absorbed: 0n };
  }
  const loss = -profit;
  const canPay = availableBefore + marginReleased;
  const paid = loss < canPay ? loss : canPay;
  postings.push(
    ...when(paid, () => transfer({ accountId: a.user }, { accountId: a.house }, ASSET, paid)),
  );
  return { postings, settled: -paid, absorbed: loss - paid };
}

/** Buying an option holds the stake. */
export function optionStakePostings(a: TradingAccounts, stake: Amount): Posting[] {
  return freeze(a.user, ASSET, stake);
}

/** Settling an option: `returned` = stake × (1 + payout) on a win, the stake on a draw, 0 on a loss. */
export function optionSettlePostings(
  a: TradingAccounts,
  stake: Amount,
  returned: Amount,
): Posting[] {
  if (returned === 0n)
    return transfer({ accountId: a.user, bucket: 'frozen' }, { accountId: a.house }, ASSET, stake);
  const postings = unfreeze(a.user, ASSET, stake);
  if (returned > stake)
    postings.push(
      ...transfer({ accountId: a.house }, { accountId: a.user }, ASSET, returned - stake),
    );
  return postings;
}
