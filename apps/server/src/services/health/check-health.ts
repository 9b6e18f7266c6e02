import type { Deps } from '../../deps.js';
import { pingDatabase } from '../../db/client.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  databaseKind: Deps['dbKind'];
}

export async function checkHealth(deps: Deps): Promise<Health> {
  const database = await pingDatabase(deps.db).then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  return { status: database === 'ok' ? 'ok' : 'degraded', database, databaseKind: deps.dbKind };
}
