import { parseAmount, type Asset } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { ledgerAccounts, spotOrders } from '../../src/db/schema/index.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { makeUser } from '../helpers/ledger-fixtures.js';
import type { TestServer } from '../helpers/test-server.js';
import { balance as ledgerBalance } from '../helpers/trading.js';

/**
 * A trader made directly in the database with a session (no e-mail code: sendCode is rate
 * limited per address and hour, and these tests need many traders). Demo book: 100,000 USDT.
 */
export async function quickTrader(server: TestServer): Promise<{ token: string; userId: string }> {
  const userId = await makeUser(server.deps.db);
  const token = await createSession(server.deps.db, server.deps.clock, userId, 'password');
  return { token, userId };
}

type Book = 'demo' | 'real';

/** A user's available and frozen balance of one asset in a book, from the ledger. */
export async function balance(
  server: TestServer,
  userId: string,
  asset: Asset,
  book: Book = 'demo',
) {
  const { available, frozen } = await ledgerBalance(server, userId, asset, book);
  return { available, frozen };
}

/** The fee account's balance of an asset in a book. */
export async function feeBalance(server: TestServer, asset: Asset, book: Book = 'demo') {
  const [row] = await server.deps.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.systemCode, 'fee'),
        eq(ledgerAccounts.book, book),
        eq(ledgerAccounts.asset, asset),
      ),
    );
  return parseAmount(row!.available);
}

/** Every spot order row of a user. */
export async function spotRows(server: TestServer, userId: string) {
  return server.deps.db.select().from(spotOrders).where(eq(spotOrders.userId, userId));
}
