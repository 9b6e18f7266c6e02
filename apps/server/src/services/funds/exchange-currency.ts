import {
  GenericCode,
  type Exchange,
  type ExchangeQuote,
  type dhBody,
  type exchangeQuoteQuery,
} from '@meridian/contract';
import {
  exchangeProceeds,
  exchangeRate,
  fitsAssetDecimals,
  formatAmount,
  parseAmount,
  transfer,
  type Asset,
  type Book,
} from '@meridian/domain';
import { count, desc, and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { exchanges } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';
import { getBalances } from '../ledger/get-balances.js';
import { postEntry } from '../ledger/post-entry.js';
import { usdtPrice } from '../market/usdt-price.js';
import { getSetting } from '../settings/get-setting.js';

type RateDeps = Pick<Deps, 'db' | 'market' | 'clock'>;

/** The rate from the feed's recorded prices (PRODUCT §1), refused when a price is missing or stale. */
async function liveRate(deps: RateDeps, from: Asset, to: Asset) {
  if (from === to) throw badRequest(GenericCode.SAME_CURRENCY);
  const maxAgeMs = await getSetting(deps.db, 'trading.maxQuoteAgeMs');
  const nowMs = deps.clock().getTime();
  const prices = [usdtPrice(deps, from), usdtPrice(deps, to)];
  for (const p of prices)
    if (!p || (p.atMs !== 0 && nowMs - p.atMs > maxAgeMs))
      throw badRequest(GenericCode.NO_EXCHANGE_RATE);
  const [fromPrice, toPrice] = prices as [
    NonNullable<(typeof prices)[0]>,
    NonNullable<(typeof prices)[0]>,
  ];
  const spreadBp = await getSetting(deps.db, 'fees.exchangeSpreadBp');
  const { midRate, rate } = exchangeRate(fromPrice.price, toPrice.price, spreadBp);
  const priceAtMs = Math.max(fromPrice.atMs, toPrice.atMs) || nowMs;
  return { midRate, rate, spreadBp, priceAtMs };
}

function checkAmount(asset: Asset, text: string) {
  const amount = parseAmount(text);
  if (amount <= 0n || !fitsAssetDecimals(asset, amount)) throw badRequest(400, {}, 'amount');
  return amount;
}

/** GET getExchangeQuote: the live rate with the spread, and what `amount` would buy. */
export async function quoteExchange(
  deps: RateDeps,
  userId: string,
  book: Book,
  query: z.infer<typeof exchangeQuoteQuery>,
): Promise<ExchangeQuote> {
  const live = await liveRate(deps, query.from, query.to);
  const amount = query.amount === undefined ? undefined : checkAmount(query.from, query.amount);
  const balances = await getBalances(deps.db, userId, book);
  return {
    from: query.from,
    to: query.to,
    midRate: formatAmount(live.midRate),
    rate: formatAmount(live.rate),
    spreadBp: live.spreadBp,
    toAmount:
      amount === undefined ? null : formatAmount(exchangeProceeds(amount, live.rate, query.to)),
    available: balances.find((b) => b.asset === query.from)?.available ?? '0',
    priceAt: live.priceAtMs,
  };
}

export function exchangeView(row: typeof exchanges.$inferSelect): Exchange {
  const f = (v: string) => formatAmount(parseAmount(v));
  return {
    id: row.id,
    book: row.book,
    from: row.fromAsset,
    to: row.toAsset,
    fromAmount: f(row.fromAmount),
    toAmount: f(row.toAmount),
    rate: f(row.rate),
    midRate: f(row.midRate),
    spreadBp: row.spreadBp,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * POST dh: the user pays `amount` of `from` to the house and receives `to` at the feed's rate
 * less the spread, in one journal entry. With `minToAmount`, a rate that moved against the user
 * since the quote refuses the exchange (409) and nothing moves.
 */
export async function exchangeCurrency(
  deps: RateDeps & Pick<Deps, 'bus' | 'log'>,
  userId: string,
  book: Book,
  body: z.infer<typeof dhBody>,
  claim?: IdempotencyClaim | null,
): Promise<Exchange> {
  const replayed = replayedResult<Exchange>(claim);
  if (replayed) return replayed;
  const live = await liveRate(deps, body.from, body.to);
  const amount = checkAmount(body.from, body.amount);
  const toAmount = exchangeProceeds(amount, live.rate, body.to);
  if (toAmount <= 0n) throw badRequest(400, {}, 'amount');
  if (body.minToAmount !== undefined && toAmount < parseAmount(body.minToAmount)) throw conflict();
  const row = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const [inserted] = await tx
      .insert(exchanges)
      .values({
        userId,
        book,
        fromAsset: body.from,
        toAsset: body.to,
        fromAmount: formatAmount(amount),
        toAmount: formatAmount(toAmount),
        rate: formatAmount(live.rate),
        midRate: formatAmount(live.midRate),
        spreadBp: live.spreadBp,
        priceAt: new Date(live.priceAtMs),
        createdAt: deps.clock(),
      })
      .returning();
    const user = (asset: Asset) => userAccountId(tx, userId, book, asset);
    const house = (asset: Asset) => systemAccountId(tx, 'house', book, asset);
    await postEntry(
      tx,
      {
        reason: 'exchange',
        refType: 'exchange',
        refId: String(inserted!.id),
        postings: [
          ...transfer(
            { accountId: await user(body.from) },
            { accountId: await house(body.from) },
            body.from,
            amount,
          ),
          ...transfer(
            { accountId: await house(body.to) },
            { accountId: await user(body.to) },
            body.to,
            toAmount,
          ),
        ],
      },
      userId,
    );
    await saveIdempotentResultInTx(tx, claim, exchangeView(inserted!));
    return inserted!;
  });
  return exchangeView(row);
}

/** GET listExchange: the user's exchanges in the book, newest first. */
export async function listExchanges(
  deps: Pick<Deps, 'db'>,
  userId: string,
  book: Book,
  query: { page: number; size: number },
) {
  const where = and(eq(exchanges.userId, userId), eq(exchanges.book, book));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(exchanges)
      .where(where)
      .orderBy(desc(exchanges.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(exchanges).where(where),
  ]);
  return { list: rows.map(exchangeView), total: total?.n ?? 0 };
}
