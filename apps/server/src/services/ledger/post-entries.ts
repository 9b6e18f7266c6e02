import { formatAmount, type EntryDraft } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { pgErrorCode } from '../../db/transaction.js';
import { insufficientBalance } from '../../lib/app-error.js';
import { lockAndCheckEntries, noteOwnersChanged } from './lock-entries.js';

/**
 * Writes many journal entries in one go inside the caller's transaction — postEntry's rules for a
 * batch (the smart-plan engine journals hundreds of plans' fills per candle): every touched
 * account is locked once, in id order; the domain rules are checked entry after entry against the
 * locked balances; then all entries and all postings are inserted in one statement (the
 * postings trigger re-checks L1–L4 once for the statement). Returns the entries' ids in order.
 */
export async function postEntries(tx: Tx, drafts: readonly EntryDraft[]): Promise<number[]> {
  if (drafts.length === 0) return [];
  const rows = await lockAndCheckEntries(tx, drafts);
  const entryOrd: number[] = [];
  const account: number[] = [];
  const bucket: string[] = [];
  const asset: string[] = [];
  const amount: string[] = [];
  drafts.forEach((draft, index) => {
    for (const p of draft.postings) {
      entryOrd.push(index + 1);
      account.push(p.accountId);
      bucket.push(p.bucket);
      asset.push(p.asset);
      amount.push(formatAmount(p.amount));
    }
  });
  let ids: number[];
  try {
    const list = await queryRows<{ id: string }>(
      tx,
      sql`
      WITH entry_ids AS MATERIALIZED (
        SELECT nextval(pg_get_serial_sequence('journal_entries', 'id')) AS id, ord
          FROM generate_series(1, ${drafts.length}::int) AS ord),
      new_entries AS (
        INSERT INTO journal_entries (id, reason, ref_type, ref_id)
        OVERRIDING SYSTEM VALUE
        SELECT e.id, d.reason, d.ref_type, d.ref_id
          FROM unnest(${pgArray(drafts.map((d) => d.reason))}::text[],
                      ${pgArray(drafts.map((d) => d.refType))}::text[],
                      ${pgArray(drafts.map((d) => d.refId))}::text[])
            WITH ORDINALITY AS d(reason, ref_type, ref_id, ord)
          JOIN entry_ids e ON e.ord = d.ord
        RETURNING 1),
      new_postings AS (
        INSERT INTO postings (entry_id, account_id, bucket, asset, amount)
        SELECT e.id, p.account_id, p.bucket, p.asset, p.amount
          FROM unnest(${pgArray(entryOrd)}::int[], ${pgArray(account)}::bigint[],
                      ${pgArray(bucket)}::text[], ${pgArray(asset)}::text[],
                      ${pgArray(amount)}::numeric[])
            AS p(ord, account_id, bucket, asset, amount)
          JOIN entry_ids e ON e.ord = p.ord
        RETURNING 1)
      SELECT id::text AS id FROM entry_ids ORDER BY ord`,
    );
    ids = list.map((r) => Number(r.id));
  } catch (error) {
    if (pgErrorCode(error) === '23514') throw insufficientBalance();
    throw error;
  }
  noteOwnersChanged(tx, rows);
  return ids;
}
