import {
  applyEntry,
  LedgerRuleError,
  parseAmount,
  type AccountBalance,
  type EntryDraft,
} from '@meridian/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { ledgerAccounts } from '../../db/schema/index.js';
import { insufficientBalance } from '../../lib/app-error.js';
import { noteBalancesChanged } from './balance-changes.js';

type AccountRow = Pick<
  typeof ledgerAccounts.$inferSelect,
  'id' | 'book' | 'asset' | 'available' | 'frozen' | 'allowNegative' | 'ownerKind' | 'userId'
>;

/**
 * The ledger writers' first half (postEntry, postEntries): locks every account the entries
 * touch, once and in id order (opposite transfers cannot deadlock), and checks the entries one
 * after the other with the domain's rules against the locked balances (10092 when an account
 * would go negative). Returns the locked rows.
 */
export async function lockAndCheckEntries(
  tx: Tx,
  drafts: readonly EntryDraft[],
): Promise<AccountRow[]> {
  const accountIds = [...new Set(drafts.flatMap((d) => d.postings.map((p) => p.accountId)))].sort(
    (a, b) => a - b,
  );
  // Only the columns the rules need, the ids as one array parameter: a smart-plan close locks
  // thousands of plan accounts at once.
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      book: ledgerAccounts.book,
      asset: ledgerAccounts.asset,
      available: ledgerAccounts.available,
      frozen: ledgerAccounts.frozen,
      allowNegative: ledgerAccounts.allowNegative,
      ownerKind: ledgerAccounts.ownerKind,
      userId: ledgerAccounts.userId,
    })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.id} = ANY(${pgArray(accountIds)}::bigint[])`)
    .orderBy(ledgerAccounts.id)
    .for('update');
  const balances = new Map<number, AccountBalance>(
    rows.map((row) => [
      row.id,
      {
        accountId: row.id,
        book: row.book,
        asset: row.asset,
        available: parseAmount(row.available),
        frozen: parseAmount(row.frozen),
        allowNegative: row.allowNegative,
      },
    ]),
  );
  for (const draft of drafts) {
    try {
      for (const [id, account] of applyEntry(balances, draft)) balances.set(id, account);
    } catch (error) {
      if (error instanceof LedgerRuleError && error.kind === 'insufficient')
        throw insufficientBalance();
      throw error;
    }
  }
  return rows;
}

/**
 * The ledger writers' last step: the owners whose balances the entries changed are announced
 * after the commit. A plan's account carries its owner's id but is not their balance (the plan
 * engine moves it every candle): only user accounts count.
 */
export function noteOwnersChanged(tx: Tx, rows: readonly AccountRow[]): void {
  noteBalancesChanged(
    tx,
    rows.flatMap((row) =>
      row.ownerKind === 'user' && row.userId ? [{ userId: row.userId, book: row.book }] : [],
    ),
  );
}
