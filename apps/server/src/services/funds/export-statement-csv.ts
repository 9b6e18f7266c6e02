import type { Book } from '@meridian/domain';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { csvFile } from '../../lib/csv.js';
import { lineView, statementSql, type Filters, type LineRow } from './statement-lines.js';

/** The most lines a CSV export holds (a statement bigger than this is filtered by date). */
export const EXPORT_MAX_LINES = 100_000;

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
    .map((l) => [
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
    ]);
  return csvFile(CSV_HEADER, lines);
}
