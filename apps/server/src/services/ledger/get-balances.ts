import { formatAmount, parseAmount, type Asset, type Book } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/index.js';

export interface AssetBalance {
  asset: Asset;
  available: string;
  frozen: string;
  total: string;
}

export async function getBalances(
  db: Executor,
  userId: string,
  book: Book,
): Promise<AssetBalance[]> {
  const rows = await db
    .select({
      asset: ledgerAccounts.asset,
      available: ledgerAccounts.available,
      frozen: ledgerAccounts.frozen,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'user'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.book, book),
      ),
    )
    .orderBy(ledgerAccounts.id);
  return rows.map((row) => {
    const available = parseAmount(row.available);
    const frozen = parseAmount(row.frozen);
    return {
      asset: row.asset,
      available: formatAmount(available),
      frozen: formatAmount(frozen),
      total: formatAmount(available + frozen),
    };
  });
}
