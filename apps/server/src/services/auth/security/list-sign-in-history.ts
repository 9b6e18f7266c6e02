import type { SignInHistory } from '@meridian/contract';
import { count, desc, eq } from 'drizzle-orm';
import { signInEvents } from '../../../db/schema/index.js';
import type { Deps } from '../../../deps.js';

/** security/signInHistory: the caller's sign-ins and failed attempts, newest first. */
export async function listSignInHistory(
  deps: Pick<Deps, 'db'>,
  userId: string,
  query: { page: number; size: number },
): Promise<SignInHistory> {
  const mine = eq(signInEvents.userId, userId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(signInEvents)
      .where(mine)
      .orderBy(desc(signInEvents.at), desc(signInEvents.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(signInEvents).where(mine),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      at: row.at.getTime(),
      ip: row.ip,
      device: row.device,
      method: row.method,
      outcome: row.outcome,
    })),
    total: total?.n ?? 0,
  };
}
