import { BOOKS, formatAmount, parseAmount, type Book } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { getBalances } from '../ledger/get-balances.js';
import { usdtValue } from '../market/usdt-price.js';

/** GET listBalances: per-asset available and frozen in both books, valued in USDT at the feed. */
export async function listBalances(deps: Pick<Deps, 'db' | 'market'>, userId: string) {
  return Promise.all(
    BOOKS.map(async (book: Book) => {
      let totalUsdt = 0n;
      const balances = (await getBalances(deps.db, userId, book)).map((b) => {
        const value = usdtValue(deps, b.asset, parseAmount(b.total));
        if (value !== null) totalUsdt += value;
        return { ...b, usdtValue: value === null ? null : formatAmount(value) };
      });
      return { book, balances, totalUsdt: formatAmount(totalUsdt) };
    }),
  );
}
