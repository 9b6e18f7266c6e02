import type { Deps } from '../../deps.js';
import { watchlist } from '../../db/schema/index.js';
import { listWatchlist } from './list-watchlist.js';

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
