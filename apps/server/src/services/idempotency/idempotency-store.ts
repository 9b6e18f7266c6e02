import { GenericCode } from '@meridian/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { AppError, conflict } from '../../lib/app-error.js';

/**
 * An Idempotency-Key as a money-moving use case receives it. The claim row is written by the use
 * case inside its own transaction (markIdempotentInTx), so it commits together with the effect or
 * not at all: a process killed before the commit leaves nothing behind and a retry simply runs.
 */
export interface IdempotencyClaim {
  /** `user:<id>`, or `anon:<ip>` before sign-in. */
  scope: string;
  key: string;
  /** `METHOD /route`. */
  route: string;
  /** sha256 of the route, the book header and the body: the same key for another request is 422. */
  requestHash: string;
  /**
   * Set when the key's effect already committed but its reply was never stored (the process died
   * in between): the use case returns this result instead of running again.
   */
  replay?: { value: unknown };
}

export type ClaimRow = typeof idempotencyKeys.$inferSelect;

/**
 * Results are kept as JSON between the commit and the stored reply; rows carry Date and bigint
 * values that plain JSON would flatten, so they are tagged and revived.
 */
export function encodeResult(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key, item: unknown) {
      const raw = this[key];
      if (raw instanceof Date) return { $date: raw.toISOString() };
      if (typeof item === 'bigint') return { $bigint: item.toString() };
      return item;
    }),
  );
}

export function decodeResult<T>(stored: unknown): T {
  return JSON.parse(JSON.stringify(stored ?? null), (_key, item: unknown) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const keys = Object.keys(item);
      if (keys.length === 1 && keys[0] === '$date')
        return new Date((item as { $date: string }).$date);
      if (keys.length === 1 && keys[0] === '$bigint')
        return BigInt((item as { $bigint: string }).$bigint);
    }
    return item;
  }) as T;
}

/** The result a use case returns instead of running again (see IdempotencyClaim.replay). */
export function replayedResult<T>(claim: IdempotencyClaim | null | undefined): T | undefined {
  return claim?.replay ? (claim.replay.value as T) : undefined;
}

export async function findClaim(
  db: Executor,
  scope: string,
  key: string,
): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

const keyOf = (claim: Pick<IdempotencyClaim, 'scope' | 'key'>) =>
  and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));

/** One string per (scope, key), for maps of claims. */
export const claimSlot = (claim: Pick<IdempotencyClaim, 'scope' | 'key'>) =>
  `${claim.scope}\n${claim.key}`;

/** The rows of these keys that took effect (not `running` ones: see markIdempotentInTx), by slot. */
export async function findClaims(
  db: Executor,
  claims: readonly Pick<IdempotencyClaim, 'scope' | 'key'>[],
): Promise<Map<string, ClaimRow>> {
  if (claims.length === 0) return new Map();
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        or(...claims.map((c) => keyOf(c))),
        inArray(idempotencyKeys.state, ['committed', 'done']),
      ),
    );
  return new Map(rows.map((row) => [claimSlot(row), row]));
}

/**
 * Claims the key inside the use case's transaction, first thing. A concurrent request with the
 * same key waits on the primary key until this transaction ends: if it rolled back (crash,
 * refusal) the other one claims and runs; if it committed, the other one is refused here (409,
 * or 422 for a different request) and its transaction rolls back with nothing moved. A
 * `running` row is a claim written outside any transaction by an older version: taken over.
 */
export async function markIdempotentInTx(
  tx: Executor,
  claim: IdempotencyClaim | null | undefined,
): Promise<void> {
  if (!claim) return;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      route: claim.route,
      requestHash: claim.requestHash,
      state: 'committed',
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        route: claim.route,
        requestHash: claim.requestHash,
        state: 'committed',
        reply: null,
        httpStatus: null,
        createdAt: sql`now()`,
      },
      where: eq(idempotencyKeys.state, 'running'),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return;
  const existing = await findClaim(tx, claim.scope, claim.key);
  if (existing && existing.requestHash !== claim.requestHash)
    throw new AppError(GenericCode.IDEMPOTENCY_KEY_REUSED, 422);
  throw conflict();
}

/**
 * Stores what the use case returns, last thing in its transaction: should the process die before
 * the reply is stored, a retry gets this result back (replayedResult) instead of a refusal.
 */
export async function saveIdempotentResultInTx(
  tx: Executor,
  claim: IdempotencyClaim | null | undefined,
  value: unknown,
): Promise<void> {
  if (!claim) return;
  await tx
    .update(idempotencyKeys)
    .set({ reply: encodeResult(value) })
    .where(and(keyOf(claim), eq(idempotencyKeys.state, 'committed')));
}

/**
 * After the reply went out. A claim the use case committed becomes `done` with the reply. A
 * request that moved nothing (refused with a 4xx, or a route that claims nothing) stores its
 * reply only if the key is still free: never over a claim another request committed meanwhile.
 */
export async function storeReply(
  db: Executor,
  claim: IdempotencyClaim,
  httpStatus: number,
  reply: unknown,
): Promise<void> {
  const updated = await db
    .update(idempotencyKeys)
    .set({ state: 'done', httpStatus, reply })
    .where(and(keyOf(claim), eq(idempotencyKeys.state, 'committed')))
    .returning({ key: idempotencyKeys.key });
  if (updated.length > 0) return;
  await db
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      route: claim.route,
      requestHash: claim.requestHash,
      state: 'done',
      httpStatus,
      reply,
    })
    .onConflictDoNothing();
}
