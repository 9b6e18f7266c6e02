import {
  bucketStart,
  CANDLE_INTERVALS,
  formatAmount,
  parseAmount,
  type Amount,
  type CandleInterval,
  type SpotPair,
} from '@meridian/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { spotMarkets, spotOrders, spotTrades } from '../../db/schema/index.js';
import type { SpotAccountDirectory } from './spot-accounts.js';
import type { SpotBatch, SpotTradeRow } from './spot-batch.js';
import type { SpotMarketKey } from './spot-commands.js';
import { encodeResult } from '../../services/idempotency/idempotency-store.js';
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
 * Opens a batch in one round trip: moves the market's fence from `expected` to `next` (its row
 * stays locked until the commit) and reads the available balances of `accountIds`. Throws
 * SpotFencedError if another writer moved the fence since this one loaded the market.
 */
export async function openSpotBatch(
  tx: Tx,
  key: SpotMarketKey,
  expected: bigint,
  next: bigint,
  accountIds: number[],
): Promise<Map<number, Amount>> {
  const [row] = await queryRows<{ fenced: number; balances: { id: number; available: string }[] }>(
    tx,
    sql`WITH fence AS (
          UPDATE spot_markets SET seq = ${next.toString()}::bigint
           WHERE book = ${key.book} AND pair = ${key.pair} AND seq = ${expected.toString()}::bigint
          RETURNING 1)
        SELECT (SELECT count(*) FROM fence)::int AS fenced,
               coalesce((SELECT json_agg(json_build_object('id', id, 'available', available::text))
                           FROM ledger_accounts WHERE id = ANY(${pgArray(accountIds)}::bigint[])),
                        '[]'::json) AS balances`,
  );
  if (!row || Number(row.fenced) !== 1) throw new SpotFencedError();
  const balances = typeof row.balances === 'string' ? JSON.parse(row.balances) : row.balances;
  return new Map(
    (balances as { id: number; available: string }[]).map((b) => [
      Number(b.id),
      parseAmount(b.available),
    ]),
  );
}

/**
 * Writes a batch in one statement: new orders, changed orders, trades, journal entries (ids drawn
 * from the journal's own sequence) and their postings, and the Idempotency-Key claims of the
 * commands that took effect, each with the order it answered (so a retry after a crash replays it). Rows travel as arrays (a handful of parameters whatever the batch size). The
 * postings trigger checks the entries and moves the balances, locking the accounts in id order as
 * every other money transaction does; should something else have spent an owner's funds since
 * the batch read them, the non-negative CHECK refuses the whole batch (23514), and the writer
 * rebuilds and retries its commands one by one.
 */
