import { BOOKS, formatAmount, parseAmount, type Book } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { getBalances } from '../ledger/get-balances.js';
import { usdtPrice } from '../market/usdt-price.js';

const UNIT = 10n ** 18n;
const CENT = 10n ** 16n;

/** GET listBalances: per-asset available and frozen in both books, valued in USDT at the feed. */
export async function listBalances(deps: Pick<Deps, 'db' | 'market'>, userId: string) {
  return Promise.all(
    BOOKS.map(async (book: Book) => {
      let totalUsdt = 0n;
      const balances = (await getBalances(deps.db, userId, book)).map((b) => {
        const price = usdtPrice(deps, b.asset)?.price;
        // Rounded down to the cent: a valuation never claims more than is there.
        const value =
          price === undefined ? null : ((parseAmount(b.total) * price) / UNIT / CENT) * CENT;
        if (value !== null) totalUsdt += value;
        return { ...b, usdtValue: value === null ? null : formatAmount(value) };
      });
      return { book, balances, totalUsdt: formatAmount(totalUsdt) };
    }),
  );
}
