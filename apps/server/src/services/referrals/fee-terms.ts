import {
  levelFor,
  parseLevels,
  PLAIN_FEE_TERMS,
  type Book,
  type Level,
  type SpotFeeTerms,
} from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { getSetting } from '../settings/get-setting.js';
import { tradingVolume30d } from './trading-volume.js';

/** How long a user's level is reused before their volume is summed again. */
export const LEVEL_CACHE_MS = 60_000;

interface Known {
  level: Level;
  atMs: number;
}

/** Per database (tests run several): each user's level when last read, and who invited them. */
const levelCache = new WeakMap<object, Map<string, Known>>();
const inviterCache = new WeakMap<object, Map<string, string | null>>();

function cacheOf<T>(caches: WeakMap<object, Map<string, T>>, db: object): Map<string, T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  if (cache.size > 100_000) cache.clear();
  return cache;
}

/** The configured levels (the setting is checked when saved; a bad stored value reads as default). */
export async function readLevels(db: Executor): Promise<Level[]> {
  return parseLevels(await getSetting(db, 'fees.levels'))!;
}

/** A user's VIP level from their 30-day real-book volume, reused for up to a minute. */
export async function levelOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  levels?: readonly Level[],
): Promise<Level> {
  const nowMs = deps.clock().getTime();
  const cache = cacheOf(levelCache, deps.db);
  const known = cache.get(userId);
  const all = levels ?? (await readLevels(deps.db));
  if (known && nowMs - known.atMs < LEVEL_CACHE_MS) return all[known.level.level] ?? all[0]!;
  const level = levelFor(all, await tradingVolume30d(deps.db, userId, nowMs));
  cache.set(userId, { level, atMs: nowMs });
  return level;
}

/** Who invited a user (the tie is written once, at registration, and never changes). */
async function inviterOf(db: Executor, cacheKey: object, userId: string): Promise<string | null> {
  const cache = cacheOf(inviterCache, cacheKey);
  if (cache.has(userId)) return cache.get(userId)!;
  const [row] = await db
    .select({ invitedBy: users.invitedBy })
    .from(users)
    .where(eq(users.id, userId));
  const inviter = row?.invitedBy ?? null;
  cache.set(userId, inviter);
  return inviter;
}

/**
 * What a trade's fee becomes for this user (issue 17), fixed when the order is placed: their
 * level's discount; on the real book, their inviter and the inviter's level's share of the fee.
 * Demo fees earn nobody anything.
 */
export async function feeTermsFor(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  book: Book,
): Promise<SpotFeeTerms> {
  const levels = await readLevels(deps.db);
  const own = await levelOf(deps, userId, levels);
  const inviter = book === 'real' ? await inviterOf(deps.db, deps.db, userId) : null;
  if (own.feeDiscountBp === 0n && inviter === null) return PLAIN_FEE_TERMS;
  const share = inviter === null ? 0n : (await levelOf(deps, inviter, levels)).referralShareBp;
  return { discountBp: own.feeDiscountBp, inviter, shareBp: share };
}
