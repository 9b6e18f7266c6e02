import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { watchlist } from '../../db/schema/index.js';

export async function listWatchlist(deps: Deps, userId: string): Promise<{ codes: string[] }> {
  const rows = await deps.db
    .select({ code: watchlist.code })
    .from(watchlist)
    .where(eq(watchlist.userId, userId))
    .orderBy(asc(watchlist.createdAt));
  return { codes: rows.map((r) => r.code) };
}
