import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { watchlist } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';

export async function listWatchlist(deps: Deps, userId: string): Promise<{ codes: string[] }> {
  const rows = await deps.db
    .select({ code: watchlist.code })
    .from(watchlist)
    .where(eq(watchlist.userId, userId))
    .orderBy(asc(watchlist.createdAt));
  return { codes: rows.map((r) => r.code) };
}

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

/**
 * Adds the instruments a visitor starred in this browser to the account's watchlist (at sign-in).
 * Codes already there stay; codes the platform does not list are ignored, not refused: a browser
 * may hold a code from an older catalogue. Returns the whole list.
 */
export async function mergeWatchlist(
  deps: Deps,
  userId: string,
  rawCodes: readonly string[],
): Promise<{ codes: string[] }> {
  const codes = [...new Set(rawCodes.map((code) => code.toUpperCase()))].filter((code) =>
    deps.market.state.has(code),
  );
  if (codes.length > 0)
    await deps.db
      .insert(watchlist)
      .values(codes.map((code) => ({ userId, code })))
      .onConflictDoNothing();
  return listWatchlist(deps, userId);
}
