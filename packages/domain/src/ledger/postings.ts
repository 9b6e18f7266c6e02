import type { Amount } from '../money/amount.js';
import type { Asset } from '../money/assets.js';
import type { Bucket, Posting } from './types.js';

function positive(amount: Amount): Amount {
  if (amount <= 0n) throw new RangeError('A movement amount must be positive');
  return amount;
}

export interface BucketRef {
  accountId: number;
  bucket?: Bucket;
}

/** Moves `amount` from one account's bucket to another's (available by default). */
export function transfer(from: BucketRef, to: BucketRef, asset: Asset, amount: Amount): Posting[] {
  positive(amount);
  return [
    { accountId: from.accountId, bucket: from.bucket ?? 'available', asset, amount: -amount },
    { accountId: to.accountId, bucket: to.bucket ?? 'available', asset, amount },
  ];
}

/** Holds `amount` of an account's available funds for an open obligation. */
export function freeze(accountId: number, asset: Asset, amount: Amount): Posting[] {
  return transfer({ accountId }, { accountId, bucket: 'frozen' }, asset, amount);
}

/** Returns held funds to the same account's available bucket. */
export function unfreeze(accountId: number, asset: Asset, amount: Amount): Posting[] {
  return transfer({ accountId, bucket: 'frozen' }, { accountId }, asset, amount);
}