export async function writeSpotBatch(
  tx: Tx,
  pair: SpotPair,
  accounts: SpotAccountDirectory,
  batch: SpotBatch,
): Promise<void> {
  const created = [...batch.created.values()].map((r) => recordToRow(pair, r));
  const changed = [...batch.changed.values()].map((r) => recordToRow(pair, r));
  const col = <T>(rows: T[], pick: (row: T) => string | number | bigint | null) =>
    pgArray(rows.map(pick));
  const time = (d: Date | null) => (d === null ? null : d.toISOString());
  const entryOrd: number[] = [];
  const posting = {
    account: [] as number[],
    bucket: [] as string[],
    asset: [] as string[],
    amount: [] as string[],
  };
  batch.entries.forEach((entry, i) => {
    for (const m of entry.movements) {
      entryOrd.push(i + 1);
      posting.account.push(accounts.account(m.owner, m.asset));
      posting.bucket.push(m.bucket);
      posting.asset.push(accounts.assetOf(m.asset));
      posting.amount.push(formatAmount(m.amount));
    }
  });
  const t = batch.trades;
  const claims = batch.claims;
  const [written] = await queryRows<{ claims: number | string }>(
    tx,
    sql`
    WITH new_orders AS (
      INSERT INTO spot_orders (id, user_id, book, pair, side, type, time_in_force, post_only,
        price_ticks, price, lots, quantity, quote_budget, filled_lots, filled_quantity, turnover,
        fee, held, status, cancel_reason, rest_seq, open_lots, created_at, done_at,
        fee_discount_bp, inviter_id, referral_share_bp)
      SELECT * FROM unnest(
        ${col(created, (r) => r.id)}::bigint[], ${col(created, (r) => r.userId)}::uuid[],
        ${col(created, (r) => r.book)}::text[], ${col(created, (r) => r.pair)}::text[],
        ${col(created, (r) => r.side)}::text[], ${col(created, (r) => r.type)}::text[],
        ${col(created, (r) => r.timeInForce)}::text[], ${col(created, (r) => String(r.postOnly))}::boolean[],
        ${col(created, (r) => r.priceTicks)}::bigint[], ${col(created, (r) => r.price)}::numeric[],
        ${col(created, (r) => r.lots)}::bigint[], ${col(created, (r) => r.quantity)}::numeric[],
        ${col(created, (r) => r.quoteBudget)}::numeric[], ${col(created, (r) => r.filledLots)}::bigint[],
        ${col(created, (r) => r.filledQuantity)}::numeric[], ${col(created, (r) => r.turnover)}::numeric[],
        ${col(created, (r) => r.fee)}::numeric[], ${col(created, (r) => r.held)}::numeric[],
        ${col(created, (r) => r.status)}::text[], ${col(created, (r) => r.cancelReason)}::text[],
        ${col(created, (r) => r.restSeq)}::bigint[], ${col(created, (r) => r.openLots)}::bigint[],
        ${col(created, (r) => time(r.createdAt))}::timestamptz[], ${col(created, (r) => time(r.doneAt))}::timestamptz[],
        ${col(created, (r) => r.feeDiscountBp)}::int[], ${col(created, (r) => r.inviterId)}::uuid[],
        ${col(created, (r) => r.referralShareBp)}::int[])
      RETURNING 1),
    changed_orders AS (
      UPDATE spot_orders AS o SET
        filled_lots = v.filled_lots, filled_quantity = v.filled_quantity, turnover = v.turnover,
        fee = v.fee, held = v.held, status = v.status, cancel_reason = v.cancel_reason,
        rest_seq = v.rest_seq, open_lots = v.open_lots, done_at = v.done_at
      FROM unnest(
        ${col(changed, (r) => r.id)}::bigint[], ${col(changed, (r) => r.filledLots)}::bigint[],
        ${col(changed, (r) => r.filledQuantity)}::numeric[], ${col(changed, (r) => r.turnover)}::numeric[],
        ${col(changed, (r) => r.fee)}::numeric[], ${col(changed, (r) => r.held)}::numeric[],
        ${col(changed, (r) => r.status)}::text[], ${col(changed, (r) => r.cancelReason)}::text[],
        ${col(changed, (r) => r.restSeq)}::bigint[], ${col(changed, (r) => r.openLots)}::bigint[],
        ${col(changed, (r) => time(r.doneAt))}::timestamptz[])
        AS v(id, filled_lots, filled_quantity, turnover, fee, held, status, cancel_reason, rest_seq, open_lots, done_at)
      WHERE o.id = v.id
      RETURNING 1),
    new_trades AS (
      INSERT INTO spot_trades (id, book, pair, maker_order_id, taker_order_id, maker_user_id,
        taker_user_id, taker_side, price, quantity, quote, maker_fee, taker_fee, maker_commission,
        taker_commission, created_at)
      SELECT * FROM unnest(
        ${col(t, (r) => r.id)}::bigint[], ${col(t, (r) => r.book)}::text[], ${col(t, (r) => r.pair)}::text[],
        ${col(t, (r) => r.makerOrderId)}::bigint[], ${col(t, (r) => r.takerOrderId)}::bigint[],
        ${col(t, (r) => r.makerUserId)}::uuid[], ${col(t, (r) => r.takerUserId)}::uuid[],
        ${col(t, (r) => r.takerSide)}::text[], ${col(t, (r) => r.price)}::numeric[],
        ${col(t, (r) => r.quantity)}::numeric[], ${col(t, (r) => r.quote)}::numeric[],
        ${col(t, (r) => r.makerFee)}::numeric[], ${col(t, (r) => r.takerFee)}::numeric[],
        ${col(t, (r) => r.makerCommission ?? '0')}::numeric[], ${col(t, (r) => r.takerCommission ?? '0')}::numeric[],
        ${col(t, (r) => time(r.createdAt))}::timestamptz[])
      RETURNING 1),
    entry_ids AS MATERIALIZED (
      SELECT nextval(pg_get_serial_sequence('journal_entries', 'id')) AS id, ord
        FROM generate_series(1, ${batch.entries.length}::int) AS ord),
    new_entries AS (
      INSERT INTO journal_entries (id, reason, ref_type, ref_id, actor_id)
      OVERRIDING SYSTEM VALUE
      SELECT e.id, d.reason, d.ref_type, d.ref_id, d.actor_id
        FROM unnest(
          ${col(batch.entries, (e) => e.reason)}::text[], ${col(batch.entries, (e) => e.refType)}::text[],
          ${col(batch.entries, (e) => e.refId)}::text[], ${col(batch.entries, (e) => e.actorId)}::uuid[])
          WITH ORDINALITY AS d(reason, ref_type, ref_id, actor_id, ord)
        JOIN entry_ids e ON e.ord = d.ord
      RETURNING 1),
    new_postings AS (
      INSERT INTO postings (entry_id, account_id, bucket, asset, amount)
      SELECT e.id, p.account_id, p.bucket, p.asset, p.amount
        FROM unnest(
          ${pgArray(entryOrd)}::int[], ${pgArray(posting.account)}::bigint[],
          ${pgArray(posting.bucket)}::text[], ${pgArray(posting.asset)}::text[],
          ${pgArray(posting.amount)}::numeric[])
          AS p(ord, account_id, bucket, asset, amount)
        JOIN entry_ids e ON e.ord = p.ord
      RETURNING 1),
    claims AS (
      INSERT INTO idempotency_keys (scope, key, route, request_hash, state, reply)
      SELECT c.scope, c.key, c.route, c.request_hash, 'committed', c.reply
        FROM unnest(
          ${col(claims, (c) => c.claim.scope)}::text[], ${col(claims, (c) => c.claim.key)}::text[],
          ${col(claims, (c) => c.claim.route)}::text[], ${col(claims, (c) => c.claim.requestHash)}::text[],
          ${col(claims, (c) => JSON.stringify(encodeResult(c.order)))}::jsonb[])
          AS c(scope, key, route, request_hash, reply)
      ON CONFLICT (scope, key) DO UPDATE SET route = EXCLUDED.route,
        request_hash = EXCLUDED.request_hash, state = 'committed', reply = EXCLUDED.reply,
        http_status = NULL, created_at = now()
        WHERE idempotency_keys.state = 'running'
      RETURNING 1)
    SELECT (SELECT count(*) FROM new_orders) AS orders, (SELECT count(*) FROM changed_orders) AS changed,
           (SELECT count(*) FROM new_trades) AS trades, (SELECT count(*) FROM new_entries) AS entries,
           (SELECT count(*) FROM new_postings) AS postings, (SELECT count(*) FROM claims) AS claims`,
  );
  // A key claimed by another transaction since the batch looked (another route, another market):
  // the batch fails, and its commands run again one by one and find the claim.
  if (Number(written?.claims ?? 0) !== claims.length) throw new SpotClaimTakenError();
  await upsertSpotCandles(tx, t);
}

