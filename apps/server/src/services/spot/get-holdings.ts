import type { AssetInfo, Holding, Holdings } from '@meridian/contract';
import {
  ASSETS,
  formatAmount,
  parseAmount,
  type Amount,
  type Asset,
  type Book,
} from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { getBalances } from '../ledger/get-balances.js';
import { usdtValue } from '../market/usdt-price.js';
import { SPOT_PAIR_DEFS } from '../../engines/spot/spot-pairs.js';

function holding(
  deps: Pick<Deps, 'market'>,
  asset: Asset,
  available: Amount,
  frozen: Amount,
): Holding {
  const held = available + frozen;
  const value = usdtValue(deps, asset, held);
  return {
    asset,
    available: formatAmount(available),
    frozen: formatAmount(frozen),
    held: formatAmount(held),
    valueUsdt: value === null ? null : formatAmount(value),
  };
}

async function balancesOf(deps: Pick<Deps, 'db'>, userId: string, book: Book) {
  const rows = await getBalances(deps.db, userId, book);
  return new Map(
    rows.map((r) => [
      r.asset,
      { available: parseAmount(r.available), frozen: parseAmount(r.frozen) },
    ]),
  );
}

/** listHoldings: every asset of the book with its USDT value, and the total. */
export async function listHoldings(
  deps: Pick<Deps, 'db' | 'market'>,
  userId: string,
  book: Book,
): Promise<Holdings> {
  const balances = await balancesOf(deps, userId, book);
  const list = ASSETS.map((asset) => {
    const b = balances.get(asset) ?? { available: 0n, frozen: 0n };
    return holding(deps, asset, b.available, b.frozen);
  });
  const total = list.reduce(
    (sum, h) => sum + (h.valueUsdt === null ? 0n : parseAmount(h.valueUsdt)),
    0n,
  );
  return { book, list, totalUsdt: formatAmount(total) };
}

/** getAssestInfo/{id}: the caller's base and quote holdings for the spot pair of instrument `id`. */
export async function getAssetInfo(
  deps: Pick<Deps, 'db' | 'market'>,
  userId: string,
  book: Book,
  instrumentId: number,
): Promise<AssetInfo> {
  const instrument = deps.market.state.byId(instrumentId);
  const def = instrument && SPOT_PAIR_DEFS.find((d) => d.code === instrument.code);
  if (!def) throw notFound();
  const balances = await balancesOf(deps, userId, book);
  const of = (asset: Asset) => {
    const b = balances.get(asset) ?? { available: 0n, frozen: 0n };
    return holding(deps, asset, b.available, b.frozen);
  };
  return { code: def.code, book, base: of(def.base), quote: of(def.quote) };
}
