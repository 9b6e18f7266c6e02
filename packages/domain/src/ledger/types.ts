import type { Amount } from '../money/amount.js';
import type { Asset } from '../money/assets.js';

/** PRODUCT §2: every user has a demo (virtual) and a real book; money never crosses books. */
export const BOOKS = ['demo', 'real'] as const;
export type Book = (typeof BOOKS)[number];

/** Each account has two buckets: what the owner may spend, and what is held for an open obligation. */
export type Bucket = 'available' | 'frozen';

/** Platform accounts, one per book and asset. */
export const SYSTEM_ACCOUNTS = {
  /** The outside world: deposits come from it and withdrawals go to it. May go negative. */
  external: { allowNegative: true },
  /** Source of virtual money for demo books. May go negative. */
  demoFaucet: { allowNegative: true },
  /** The platform as counterparty (margin, options, market making). May go negative (house P&L). */
  house: { allowNegative: true },
  /** Fees collected. */
  fee: { allowNegative: false },
  /** Charity proceeds (NFT market). */
  charity: { allowNegative: false },
  /** Loan principal paid out and not yet repaid: a receivable, so its balance is −(what is owed). */
  loanPrincipal: { allowNegative: true },
  /** Loan interest billed and not yet repaid: a receivable, −(interest owed). */
  loanInterestDue: { allowNegative: true },
  /** Loan interest earned (billed), the platform's income from loans. */
  loanInterest: { allowNegative: false },
} as const;
export type SystemAccountCode = keyof typeof SYSTEM_ACCOUNTS;

export const LEDGER_REASONS = [
  'demo_grant',
  'demo_reset',
  'deposit',
  'withdrawal_freeze',
  'withdrawal_release',
  'withdrawal_payout',
  'exchange',
  'trade',
  'fee',
  'margin_open',
  'margin_hold',
  'margin_release',
  'margin_fill',
  'margin_close',
  'option_stake',
  'option_settle',
  'spot_order',
  'spot_cancel',
  'spot_requote',
  'market_maker_funding',
  'smart_buy',
  'smart_fill',
  'smart_settle',
  'smart_end',
  'smart_exit',
  'loan_disburse',
  'loan_interest',
  'loan_repay',
  'nft_bid',
  'nft_release',
  'nft_sale',
  'charity_payout',
  'adjustment_test',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export interface Posting {
  accountId: number;
  bucket: Bucket;
  asset: Asset;
  /** Signed: positive adds to the bucket, negative takes from it. Never zero. */
  amount: Amount;
}

export interface EntryDraft {
  reason: LedgerReason;
  /** The business object that caused the entry, e.g. ('user', id) or ('withdrawal', id). */
  refType: string;
  refId: string;
  postings: readonly Posting[];
}

export interface AccountBalance {
  accountId: number;
  book: Book;
  asset: Asset;
  available: Amount;
  frozen: Amount;
  allowNegative: boolean;
}
