import type { LevelList } from '@meridian/contract';
import { formatAmount, levelProgress, parseAmount, type Level } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { getSetting } from '../settings/get-setting.js';
import { readLevels } from './fee-terms.js';
import { LEVEL_WINDOW_DAYS, tradingVolume30d } from './trading-volume.js';

/** A fee in bp after a discount in bp of the fee, as a decimal ("10" less 5% → "9.5"). */
function discountedBp(bp: number, level: Level): string {
  return formatAmount((parseAmount(String(bp)) * (10_000n - level.feeDiscountBp)) / 10_000n);
}

/**
 * listLevel: the VIP levels with what each gives, and — when a token was sent — the caller's
 * level, 30-day real-book volume and what is left to the next level.
 */
export async function listLevels(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string | null,
): Promise<LevelList> {
  const levels = await readLevels(deps.db);
  const maker = await getSetting(deps.db, 'fees.spotMakerBp');
  const taker = await getSetting(deps.db, 'fees.spotTakerBp');
  const margin = await getSetting(deps.db, 'fees.marginCommissionBp');
  let mine: LevelList['mine'] = null;
  if (userId) {
    const volume = await tradingVolume30d(deps.db, userId, deps.clock().getTime());
    const progress = levelProgress(levels, volume);
    mine = {
      level: progress.current.level,
      volume30d: formatAmount(volume),
      nextLevel: progress.next?.level ?? null,
      remaining: formatAmount(progress.remaining),
    };
  }
  return {
    levels: levels.map((level) => ({
      level: level.level,
      minVolume: formatAmount(level.minVolume),
      feeDiscountBp: Number(level.feeDiscountBp),
      referralShareBp: Number(level.referralShareBp),
      spotMakerFeeBp: discountedBp(maker, level),
      spotTakerFeeBp: discountedBp(taker, level),
      marginCommissionBp: discountedBp(margin, level),
    })),
    volumeWindowDays: LEVEL_WINDOW_DAYS,
    mine,
  };
}
