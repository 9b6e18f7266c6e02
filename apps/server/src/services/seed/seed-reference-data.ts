import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { queryRows } from '../../db/client.js';
import { staffUsers } from '../../db/schema/index.js';
import { randomToken } from '../../lib/crypto.js';
import { hashPassword } from '../auth/passwords.js';
import { seedSystemAccounts } from '../ledger/accounts.js';
import { seedInstruments } from '../market/instruments.js';
import { seedContents } from '../content/seed-contents.js';
import { seedSettings } from '../settings/get-setting.js';

export interface SeedResult {
  /** Set only on the very first start, when the administrator was created. */
  adminUsername?: string;
  adminPassword?: string;
}

/** Idempotent: safe on every start and from several processes at once. */
export async function seedReferenceData(deps: Pick<Deps, 'db'>): Promise<SeedResult> {
  await seedSettings(deps.db);
  await seedSystemAccounts(deps.db);
  await seedInstruments(deps.db);
  await seedContents(deps.db);
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    deps.db,
    sql`SELECT count(*)::int AS count FROM staff_users`,
  );
  if (count > 0) return {};
  const adminUsername = 'admin';
  const adminPassword = randomToken(12);
  const inserted = await deps.db
    .insert(staffUsers)
    .values({
      username: adminUsername,
      passwordHash: await hashPassword(adminPassword),
      role: 'admin',
    })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  return inserted.length > 0 ? { adminUsername, adminPassword } : {};
}
