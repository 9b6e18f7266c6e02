import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { watchlist } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { listWatchlist } from './list-watchlist.js';

/** Stars or un-stars an instrument for the user; returns the whole list. */
export async function toggleWatchlist(
  deps: Deps,
  userId: string,
  rawCode: string,
): Promise<{ codes: string[] }> {
  const code = rawCode.toUpperCase();
  if (!deps.market.state.has(code)) throw notFound();
  const removed = await deps.db
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.code, code)))
    .returning({ code: watchlist.code });
  if (removed.length === 0)
    await deps.db.insert(watchlist).values({ userId, code }).onConflictDoNothing();
  return listWatchlist(deps, userId);
}
