import { formatAmount, parseAmount, type Amount, type SpotPair } from '@meridian/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import {
  idempotencyKeys,
  journalEntries,
  ledgerAccounts,
  postings,
  spotMarkets,
  spotOrders,
  spotTrades,
} from '../../db/schema/index.js';
import type { SpotAccountDirectory } from './spot-accounts.js';
import type { SpotBatch } from './spot-batch.js';
import type { SpotMarketKey } from './spot-commands.js';
import { recordToRow, type SpotOrderRow } from './spot-order-record.js';

/** Another writer committed to this market since we loaded it: reload, never overwrite. */
export class SpotFencedError extends Error {
  constructor() {
    super('spot market changed under its writer');
    this.name = 'SpotFencedError';
  }
}

export interface LoadedMarket {
  seq: bigint;
  resting: SpotOrderRow[];
}

/** The market's fence and its resting orders in time priority (the writer rebuilds from these). */
export async function loadSpotMarket(db: Executor, key: SpotMarketKey): Promise<LoadedMarket> {
  await db.insert(spotMarkets).values({ book: key.book, pair: key.pair }).onConflictDoNothing();
  const [fence] = await db
    .select({ seq: spotMarkets.seq })
    .from(spotMarkets)
    .where(and(eq(spotMarkets.book, key.book), eq(spotMarkets.pair, key.pair)));
  const resting = await db
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.book, key.book),
        eq(spotOrders.pair, key.pair),
        inArray(spotOrders.status, ['open', 'partial']),
      ),
    )
    .orderBy(spotOrders.restSeq);
  return { seq: fence?.seq ?? 0n, resting };
}

/** The next free order and trade ids (the single writer hands them out). */
export async function loadSpotIdCounters(db: Executor) {
  const [orders] = await db
    .select({ max: sql<string | null>`max(${spotOrders.id})` })
    .from(spotOrders);
  const [trades] = await db
    .select({ max: sql<string | null>`max(${spotTrades.id})` })
    .from(spotTrades);
  return { nextOrderId: Number(orders?.max ?? 0) + 1, nextTradeId: Number(trades?.max ?? 0) + 1 };
}

/**
 * Moves the market's fence from `expected` to `next`, holding its row lock until the commit; throws
 * SpotFencedError if another writer moved it since this one loaded the market.
 */
export async function moveFence(
  tx: Tx,
  key: SpotMarketKey,
  expected: bigint,
  next: bigint,
): Promise<void> {
  const moved = await tx
    .update(spotMarkets)
    .set({ seq: next })
    .where(
      and(
        eq(spotMarkets.book, key.book),
        eq(spotMarkets.pair, key.pair),
        eq(spotMarkets.seq, expected),
      ),
    )
    .returning({ seq: spotMarkets.seq });
  if (moved.length !== 1) throw new SpotFencedError();
}

/** Available balances now (not locked: the batch re-checks them under lock before writing). */
export async function readAvailable(tx: Tx, accountIds: number[]): Promise<Map<number, Amount>> {
  if (accountIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: ledgerAccounts.id, available: ledgerAccounts.available })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds));
  return new Map(rows.map((row) => [row.id, parseAmount(row.available)]));
}

/**
 * Writes a batch: the orders, trades, journal entries and postings, and marks the Idempotency-Key
 * claims committed. The postings trigger moves the balances (locking the accounts in id order,
 * as every other money transaction does); should something else have spent an owner's funds
 * since the batch read them, the database's non-negative CHECK refuses the whole batch (23514),
 * and the writer rebuilds and retries its commands one by one.
 */
export async function writeSpotBatch(
  tx: Tx,
  pair: SpotPair,
  accounts: SpotAccountDirectory,
  batch: SpotBatch,
): Promise<void> {
  const postingDrafts = batch.entries.map((entry) =>
    entry.movements.map((m) => ({
      accountId: accounts.account(m.owner, m.asset),
      bucket: m.bucket,
      asset: accounts.assetOf(m.asset),
      amount: m.amount,
    })),
  );
  if (batch.created.size > 0)
    await tx
      .insert(spotOrders)
      .values([...batch.created.values()].map((r) => recordToRow(pair, r)));
  if (batch.changed.size > 0)
    await updateOrders(
      tx,
      [...batch.changed.values()].map((r) => recordToRow(pair, r)),
    );
  if (batch.trades.length > 0) await tx.insert(spotTrades).values(batch.trades);

  if (batch.entries.length > 0) {
    const entryIds = await tx
      .insert(journalEntries)
      .values(
        batch.entries.map((e) => ({
          reason: e.reason,
          refType: e.refType,
          refId: e.refId,
          actorId: e.actorId,
        })),
      )
      .returning({ id: journalEntries.id });
    const rows = postingDrafts.flatMap((drafts, i) =>
      drafts.map((p) => ({
        entryId: entryIds[i]!.id,
        accountId: p.accountId,
        bucket: p.bucket,
        asset: p.asset,
        amount: formatAmount(p.amount),
      })),
    );
    if (rows.length > 0) await tx.insert(postings).values(rows);
  }

  if (batch.claims.length > 0) {
    await tx
      .update(idempotencyKeys)
      .set({ state: 'committed' })
      .where(
        sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) IN (${sql.join(
          batch.claims.map((c) => sql`(${c.scope}, ${c.key})`),
          sql`, `,
        )})`,
      );
  }
}

/** One UPDATE … FROM (VALUES …) for every order of the batch that existed before it. */
async function updateOrders(tx: Tx, rows: SpotOrderRow[]): Promise<void> {
  const values = rows.map(
    (r) =>
      sql`(${r.id}::bigint, ${r.filledLots.toString()}::bigint, ${r.filledQuantity}::numeric, ${r.turnover}::numeric, ${r.fee}::numeric, ${r.held}::numeric, ${r.status}::text, ${r.cancelReason}::text, ${r.restSeq === null ? null : r.restSeq.toString()}::bigint, ${r.openLots.toString()}::bigint, ${r.doneAt?.toISOString() ?? null}::timestamptz)`,
  );
  await tx.execute(sql`
    UPDATE spot_orders AS o SET
      filled_lots = v.filled_lots, filled_quantity = v.filled_quantity, turnover = v.turnover,
      fee = v.fee, held = v.held, status = v.status, cancel_reason = v.cancel_reason,
      rest_seq = v.rest_seq, open_lots = v.open_lots, done_at = v.done_at
    FROM (VALUES ${sql.join(values, sql`, `)})
      AS v(id, filled_lots, filled_quantity, turnover, fee, held, status, cancel_reason, rest_seq, open_lots, done_at)
    WHERE o.id = v.id`);
}
