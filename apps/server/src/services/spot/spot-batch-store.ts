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

/** The locked balances no longer cover the batch (something else spent them meanwhile). */
export class SpotFundsChangedError extends Error {
  constructor(accountId: number) {
    super(`account ${accountId} no longer covers the spot batch`);
    this.name = 'SpotFundsChangedError';
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

/** Takes the market's fence row; throws SpotFencedError if another writer moved it. */
export async function lockFence(tx: Tx, key: SpotMarketKey, expected: bigint): Promise<void> {
  const [fence] = await tx
    .select({ seq: spotMarkets.seq })
    .from(spotMarkets)
    .where(and(eq(spotMarkets.book, key.book), eq(spotMarkets.pair, key.pair)))
    .for('update');
  if (!fence || fence.seq !== expected) throw new SpotFencedError();
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
 * Writes a batch: locks every account it touches in id order (no deadlock with other money
 * transactions, which lock in the same order), checks the net change keeps them non-negative,
 * then inserts the orders, trades, journal entries and postings, marks the Idempotency-Key
 * claims committed and moves the fence.
 */
export async function writeSpotBatch(
  tx: Tx,
  key: SpotMarketKey,
  pair: SpotPair,
  accounts: SpotAccountDirectory,
  batch: SpotBatch,
  nextSeq: bigint,
): Promise<void> {
  const postingDrafts = batch.entries.map((entry) =>
    entry.movements.map((m) => ({
      accountId: accounts.account(m.owner, m.asset),
      bucket: m.bucket,
      asset: accounts.assetOf(m.asset),
      amount: m.amount,
    })),
  );
  const net = new Map<number, { available: Amount; frozen: Amount }>();
  for (const p of postingDrafts.flat()) {
    const sum = net.get(p.accountId) ?? { available: 0n, frozen: 0n };
    sum[p.bucket] += p.amount;
    net.set(p.accountId, sum);
  }
  if (net.size > 0) {
    const locked = await tx
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [...net.keys()]))
      .orderBy(ledgerAccounts.id)
      .for('update');
    for (const row of locked) {
      const change = net.get(row.id)!;
      if (row.allowNegative) continue;
      if (
        parseAmount(row.available) + change.available < 0n ||
        parseAmount(row.frozen) + change.frozen < 0n
      )
        throw new SpotFundsChangedError(row.id);
    }
  }

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
  await tx
    .update(spotMarkets)
    .set({ seq: nextSeq })
    .where(and(eq(spotMarkets.book, key.book), eq(spotMarkets.pair, key.pair)));
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
