import { parseAmount, transfer, type Asset, type Book } from '@meridian/domain';
import type { Db } from '../../src/db/client.js';
import { inTransaction } from '../../src/db/transaction.js';
import { systemAccountId, userAccountId } from '../../src/services/ledger/accounts.js';
import { postEntry } from '../../src/services/ledger/post-entry.js';
import { createUser } from '../../src/services/users/create-user.js';
import { uniqueName } from './accounts.js';

/** A user made directly in the database (no password hashing), for ledger-heavy tests. */
export async function makeUser(db: Db): Promise<string> {
  return inTransaction(db, async (tx) => {
    const { user } = await createUser(tx, {
      username: uniqueName('l'),
      email: null,
      phone: null,
      passwordHash: null,
    });
    return user.id;
  });
}

/** Credits a user's book from the outside world, as an approved deposit would. */
export async function fund(
  db: Db,
  userId: string,
  book: Book,
  asset: Asset,
  amount: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const external = await systemAccountId(tx, 'external', book, asset);
    const account = await userAccountId(tx, userId, book, asset);
    await postEntry(tx, {
      reason: 'adjustment_test',
      refType: 'test',
      refId: userId,
      postings: transfer(
        { accountId: external },
        { accountId: account },
        asset,
        parseAmount(amount),
      ),
    });
  });
}

/** Sends a user's money back to the outside world, as a paid-out withdrawal would. */
export async function debit(
  db: Db,
  userId: string,
  book: Book,
  asset: Asset,
  amount: string,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const external = await systemAccountId(tx, 'external', book, asset);
    const account = await userAccountId(tx, userId, book, asset);
    return postEntry(tx, {
      reason: 'adjustment_test',
      refType: 'test',
      refId: userId,
      postings: transfer(
        { accountId: account },
        { accountId: external },
        asset,
        parseAmount(amount),
      ),
    });
  });
}
