import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client.js';

/**
 * The namespace of this deployment's Redis channels and keys. Two deployments sharing one Redis
 * server must never hear each other (Redis database numbers do not separate pub/sub), while all
 * processes of one deployment must agree: so the default is derived from what they share, the
 * database — its cluster's system identifier and name, and for the embedded PGlite the data
 * directory. `REDIS_PREFIX` overrides it.
 */
export async function deploymentPrefix(
  database: Database,
  configured: string | undefined,
  pgliteDir: string,
): Promise<string> {
  if (configured) return configured.endsWith(':') ? configured : `${configured}:`;
  const [row] = await queryRows<{ system: string | null; name: string }>(
    database.db,
    sql`SELECT (SELECT system_identifier::text FROM pg_control_system()) AS system, current_database() AS name`,
  );
  const parts = [database.kind, row?.system ?? '', row?.name ?? ''];
  if (database.kind === 'pglite') parts.push(pgliteDir);
  const digest = createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
  return `meridian:${digest}:`;
}
