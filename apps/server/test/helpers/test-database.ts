import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

export const ADMIN_DATABASE_URL =
  process.env.MERIDIAN_TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function usingPostgres(): boolean {
  return process.env.MERIDIAN_TEST_DB === 'postgres';
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server (MERIDIAN_TEST_DB=postgres) that is dropped on close.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database> {
  if (!usingPostgres()) return openDatabase({});
  const name = `meridian_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: options.poolSize ?? 20,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await cleanup.connect();
      try {
        // pool.end() resolves before every backend has gone; dropping WITH (FORCE) then kills
        // connections mid-close and their clients raise 57P01. Wait for the sessions to leave.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const { rows } = await cleanup.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
