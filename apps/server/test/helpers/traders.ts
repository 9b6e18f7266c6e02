import { parseAmount, transfer } from '@meridian/domain';
import type { Db } from '../../src/db/client.js';
import { inTransaction } from '../../src/db/transaction.js';
import { systemClock } from '../../src/lib/clock.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { systemAccountId, userAccountId } from '../../src/services/ledger/accounts.js';
import { postEntry } from '../../src/services/ledger/post-entry.js';
import { seedReferenceData } from '../../src/services/seed/seed-reference-data.js';
import { createUser } from '../../src/services/users/create-user.js';

/**
 * `count` traders with plenty of USDT, BTC and ETH and a session token each, written straight to
 * the database (load tests and benchmarks: no e-mail codes, no password hashing).
 */
export async function seedTraders(
  db: Db,
  count: number,
  prefix = 'trader',
  /** The book funded: demo from the faucet, or real from the outside world (as deposits). */
  book: 'demo' | 'real' = 'demo',
): Promise<string[]> {
  await seedReferenceData({ db });
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    tokens.push(
      await inTransaction(db, async (tx) => {
        const { user } = await createUser(tx, {
          username: `${prefix}${i}`,
          email: null,
          phone: null,
          passwordHash: null,
        });
        for (const [asset, amount] of [
          ['USDT', '10000000'],
          ['BTC', '100'],
          ['ETH', '1000'],
        ] as const) {
          const source = await systemAccountId(
            tx,
            book === 'demo' ? 'demoFaucet' : 'external',
            book,
            asset,
          );
          const account = await userAccountId(tx, user.id, book, asset);
          await postEntry(tx, {
            reason: 'adjustment_test',
            refType: 'load_test',
            refId: user.id,
            postings: transfer(
              { accountId: source },
              { accountId: account },
              asset,
              parseAmount(amount),
            ),
          });
        }
        return createSession(tx, systemClock, user.id, 'password');
      }),
    );
  }
  return tokens;
}
