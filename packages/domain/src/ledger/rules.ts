import type { Amount } from '../money/amount.js';
import type { Asset } from '../money/assets.js';
import type { AccountBalance, EntryDraft, Posting } from './types.js';

export type LedgerRuleKind =
  | 'empty'
  | 'zero-amount'
  | 'unbalanced'
  | 'unknown-account'
  | 'asset-mismatch'
  | 'cross-book'
  | 'insufficient';

export class LedgerRuleError extends Error {
  constructor(
    readonly kind: LedgerRuleKind,
    message: string,
    readonly accountId?: number,
  ) {
    super(message);
    this.name = 'LedgerRuleError';
  }
}

/** Invariant L1: an entry has postings, none zero, and they sum to zero for every asset. */
export function assertBalanced(entry: EntryDraft): void {
  if (entry.postings.length === 0) throw new LedgerRuleError('empty', 'An entry needs postings');
  const sums = new Map<Asset, Amount>();
  for (const posting of entry.postings) {
    if (posting.amount === 0n) throw new LedgerRuleError('zero-amount', 'A posting cannot be zero');
    sums.set(posting.asset, (sums.get(posting.asset) ?? 0n) + posting.amount);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n)
      throw new LedgerRuleError('unbalanced', `Postings in ${asset} sum to ${sum}, not 0`);
  }
}

/**
 * Applies an entry to the balances of the accounts it touches and returns their new balances.
 * Enforces L1, that every posting's asset is its account's, that one entry stays in one book
 * (L4: demo money never reaches the real book) and L2: no bucket of a non-negative account
 * drops below zero.
 */
export function applyEntry(
  balances: ReadonlyMap<number, AccountBalance>,
  entry: EntryDraft,
): Map<number, AccountBalance> {
  assertBalanced(entry);
  const next = new Map<number, AccountBalance>();
  let book: AccountBalance['book'] | undefined;
  for (const posting of entry.postings) {
    const current = next.get(posting.accountId) ?? balances.get(posting.accountId);
    if (!current) {
      throw new LedgerRuleError(
        'unknown-account',
        `Unknown account ${posting.accountId}`,
        posting.accountId,
      );
    }
    if (current.asset !== posting.asset) {
      throw new LedgerRuleError(
        'asset-mismatch',
        `Account ${posting.accountId} holds ${current.asset}, not ${posting.asset}`,
        posting.accountId,
      );
    }
    book ??= current.book;
    if (current.book !== book)
      throw new LedgerRuleError('cross-book', 'An entry cannot span books');
    next.set(posting.accountId, addToBucket(current, posting));
  }
  for (const account of next.values()) {
    if (!account.allowNegative && (account.available < 0n || account.frozen < 0n)) {
      throw new LedgerRuleError(
        'insufficient',
        `Account ${account.accountId} would go negative`,
        account.accountId,
      );
    }
  }
  return next;
}

function addToBucket(account: AccountBalance, posting: Posting): AccountBalance {
  return posting.bucket === 'available'
    ? { ...account, available: account.available + posting.amount }
    : { ...account, frozen: account.frozen + posting.amount };
}
