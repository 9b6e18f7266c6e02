import type { UserSummary } from '@meridian/contract';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staffUsers, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export function userSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    kycStatus: row.kycStatus,
    status: row.status,
    createdAt: row.createdAt.getTime(),
  };
}

/** Users by id, for the review queues. */
export async function usersById(db: Executor, ids: string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Staff usernames by id (who reviewed an item). */
export async function staffNames(
  db: Executor,
  ids: (string | null)[],
): Promise<Map<string, string>> {
  const present = [...new Set(ids.filter((id): id is string => id !== null))];
  if (present.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(inArray(staffUsers.id, present));
  return new Map(rows.map((r) => [r.id, r.username]));
}
