import { parseAmount, type Amount, type Book, type TradingAccounts } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { ledgerAccounts } from '../../db/schema/index.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';

/** Account ids never change once made: remembered per database (tests run several). */
const known = new WeakMap<object, Map<string, TradingAccounts>>();

/** The USDT accounts a margin or option trade in one book moves money between. */
export async function tradingAccounts(
  deps: Pick<Deps, 'db'>,
  db: Executor,
  userId: string,
  book: Book,
): Promise<TradingAccounts> {
  let byUser = known.get(deps.db);
  if (!byUser) known.set(deps.db, (byUser = new Map()));
  const key = `${userId}:${book}`;
  const cached = byUser.get(key);
  if (cached) return cached;
  // One after another: a transaction's connection runs one query at a time.
  const user = await userAccountId(db, userId, book, 'USDT');
  const house = await systemAccountId(db, 'house', book, 'USDT');
  const fee = await systemAccountId(db, 'fee', book, 'USDT');
  const accounts = { user, house, fee };
  if (byUser.size > 100_000) byUser.clear();
  byUser.set(key, accounts);
  return accounts;
}

export interface UsdtBalance {
  available: Amount;
  frozen: Amount;
}

/**
 * Locks the user's USDT account of the book for the rest of the transaction: one margin or option
 * decision at a time per book, so two concurrent orders cannot both spend the same free margin.
 */
export async function lockUsdt(tx: Tx, accountId: number): Promise<UsdtBalance> {
  const [row] = await tx
    .select({ available: ledgerAccounts.available, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  if (!row) throw new Error(`ledger account ${accountId} missing`);
  return { available: parseAmount(row.available), frozen: parseAmount(row.frozen) };
}

export async function readUsdt(db: Executor, accountId: number): Promise<UsdtBalance> {
  const [row] = await db
    .select({ available: ledgerAccounts.available, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!row) throw new Error(`ledger account ${accountId} missing`);
  return { available: parseAmount(row.available), frozen: parseAmount(row.frozen) };
}
