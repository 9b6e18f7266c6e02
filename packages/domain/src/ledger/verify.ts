import type { Amount } from '../money/amount.js';
import type { Asset } from '../money/assets.js';
import type { AccountBalance, Book, Bucket } from './types.js';

/** What `ledger:verify` reads from storage: cached balances and the journal's own sums. */
export interface LedgerSnapshot {
  accounts: readonly AccountBalance[];
  /** Sum of all postings per account and bucket. */
  postingSums: readonly { accountId: number; bucket: Bucket; sum: Amount }[];
  /** Sum of postings per entry and asset, and how many books each entry touched. */
  entrySums: readonly { entryId: number; asset: Asset; sum: Amount; books: number }[];
}

export type LedgerViolation =
  | { invariant: 'L1 entry balanced'; entryId: number; asset: Asset; sum: Amount }
  | { invariant: 'L2 no negative balance'; accountId: number; bucket: Bucket; balance: Amount }
  | {
      invariant: 'L3 cached balance equals journal';
      accountId: number;
      bucket: Bucket;
      cached: Amount;
      journal: Amount;
    }
  | { invariant: 'L4 one book per entry'; entryId: number; books: number }
  | { invariant: 'L5 book sums to zero'; book: Book; asset: Asset; sum: Amount }
  | {
      /** A smart plan's cash is its own account's available balance, nothing frozen (issue 14). */
      invariant: 'P1 plan cash equals its account';
      planId: number;
      cash: Amount;
      available: Amount;
      frozen: Amount;
    }
  | {
      /**
       * The loan accounts are the loans table's control accounts (issue 15): loanPrincipal is
       * −(principal of the loans repaying or overdue), loanInterestDue −(their interest billed).
       */
      invariant: 'N1 loan accounts equal the open loans';
      account: 'loanPrincipal' | 'loanInterestDue';
      balance: Amount;
      loans: Amount;
    }
  | {
      /**
       * The money frozen by the NFT market's entries in a user's account is exactly the sum of the
       * leading bids they hold on open items (issue 16, auction invariant A2).
       */
      invariant: 'F1 money frozen for bids equals the leading bids';
      userId: string;
      frozen: Amount;
      leading: Amount;
    }
  | {
      /**
       * Trading fees and referral commissions (issue 17): what the fee account received from the
       * spot books' entries is the fees the trades record less their commissions; a margin
       * order's opening entry pays the fee account its fee less the commission and the inviter
       * exactly the commission; a commission is only ever paid on the real book, to the payer's
       * inviter, and never above the fee.
       */
      invariant: 'R1 fees and commissions match their entries';
      where: string;
      expected: Amount;
      actual: Amount;
    };

/** Checks every ledger invariant (docs/ARCHITECTURE.md, "Ledger invariants") over a snapshot. */
export function findLedgerViolations(snapshot: LedgerSnapshot): LedgerViolation[] {
  const violations: LedgerViolation[] = [];
  for (const entry of snapshot.entrySums) {
    if (entry.sum !== 0n) {
      violations.push({
        invariant: 'L1 entry balanced',
        entryId: entry.entryId,
        asset: entry.asset,
        sum: entry.sum,
      });
    }
    if (entry.books !== 1) {
      violations.push({
        invariant: 'L4 one book per entry',
        entryId: entry.entryId,
        books: entry.books,
      });
    }
  }
  const journal = new Map<string, Amount>();
  for (const row of snapshot.postingSums) journal.set(`${row.accountId}:${row.bucket}`, row.sum);
  const bookSums = new Map<string, { book: Book; asset: Asset; sum: Amount }>();
  for (const account of snapshot.accounts) {
    for (const bucket of ['available', 'frozen'] as const) {
      const cached = account[bucket];
      const fromJournal = journal.get(`${account.accountId}:${bucket}`) ?? 0n;
      if (cached !== fromJournal) {
        violations.push({
          invariant: 'L3 cached balance equals journal',
          accountId: account.accountId,
          bucket,
          cached,
          journal: fromJournal,
        });
      }
      if (!account.allowNegative && cached < 0n) {
        violations.push({
          invariant: 'L2 no negative balance',
          accountId: account.accountId,
          bucket,
          balance: cached,
        });
      }
    }
    const key = `${account.book}:${account.asset}`;
    const total = bookSums.get(key) ?? { book: account.book, asset: account.asset, sum: 0n };
    total.sum += account.available + account.frozen;
    bookSums.set(key, total);
  }
  for (const total of bookSums.values()) {
    if (total.sum !== 0n) violations.push({ invariant: 'L5 book sums to zero', ...total });
  }
  return violations;
}
