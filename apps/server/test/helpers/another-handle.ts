import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';

/**
 * Another handle on the same database, as a second server process has: its own drizzle instance
 * (so its own settings snapshot and per-database state) over the same PGlite or pool, optionally
 * logging every statement it runs. Closing it leaves the database open.
 */
export function anotherHandle(database: Database, logQuery?: (sql: string) => void): Database {
  const logger = logQuery ? { logQuery: (query: string) => logQuery(query) } : false;
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return { ...database, db: db as unknown as Db, close: async () => undefined };
}
