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
  const cost = withdrawalBreakdown(asset, amount, feeBp, minFee);
  return cost.received > 0n ? cost : undefined;
}

/** The fee and what is sent, even when nothing would be (`received` ≤ 0): a form shows both. */
export function withdrawalBreakdown(
  asset: Asset,
  amount: Amount,
  feeBp: number,
  minFee: Amount,
): WithdrawalCost {
  const fee = withdrawalFee(asset, amount, feeBp, minFee);
  return { amount, fee, received: amount - fee };
}

export type WithdrawalCheck =
  | { ok: true; cost: WithdrawalCost }
  /** More decimals than the asset has. */
  | { ok: false; problem: 'decimals'; decimals: number }
  /** Zero or less; the smallest amount that can be withdrawn is `minimum`. */
  | { ok: false; problem: 'not_positive'; minimum: Amount }
  /** The fee takes it all: nothing would be sent (`cost.received` ≤ 0). */
  | { ok: false; problem: 'below_minimum'; minimum: Amount; cost: WithdrawalCost };

/**
 * Whether `amount` of `asset` can be withdrawn at these fee terms, and what it costs: the one rule
 * the server applies to POST withdrawal and the web's withdrawal form shows before it is sent
 * (the balance is checked separately: the server freezes the amount, the form knows what is
 * available). Checked in this order: the asset's decimals, a positive amount, something left
 * after the fee.
 */
export function checkWithdrawal(
  asset: Asset,
  amount: Amount,
  feeBp: number,
  minFee: Amount,
): WithdrawalCheck {
  if (!fitsAssetDecimals(asset, amount))
    return { ok: false, problem: 'decimals', decimals: ASSET_DECIMALS[asset] };
  const minimum = minimumWithdrawal(asset, minFee);
  if (amount <= 0n) return { ok: false, problem: 'not_positive', minimum };
  const cost = withdrawalCost(asset, amount, feeBp, minFee);
  if (cost) return { ok: true, cost };
  return {
    ok: false,
    problem: 'below_minimum',
    minimum,
    cost: withdrawalBreakdown(asset, amount, feeBp, minFee),
  };
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
