import {
  ASSETS,
  BOOKS,
  SYSTEM_ACCOUNTS,
  type Asset,
  type Book,
  type SystemAccountCode,
} from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/index.js';

/** Every user gets one account per book and asset at registration. */
export async function openUserAccounts(db: Executor, userId: string): Promise<void> {
  const rows = BOOKS.flatMap((book) =>
    ASSETS.map((asset) => ({
      ownerKind: 'user' as const,
      userId,
      book,
      asset,
      allowNegative: false,
    })),
  );
  await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
}

export async function seedSystemAccounts(db: Executor): Promise<void> {
  const rows = (Object.keys(SYSTEM_ACCOUNTS) as SystemAccountCode[]).flatMap((systemCode) =>
    BOOKS.flatMap((book) =>
      ASSETS.map((asset) => ({
        ownerKind: 'system' as const,
        systemCode,
        book,
        asset,
        allowNegative: SYSTEM_ACCOUNTS[systemCode].allowNegative,
      })),
    ),
  );
  await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
}

export async function userAccountId(
  db: Executor,
  userId: string,
  book: Book,
  asset: Asset,
): Promise<number> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'user'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.book, book),
        eq(ledgerAccounts.asset, asset),
      ),
    );
  if (!row) throw new Error(`No ${book} ${asset} account for user ${userId}`);
  return row.id;
}

export async function systemAccountId(
  db: Executor,
  code: SystemAccountCode,
  book: Book,
  asset: Asset,
): Promise<number> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'system'),
        eq(ledgerAccounts.systemCode, code),
        eq(ledgerAccounts.book, book),
        eq(ledgerAccounts.asset, asset),
      ),
    );
  if (!row) throw new Error(`No system account ${code} ${book} ${asset}`);
  return row.id;
}
