import {
  applyEntry,
  formatAmount,
  LedgerRuleError,
  parseAmount,
  type AccountBalance,
  type EntryDraft,
} from '@meridian/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/transaction.js';
import { insufficientBalance } from '../../lib/app-error.js';
import { noteBalancesChanged } from './balance-changes.js';

/**
 * Writes one balanced journal entry inside the caller's transaction. Accounts are locked in id
 * order (no deadlocks between opposite transfers), the domain rules are checked against the
 * locked balances, and the database triggers apply the postings and re-check L1–L4 as a backstop.
 * Throws AppError 10092 when an account would go negative. Once the transaction commits, the
 * owners' balance changes are announced (balance-changes.ts).
 */
export async function postEntry(tx: Tx, draft: EntryDraft, actorId?: string): Promise<number> {
  const accountIds = [...new Set(draft.postings.map((p) => p.accountId))].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
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
  try {
    applyEntry(balances, draft);
  } catch (error) {
    if (error instanceof LedgerRuleError && error.kind === 'insufficient')
      throw insufficientBalance();
    throw error;
  }
  const [entry] = await tx
    .insert(journalEntries)
    .values({ reason: draft.reason, refType: draft.refType, refId: draft.refId, actorId })
    .returning({ id: journalEntries.id });
  if (!entry) throw new Error('journal entry not created');
  try {
    await tx.insert(postings).values(
      draft.postings.map((p) => ({
        entryId: entry.id,
        accountId: p.accountId,
        bucket: p.bucket,
        asset: p.asset,
        amount: formatAmount(p.amount),
      })),
    );
  } catch (error) {
    // The CHECK on ledger_accounts is the last line of defence if a lock was ever missed.
    if (pgErrorCode(error) === '23514') throw insufficientBalance();
    throw error;
  }
  noteBalancesChanged(
    tx,
    // A plan's account has its owner's id but is not their balance (the plan engine's fills
    // change it every candle): only user accounts are announced.
    rows.flatMap((row) =>
      row.ownerKind === 'user' && row.userId ? [{ userId: row.userId, book: row.book }] : [],
    ),
  );
  return entry.id;
}
