import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staffUsers } from '../../db/schema/index.js';
import type { StaffRow } from './staff-view.js';

export async function findStaffById(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/** Case-insensitive, as the unique index is. */
export async function findStaffByUsername(
  db: Executor,
  username: string,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`);
  return row;
}

/** The row locked for the rest of the transaction (a change and its audit record). */
export async function lockStaff(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  return row;
}
