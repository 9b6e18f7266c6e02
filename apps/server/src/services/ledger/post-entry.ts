import { formatAmount, type EntryDraft } from '@meridian/domain';
import type { Tx } from '../../db/client.js';
import { journalEntries, postings } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/transaction.js';
import { insufficientBalance } from '../../lib/app-error.js';
import { lockAndCheckEntries, noteOwnersChanged } from './lock-entries.js';

/**
 * Writes one balanced journal entry inside the caller's transaction. Accounts are locked in id
 * order (no deadlocks between opposite transfers), the domain rules are checked against the
 * locked balances (lock-entries.ts), and the database triggers apply the postings and re-check
 * L1–L4 as a backstop. Throws AppError 10092 when an account would go negative. Once the
 * transaction commits, the owners' balance changes are announced (balance-changes.ts).
 */
export async function postEntry(tx: Tx, draft: EntryDraft, actorId?: string): Promise<number> {
  const rows = await lockAndCheckEntries(tx, [draft]);
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
  noteOwnersChanged(tx, rows);
  return entry.id;
}
