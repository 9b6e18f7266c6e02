import type { Amount, Asset } from '@meridian/domain';
import type { Deps } from '../../deps.js';

const UNIT = 10n ** 18n;

export interface UsdtPrice {
  /** USDT per one unit of the asset. */
  price: Amount;
  /** When the feed recorded it (epoch ms); 0 for the fixed par assets. */
  atMs: number;
}

/**
 * The USDT value of one unit of an asset from the market-data feed: USDT and USD at par (the
 * platform's dollar, docs/decisions/0004), coins by their USDT pair, EUR by EURUSD. Undefined
 * when the feed has no price yet.
 */
export function usdtPrice(deps: Pick<Deps, 'market'>, asset: Asset): UsdtPrice | undefined {
  if (asset === 'USDT' || asset === 'USD') return { price: UNIT, atMs: 0 };
  const code = asset === 'EUR' ? 'EURUSD' : `${asset}USDT`;
  const snapshot = deps.market.state.latest(code);
  return snapshot && snapshot.updatedAtMs !== 0
    ? { price: snapshot.price, atMs: snapshot.updatedAtMs }
    : undefined;
}

const CENT = 10n ** 16n;

/**
 * The USDT value of `amount` of an asset at the feed, cut to the cent: a valuation never claims
 * more than is there. Null without a price.
 */
export function usdtValue(deps: Pick<Deps, 'market'>, asset: Asset, amount: Amount): Amount | null {
  const price = usdtPrice(deps, asset)?.price;
  return price === undefined ? null : ((amount * price) / UNIT / CENT) * CENT;
}
