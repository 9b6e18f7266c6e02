import type { StatementLine, StatementQuery } from '@meridian/contract';
import type { Book } from '@meridian/domain';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { lineView, statementSql, type LineRow } from './statement-lines.js';

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
