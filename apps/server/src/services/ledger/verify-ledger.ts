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
  return { violations: findLedgerViolations(snapshot), accounts: accounts.length, entries };
}