interface SpotCandleDraft {
  book: string;
  pair: string;
  interval: CandleInterval;
  openTime: number;
  open: Amount;
  high: Amount;
  low: Amount;
  close: Amount;
  volume: Amount;
  firstTradeId: number;
  lastTradeId: number;
}

/** Folds trades (any order) into one candle per (book, pair, interval, bucket), by trade id. */
export function foldSpotCandles(
  trades: readonly Pick<
    SpotTradeRow,
    'id' | 'book' | 'pair' | 'price' | 'quantity' | 'createdAt'
  >[],
): SpotCandleDraft[] {
  const out = new Map<string, SpotCandleDraft>();
  for (const trade of [...trades].sort((a, b) => a.id - b.id)) {
    const price = parseAmount(trade.price);
    const quantity = parseAmount(trade.quantity);
    for (const interval of CANDLE_INTERVALS) {
      const openTime = bucketStart(trade.createdAt.getTime(), interval);
      const key = `${trade.book}:${trade.pair}:${interval}:${openTime}`;
      const candle = out.get(key);
      if (!candle) {
        out.set(key, {
          book: trade.book,
          pair: trade.pair,
          interval,
          openTime,
          open: price,
          high: price,
          low: price,
          close: price,
          volume: quantity,
          firstTradeId: trade.id,
          lastTradeId: trade.id,
        });
        continue;
      }
      if (price > candle.high) candle.high = price;
      if (price < candle.low) candle.low = price;
      candle.close = price;
      candle.volume += quantity;
      candle.lastTradeId = trade.id;
    }
  }
  return [...out.values()];
}

/**
 * Keeps the spot candles up to date with the batch's trades, in the batch's transaction (a crash
 * cannot separate a trade from its candle). One statement whatever the number of trades.
 */
export async function upsertSpotCandles(tx: Tx, trades: readonly SpotTradeRow[]): Promise<void> {
  if (trades.length === 0) return;
  const c = foldSpotCandles(trades);
  const col = (pick: (row: SpotCandleDraft) => string | number | bigint) => pgArray(c.map(pick));
  await tx.execute(sql`
    INSERT INTO spot_candles AS s (book, pair, interval, open_time, open, high, low, close, volume,
      first_trade_id, last_trade_id)
    SELECT * FROM unnest(
      ${col((r) => r.book)}::text[], ${col((r) => r.pair)}::text[], ${col((r) => r.interval)}::text[],
      ${col((r) => new Date(r.openTime).toISOString())}::timestamptz[],
      ${col((r) => formatAmount(r.open))}::numeric[], ${col((r) => formatAmount(r.high))}::numeric[],
      ${col((r) => formatAmount(r.low))}::numeric[], ${col((r) => formatAmount(r.close))}::numeric[],
      ${col((r) => formatAmount(r.volume))}::numeric[], ${col((r) => r.firstTradeId)}::bigint[],
      ${col((r) => r.lastTradeId)}::bigint[])
    ON CONFLICT (book, pair, interval, open_time) DO UPDATE SET
      open = CASE WHEN EXCLUDED.first_trade_id < s.first_trade_id THEN EXCLUDED.open ELSE s.open END,
      close = CASE WHEN EXCLUDED.last_trade_id > s.last_trade_id THEN EXCLUDED.close ELSE s.close END,
      high = greatest(s.high, EXCLUDED.high), low = least(s.low, EXCLUDED.low),
      volume = s.volume + EXCLUDED.volume,
      first_trade_id = least(s.first_trade_id, EXCLUDED.first_trade_id),
      last_trade_id = greatest(s.last_trade_id, EXCLUDED.last_trade_id)`);
}

export class SpotClaimTakenError extends Error {
  constructor() {
    super('an Idempotency-Key of the batch was claimed meanwhile');
    this.name = 'SpotClaimTakenError';
  }
}
