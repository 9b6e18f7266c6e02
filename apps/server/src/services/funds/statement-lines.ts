import type { StatementLine, StatementQuery } from '@meridian/contract';
import { canonicalAmount, type Asset, type Book } from '@meridian/domain';
import { sql } from 'drizzle-orm';

export interface LineRow {
  entry_id: string | number;
  created_at: string | Date;
  reason: string;
  ref_type: string;
  ref_id: string;
  asset: Asset;
  available_change: string;
  frozen_change: string;
  available_after: string;
  frozen_after: string;
  total: string | number;
}

export type Filters = Omit<StatementQuery, 'page' | 'size'>;

/**
 * One line per journal entry and asset of the user's book: how it moved the available and frozen
 * buckets, and both balances after it (a running sum over the whole history, so a filtered page
 * still shows true balances).
 */
export function statementSql(
  userId: string,
  book: Book,
  filters: Filters,
  limit: number,
  offset: number,
) {
  const conditions = [sql`TRUE`];
  if (filters.asset) conditions.push(sql`asset = ${filters.asset}`);
  if (filters.reason) conditions.push(sql`reason = ${filters.reason}`);
  if (filters.from) conditions.push(sql`created_at >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`created_at < ${filters.to}::date + 1`);
  return sql`
    WITH lines AS (
      SELECT e.id AS entry_id, e.created_at, e.reason, e.ref_type, e.ref_id, a.asset,
        sum(CASE WHEN p.bucket = 'available' THEN p.amount ELSE 0 END) AS available_change,
        sum(CASE WHEN p.bucket = 'frozen' THEN p.amount ELSE 0 END) AS frozen_change
      FROM postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN journal_entries e ON e.id = p.entry_id
      WHERE a.owner_kind = 'user' AND a.user_id = ${userId} AND a.book = ${book}
      GROUP BY e.id, a.asset
    ), running AS (
      SELECT *,
        sum(available_change) OVER (PARTITION BY asset ORDER BY entry_id) AS available_after,
        sum(frozen_change) OVER (PARTITION BY asset ORDER BY entry_id) AS frozen_after
      FROM lines
    )
    SELECT *, count(*) OVER () AS total FROM running
    WHERE (available_change <> 0 OR frozen_change <> 0) AND ${sql.join(conditions, sql` AND `)}
    ORDER BY entry_id DESC, asset
    LIMIT ${limit} OFFSET ${offset}`;
}

const amount = (v: string) => canonicalAmount(String(v));

export function lineView(row: LineRow): StatementLine {
  return {
    entryId: Number(row.entry_id),
    time: new Date(row.created_at).getTime(),
    reason: row.reason,
    refType: row.ref_type,
    refId: row.ref_id,
    asset: row.asset,
    availableChange: amount(row.available_change),
    frozenChange: amount(row.frozen_change),
    availableAfter: amount(row.available_after),
    frozenAfter: amount(row.frozen_after),
  };
}
