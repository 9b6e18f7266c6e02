import { GenericCode } from '@meridian/contract';
import { exchangeRate, fitsAssetDecimals, parseAmount, type Asset } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../lib/app-error.js';
import { usdtPrice } from '../market/usdt-price.js';
import { getSetting } from '../settings/get-setting.js';

export type RateDeps = Pick<Deps, 'db' | 'market' | 'clock'>;

/** The rate from the feed's recorded prices (PRODUCT §1), refused when a price is missing or stale. */
export async function liveRate(deps: RateDeps, from: Asset, to: Asset) {
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

/** A positive amount of `asset` within its decimals, else 400 on `amount`. */
export function checkAmount(asset: Asset, text: string) {
  const amount = parseAmount(text);
  if (amount <= 0n || !fitsAssetDecimals(asset, amount)) throw badRequest(400, {}, 'amount');
  return amount;
}
