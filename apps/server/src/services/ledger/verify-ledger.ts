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
      ...(await referralViolations(db)),
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

/** R1 (issue 17): trading fees and referral commissions against the entries that moved them. */
async function referralViolations(db: Executor): Promise<LedgerViolation[]> {
  const violation = (where: string, expected: unknown, actual: unknown): LedgerViolation => ({
    invariant: 'R1 fees and commissions match their entries',
    where,
    expected: parseAmount(String(expected)),
    actual: parseAmount(String(actual)),
  });
  // Spot: per book, the fee account's postings from the spot entries against the trades.
  const spot = await queryRows<Row>(
    db,
    sql`WITH received AS (
          SELECT a.book, sum(p.amount) AS amount
            FROM postings p
            JOIN journal_entries e ON e.id = p.entry_id
            JOIN ledger_accounts a ON a.id = p.account_id
           WHERE e.ref_type IN ('spot_order', 'spot_requote')
             AND a.owner_kind = 'system' AND a.system_code = 'fee'
           GROUP BY a.book),
        recorded AS (
          SELECT book, sum(maker_fee + taker_fee - maker_commission - taker_commission) AS amount
            FROM spot_trades GROUP BY book)
        SELECT coalesce(r.book, t.book) AS book, coalesce(t.amount, 0)::text AS expected,
               coalesce(r.amount, 0)::text AS actual
          FROM received r FULL JOIN recorded t ON t.book = r.book
         WHERE coalesce(r.amount, 0) <> coalesce(t.amount, 0)`,
  );
  // Spot: a commission only on the real book, to the payer's inviter, never above the fee.
  const spotRecords = await queryRows<Row>(
    db,
    sql`SELECT t.id, s.side, s.fee::text AS fee, s.commission::text AS commission
          FROM spot_trades t
          CROSS JOIN LATERAL (VALUES ('maker', t.maker_order_id, t.maker_user_id, t.maker_fee, t.maker_commission),
                                     ('taker', t.taker_order_id, t.taker_user_id, t.taker_fee, t.taker_commission))
               AS s(side, order_id, user_id, fee, commission)
          JOIN spot_orders o ON o.id = s.order_id
          JOIN users u ON u.id = s.user_id
         WHERE s.commission <> 0
           AND (s.commission < 0 OR s.commission > s.fee OR t.book <> 'real'
                OR o.inviter_id IS DISTINCT FROM u.invited_by
                OR s.commission > s.fee * o.referral_share_bp / 10000)`,
  );
  // Margin: the opening entry of every order that paid a fee.
  const margin = await queryRows<Row>(
    db,
    sql`SELECT o.id, o.fee::text AS fee, o.referral_commission::text AS commission,
               coalesce((SELECT sum(p.amount) FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
                          WHERE p.entry_id = e.id AND a.owner_kind = 'system' AND a.system_code = 'fee'), 0)::text AS to_fee,
               coalesce((SELECT sum(p.amount) FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
                          WHERE p.entry_id = e.id AND a.owner_kind = 'user' AND a.user_id = o.inviter_id), 0)::text AS to_inviter,
               (o.referral_commission > 0 AND (o.book <> 'real' OR o.inviter_id IS DISTINCT FROM u.invited_by
                 OR o.referral_commission > o.fee * o.referral_share_bp / 10000)) AS misdirected
          FROM margin_orders o
          JOIN users u ON u.id = o.user_id
          JOIN journal_entries e ON e.ref_type = 'margin_order' AND e.ref_id = o.id::text
                                AND e.reason IN ('margin_open', 'margin_fill')
         WHERE o.fee > 0`,
  );
  return [
    ...spot.map((r) => violation(`spot fee account (${String(r.book)})`, r.expected, r.actual)),
    ...spotRecords.map((r) =>
      violation(`spot trade ${String(r.id)} ${String(r.side)} commission`, r.fee, r.commission),
    ),
    ...margin.flatMap((r) => {
      const fee = parseAmount(String(r.fee));
      const commission = parseAmount(String(r.commission));
      const found: LedgerViolation[] = [];
      if (parseAmount(String(r.to_fee)) !== fee - commission)
        found.push(
          violation(`margin order ${String(r.id)} fee account`, fee - commission, r.to_fee),
        );
      if (commission > 0n && parseAmount(String(r.to_inviter)) !== commission)
        found.push(violation(`margin order ${String(r.id)} inviter`, commission, r.to_inviter));
      if (r.misdirected === true)
        found.push(violation(`margin order ${String(r.id)} commission recipient`, 0, commission));
      return found;
    }),
  ];
}
