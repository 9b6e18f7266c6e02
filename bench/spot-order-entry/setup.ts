// Prepares a fresh PostgreSQL database for the order-entry benchmark and the kill test: the
// schema, reference data, and `users` traders with demo USDT and BTC and a session token each.
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedTraders } from '../../apps/server/test/helpers/traders.js';

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
    return await seedTraders(database.db, users, 'bench');
  } finally {
    await database.close();
  }
}
