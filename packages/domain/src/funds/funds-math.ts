import { mulDiv, roundToDecimals, type Amount } from '../money/amount.js';
import { ASSET_DECIMALS, type Asset } from '../money/assets.js';

const UNIT = 10n ** 18n;
const BP = 10_000n;

export interface WithdrawalCost {
  /** What leaves the user's balance. */
  amount: Amount;
  /** feeBp of the amount rounded up to the asset's decimals, at least `minFee`. */
  fee: Amount;
  /** amount − fee: what is sent. */
  received: Amount;
}

/**
 * PRODUCT §6: the withdrawal fee is a percentage with a minimum per asset. The fee is rounded up
 * to the asset's finest unit (the platform never under-charges by rounding) and the rest is sent.
 * Returns undefined when nothing would be left to send.
 */
export function withdrawalCost(
  asset: Asset,
  amount: Amount,
  feeBp: number,
  minFee: Amount,
): WithdrawalCost | undefined {
  if (amount <= 0n || feeBp < 0 || minFee < 0n) return undefined;
  const fee = withdrawalFee(asset, amount, feeBp, minFee);
  const received = amount - fee;
  return received > 0n ? { amount, fee, received } : undefined;
}

/** feeBp of `amount` rounded up to the asset's finest unit, and at least `minFee`. */
export function withdrawalFee(asset: Asset, amount: Amount, feeBp: number, minFee: Amount): Amount {
  const percent = roundToDecimals(
    mulDiv(amount, BigInt(feeBp), BP, 'up'),
    ASSET_DECIMALS[asset],
    'up',
  );
  return percent > minFee ? percent : minFee;
}

/** The smallest amount whose withdrawal leaves something to send: just over the minimum fee. */
export function minimumWithdrawal(asset: Asset, minFee: Amount): Amount {
  return minFee + 10n ** BigInt(18 - ASSET_DECIMALS[asset]);
}

export interface ExchangeQuote {
  /** Units of `to` per unit of `from` before the spread (the feed's mid). */
  midRate: Amount;
  /** Units of `to` per unit of `from` the user gets: mid less the spread, rounded down. */
  rate: Amount;
}

/**
 * Both prices are in USDT per unit (USDT itself = 1): the cross rate is from ÷ to. The user gets
 * the mid less `spreadBp`; every rounding goes against the user by less than one finest unit, so
 * the house never pays out more than the recorded price allows.
 */
export function exchangeRate(
  fromUsdtPerUnit: Amount,
  toUsdtPerUnit: Amount,
  spreadBp: number,
): ExchangeQuote {
  if (fromUsdtPerUnit <= 0n || toUsdtPerUnit <= 0n) throw new RangeError('prices must be positive');
  if (spreadBp < 0 || spreadBp >= 10_000) throw new RangeError('spread out of range');
  const midRate = mulDiv(fromUsdtPerUnit, UNIT, toUsdtPerUnit, 'down');
  const rate = mulDiv(midRate, BP - BigInt(spreadBp), BP, 'down');
  return { midRate, rate };
}

/** What `amount` of `from` buys at `rate`, rounded down to the `to` asset's decimals. */
export function exchangeProceeds(amount: Amount, rate: Amount, to: Asset): Amount {
  return roundToDecimals(mulDiv(amount, rate, UNIT, 'down'), ASSET_DECIMALS[to], 'down');
}

/** True when `amount` has no more decimals than the asset allows. */
export function fitsAssetDecimals(asset: Asset, amount: Amount): boolean {
  return roundToDecimals(amount, ASSET_DECIMALS[asset], 'down') === amount;
}
