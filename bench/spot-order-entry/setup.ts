// Prepares a fresh PostgreSQL database for the order-entry benchmark and the kill test: the
// schema, reference data, and `users` traders with demo USDT and BTC and a session token each.
import { parseAmount, transfer } from '@meridian/domain';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { inTransaction } from '../../apps/server/src/db/transaction.js';
import { systemClock } from '../../apps/server/src/lib/clock.js';
import { systemAccountId, userAccountId } from '../../apps/server/src/services/ledger/accounts.js';
import { postEntry } from '../../apps/server/src/services/ledger/post-entry.js';
import { createSession } from '../../apps/server/src/services/auth/sessions.js';
import { seedReferenceData } from '../../apps/server/src/services/seed/seed-reference-data.js';
import { createUser } from '../../apps/server/src/services/users/create-user.js';

export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Creates the traders; returns their session tokens. */
export async function prepareTraders(url: string, users: number): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 8 });
  try {
    const { db } = database;
    await seedReferenceData({ db });
    const tokens: string[] = [];
    for (let i = 0; i < users; i += 1) {
      tokens.push(
        await inTransaction(db, async (tx) => {
          const { user } = await createUser(tx, {
            username: `bench${i}`,
            email: null,
            phone: null,
            passwordHash: null,
          });
          for (const [asset, amount] of [
            ['USDT', '10000000'],
            ['BTC', '100'],
          ] as const) {
            const faucet = await systemAccountId(tx, 'demoFaucet', 'demo', asset);
            const account = await userAccountId(tx, user.id, 'demo', asset);
            await postEntry(tx, {
              reason: 'adjustment_test',
              refType: 'bench',
              refId: user.id,
              postings: transfer({ accountId: faucet }, { accountId: account }, asset, parseAmount(amount)),
            });
          }
          return createSession(tx, systemClock, user.id, 'password');
        }),
      );
    }
    return tokens;
  } finally {
    await database.close();
  }
}
