import {
  findLedgerViolations,
  parseAmount,
  type LedgerViolation,
  type LedgerSnapshot,
} from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/index.js';

type Row = Record<string, unknown>;

type Verified = { violations: LedgerViolation[]; accounts: number; entries: number };

/**
 * Reads the whole ledger (cached balances and journal sums) and checks invariants L1–L5. The reads
 * share one snapshot (repeatable read), so a running server's commits between them (the market
 * maker requoting, say) cannot look like a broken cache.
 */
export async function verifyLedger(db: Db): Promise<Verified> {
  return db.transaction((tx) => verifyIn(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function verifyIn(db: Executor): Promise<Verified> {
  const accounts = await db.select().from(ledgerAccounts);
  const postingSums = await queryRows<Row>(
    db,
    sql`SELECT account_id, bucket, sum(amount)::text AS sum FROM postings GROUP BY account_id, bucket`,
  );
  const entrySums = await queryRows<Row>(
    db,
    sql`
      SELECT p.entry_id, p.asset, sum(p.amount)::text AS sum,
             (SELECT count(DISTINCT a.book) FROM postings q JOIN ledger_accounts a ON a.id = q.account_id
               WHERE q.entry_id = p.entry_id)::int AS books
        FROM postings p GROUP BY p.entry_id, p.asset`,
  );
  const snapshot: LedgerSnapshot = {
    accounts: accounts.map((a) => ({
      accountId: a.id,
      book: a.book,
      asset: a.asset,
      available: parseAmount(a.available),
      frozen: parseAmount(a.frozen),
      allowNegative: a.allowNegative,
    })),
    postingSums: postingSums.map((r) => ({
      accountId: Number(r.account_id),
      bucket: r.bucket as 'available' | 'frozen',
      sum: parseAmount(String(r.sum)),
    })),
    entrySums: entrySums.map((r) => ({
      entryId: Number(r.entry_id),
      asset: r.asset as LedgerSnapshot['entrySums'][number]['asset'],
      sum: parseAmount(String(r.sum)),
      books: Number(r.books),
    })),
  };
  const entries = new Set(snapshot.entrySums.map((e) => e.entryId)).size;
  // P1: the plan engine keeps a plan's cash on its row and in its account; they never drift.
  const plans = await queryRows<Row>(
    db,
    sql`SELECT p.id, p.cash::text AS cash, a.available::text AS available, a.frozen::text AS frozen
          FROM smart_plans p JOIN ledger_accounts a ON a.owner_kind = 'plan' AND a.plan_id = p.id
         WHERE a.available <> p.cash OR a.frozen <> 0`,
  );
  const planViolations: LedgerViolation[] = plans.map((r) => ({
    invariant: 'P1 plan cash equals its account',
    planId: Number(r.id),
    cash: parseAmount(String(r.cash)),
    available: parseAmount(String(r.available)),
    frozen: parseAmount(String(r.frozen)),
  }));
  return {
    violations: [
      ...findLedgerViolations(snapshot),
      ...planViolations,
      ...(await loanViolations(db)),
      ...(await nftBidViolations(db)),
    ],
    accounts: accounts.length,
    entries,
  };
}

/**
 * N1: the loan control accounts (real book, USDT) against the loans they stand for: what the
 * open loans owe in principal and in interest billed is exactly what the accounts say.
 */
async function loanViolations(db: Executor): Promise<LedgerViolation[]> {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT (SELECT coalesce(sum(principal), 0) FROM loans WHERE status IN ('repaying', 'overdue'))::text AS principal,
               (SELECT coalesce(sum(accrued_interest), 0) FROM loans WHERE status IN ('repaying', 'overdue'))::text AS interest,
               (SELECT coalesce(sum(available + frozen), 0) FROM ledger_accounts
                 WHERE owner_kind = 'system' AND system_code = 'loanPrincipal' AND book = 'real' AND asset = 'USDT')::text AS principal_account,
               (SELECT coalesce(sum(available + frozen), 0) FROM ledger_accounts
                 WHERE owner_kind = 'system' AND system_code = 'loanInterestDue' AND book = 'real' AND asset = 'USDT')::text AS interest_account`,
  );
  if (!row) return [];
  const checks = [
    ['loanPrincipal', String(row.principal_account), String(row.principal)],
    ['loanInterestDue', String(row.interest_account), String(row.interest)],
  ] as const;
  return checks.flatMap(([account, balance, owed]) => {
    const b = parseAmount(balance);
    const loans = parseAmount(owed);
    return b === -loans
      ? []
      : [
          {
            invariant: 'N1 loan accounts equal the open loans' as const,
            account,
            balance: b,
            loans,
          },
        ];
  });
}

/**
 * F1: per user, what the NFT market's entries froze (their postings to the frozen bucket, net)
 * equals the leading bids the user holds on open items: outbid, sold and closed bids hold nothing.
 */
async function nftBidViolations(db: Executor): Promise<LedgerViolation[]> {
  const rows = await queryRows<Row>(
    db,
    sql`WITH ledger AS (
          SELECT a.user_id, sum(p.amount) AS frozen
            FROM postings p
            JOIN journal_entries e ON e.id = p.entry_id
            JOIN ledger_accounts a ON a.id = p.account_id
           WHERE e.ref_type = 'nft' AND p.bucket = 'frozen' AND a.owner_kind = 'user'
           GROUP BY a.user_id),
        held AS (
          SELECT highest_bidder_id AS user_id, sum(highest_amount) AS frozen
            FROM nft_items WHERE status = 'open' AND highest_bidder_id IS NOT NULL
           GROUP BY highest_bidder_id)
        SELECT coalesce(l.user_id, b.user_id)::text AS user_id,
               coalesce(l.frozen, 0)::text AS frozen, coalesce(b.frozen, 0)::text AS leading
          FROM ledger l FULL JOIN held b ON b.user_id = l.user_id
         WHERE coalesce(l.frozen, 0) <> coalesce(b.frozen, 0)`,
  );
  return rows.map((r) => ({
    invariant: 'F1 money frozen for bids equals the leading bids' as const,
    userId: String(r.user_id),
    frozen: parseAmount(String(r.frozen)),
    leading: parseAmount(String(r.leading)),
  }));
}
