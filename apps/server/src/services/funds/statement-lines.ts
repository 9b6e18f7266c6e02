import type { StatementLine, StatementQuery } from '@meridian/contract';
import { formatAmount, parseAmount, type Asset, type Book } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

interface LineRow {
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

/** The most lines a CSV export holds (a statement bigger than this is filtered by date). */
export const EXPORT_MAX_LINES = 100_000;

type Filters = Omit<StatementQuery, 'page' | 'size'>;

/**
 * One line per journal entry and asset of the user's book: how it moved the available and frozen
 * buckets, and both balances after it (a running sum over the whole history, so a filtered page
 * still shows true balances).
 */
function statementSql(userId: string, book: Book, filters: Filters, limit: number, offset: number) {
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

const amount = (v: string) => formatAmount(parseAmount(String(v)));

function lineView(row: LineRow): StatementLine {
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

/** GET listStatement: the user's journal in the book as a statement, newest first. */
export async function listStatement(
  db: Executor,
  userId: string,
  book: Book,
  query: StatementQuery,
): Promise<{ list: StatementLine[]; total: number }> {
  const rows = await queryRows<LineRow>(
    db,
    statementSql(userId, book, query, query.size, (query.page - 1) * query.size),
  );
  return { list: rows.map(lineView), total: Number(rows[0]?.total ?? 0) };
}

const CSV_HEADER = [
  'time_utc',
  'entry',
  'type',
  'reference_type',
  'reference',
  'asset',
  'available_change',
  'frozen_change',
  'available_after',
  'frozen_after',
];

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** GET exportStatement: the filtered statement as CSV (RFC 4180, UTF-8), oldest line last. */
export async function exportStatementCsv(
  db: Executor,
  userId: string,
  book: Book,
  filters: Filters,
): Promise<string> {
  const rows = await queryRows<LineRow>(
    db,
    statementSql(userId, book, filters, EXPORT_MAX_LINES, 0),
  );
  const lines = rows
    .map(lineView)
    .map((l) =>
      [
        new Date(l.time).toISOString(),
        String(l.entryId),
        l.reason,
        l.refType,
        l.refId,
        l.asset,
        l.availableChange,
        l.frozenChange,
        l.availableAfter,
        l.frozenAfter,
      ]
        .map(csvField)
        .join(','),
    );
  return `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
