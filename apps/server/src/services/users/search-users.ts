import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { userSummary } from './user-summary.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /swx/admin/users: by id, or username / e-mail / phone containing the text. */
export async function searchUsers(
  deps: Pick<Deps, 'db'>,
  query: { q: string; page: number; size: number },
) {
  const text = query.q.trim();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where =
    text === ''
      ? undefined
      : UUID.test(text)
        ? eq(users.id, text)
        : or(ilike(users.username, like), ilike(users.email, like), ilike(users.phone, like));
  const notSystem = sql`${users.systemRole} IS NULL`;
  const filter = where ? sql`${where} AND ${notSystem}` : notSystem;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(filter)
      .orderBy(desc(users.createdAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(users).where(filter),
  ]);
  return { list: rows.map(userSummary), total: total?.n ?? 0 };
}
