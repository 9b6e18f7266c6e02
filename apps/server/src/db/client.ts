import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Leadership {
  /** Resolves when leadership is lost (the holding connection died). */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Tries to become the one process that runs a singleton job (e.g. the market feed), using a
   * session advisory lock held on a dedicated connection. PGlite is single-process: always yes.
   */
  tryLeadership(lockKey: number): Promise<Leadership | undefined>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `undefined` with no URL means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several processes may start at once against one server: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727272)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727272)').catch(() => undefined);
      client.release();
    }
    const tryLeadership = async (lockKey: number): Promise<Leadership | undefined> => {
      const holder = await pool.connect();
      let gotIt = false;
      try {
        const result = await holder.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS ok',
          [lockKey],
        );
        gotIt = result.rows[0]?.ok === true;
      } finally {
        if (!gotIt) holder.release();
      }
      if (!gotIt) return undefined;
      let markLost: () => void = () => undefined;
      const lost = new Promise<void>((resolve) => (markLost = resolve));
      holder.on('error', () => markLost());
      holder.on('end', () => markLost());
      return {
        lost,
        async release() {
          await holder.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
          holder.release();
          markLost();
        },
      };
    };
    return { db, kind: 'postgres', tryLeadership, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.pgliteDir) {
    dataDir = path.resolve(options.pgliteDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
  const never = new Promise<void>(() => undefined);
  return {
    db,
    kind: 'pglite',
    tryLeadership: async () => ({ lost: never, release: async () => undefined }),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
