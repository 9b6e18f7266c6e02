import type { ExchangeQuote, exchangeQuoteQuery } from '@meridian/contract';
import { exchangeProceeds, formatAmount, type Book } from '@meridian/domain';
import type { z } from 'zod';
import { getBalances } from '../ledger/get-balances.js';
import { checkAmount, liveRate, type RateDeps } from './exchange-rate.js';

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
