import { parseAmount, type Amount, type Book, type TradingAccounts } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/index.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';

/** The USDT accounts a margin or option trade in one book moves money between. */
export async function tradingAccounts(
  db: Executor,
  userId: string,
  book: Book,
): Promise<TradingAccounts> {
  const [user, house, fee] = await Promise.all([
    userAccountId(db, userId, book, 'USDT'),
    systemAccountId(db, 'house', book, 'USDT'),
    systemAccountId(db, 'fee', book, 'USDT'),
  ]);
  return { user, house, fee };
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
