import { CatalogueCode, type OptionRules } from '@meridian/contract';
import { formatAmount, isAmountString, parseAmount, type Amount } from '@meridian/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';

export interface OptionTimeframe {
  seconds: number;
  payoutPercent: number;
  minStake: Amount;
  maxStake: Amount;
}

/** Reads `options.timeframes` ("seconds:payout%:min:max,…"); a malformed value is 10018. */
export async function optionTimeframes(db: Executor): Promise<OptionTimeframe[]> {
  const spec = await getSetting(db, 'options.timeframes');
  const broken = () => new AppError(CatalogueCode.SYSTEM_PARAMETER_FAILED, 503);
  return spec.split(',').map((part) => {
    const [seconds, payout, min, max] = part.trim().split(':');
    if (!seconds || !payout || !min || !max || !isAmountString(min) || !isAmountString(max))
      throw broken();
    const timeframe = {
      seconds: Number(seconds),
      payoutPercent: Number(payout),
      minStake: parseAmount(min),
      maxStake: parseAmount(max),
    };
    if (
      !Number.isInteger(timeframe.seconds) ||
      timeframe.seconds <= 0 ||
      !Number.isInteger(timeframe.payoutPercent) ||
      timeframe.payoutPercent < 0 ||
      timeframe.minStake <= 0n ||
      timeframe.maxStake < timeframe.minStake
    )
      throw broken();
    return timeframe;
  });
}

export async function optionRules(db: Executor): Promise<OptionRules> {
  return {
    asset: 'USDT',
    timeframes: (await optionTimeframes(db)).map((t) => ({
      seconds: t.seconds,
      payoutPercent: t.payoutPercent,
      minStake: formatAmount(t.minStake),
      maxStake: formatAmount(t.maxStake),
    })),
  };
}
