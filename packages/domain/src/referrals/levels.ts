import { mulDiv, parseAmount, type Amount } from '../money/amount.js';

/**
 * VIP levels and referral commissions (issue 17, PRODUCT §10), pure. A user's level follows their
 * real-book trading volume over the last 30 days (USDT); a level gives a discount on the trading
 * fees they pay and the share of their invitees' fees their inviter earns. Levels and their
 * figures are settings (the server reads them); these are the rules that use them.
 */

const BP = 10_000n;

export interface Level {
  /** 0 for the entry level, then 1, 2, … in rising thresholds. */
  level: number;
  /** The 30-day real-book trading volume (USDT) from which it applies. */
  minVolume: Amount;
  /** The discount on the trading fees the user pays, in bp of the fee (1,000 = 10% off). */
  feeDiscountBp: bigint;
  /** The share of an invitee's fees their inviter earns at this level, in bp of the fee. */
  referralShareBp: bigint;
}

/** The problem with a list of levels, or null: level 0 from zero volume, thresholds rising. */
export function levelsProblem(levels: readonly Level[]): string | null {
  if (levels.length === 0) return 'no levels';
  if (levels[0]!.minVolume !== 0n) return 'the first level must start at zero volume';
  for (const [i, level] of levels.entries()) {
    if (level.level !== i) return `level ${i} is numbered ${level.level}`;
    if (i > 0 && level.minVolume <= levels[i - 1]!.minVolume)
      return `level ${i} must need more volume than level ${i - 1}`;
    if (level.feeDiscountBp < 0n || level.feeDiscountBp > BP)
      return `level ${i}: discount out of range`;
    if (level.referralShareBp < 0n || level.referralShareBp > BP)
      return `level ${i}: referral share out of range`;
  }
  return null;
}

/** The highest level whose threshold the volume reaches. */
export function levelFor(levels: readonly Level[], volume: Amount): Level {
  let found = levels[0]!;
  for (const level of levels) if (volume >= level.minVolume) found = level;
  return found;
}

export interface LevelProgress {
  current: Level;
  next: Level | null;
  /** Volume still to trade to reach the next level (0 at the top). */
  remaining: Amount;
}

export function levelProgress(levels: readonly Level[], volume: Amount): LevelProgress {
  const current = levelFor(levels, volume);
  const next = levels[current.level + 1] ?? null;
  return { current, next, remaining: next ? next.minVolume - volume : 0n };
}

/**
 * What a fee becomes (issue 17): the payer pays it less `discountBp` of it, and their inviter earns
 * `shareBp` of what was paid; both rounded down to `unit` (the asset's smallest amount), so the
 * discount never costs the payer a unit and a commission is never above its share. The platform
 * keeps `charged − commission`. No inviter (or the demo book): `shareBp` 0.
 */
export function chargeFee(
  fee: Amount,
  terms: { discountBp: bigint; shareBp: bigint },
  unit: Amount,
): { charged: Amount; commission: Amount } {
  const floor = (value: Amount) => (value / unit) * unit;
  const charged =
    terms.discountBp === 0n ? fee : floor(mulDiv(fee, BP - terms.discountBp, BP, 'down'));
  const commission = terms.shareBp === 0n ? 0n : floor(mulDiv(charged, terms.shareBp, BP, 'down'));
  return { charged, commission };
}

const LEVEL_PART = /^(\d{1,12}(?:\.\d{1,6})?):(\d{1,5}):(\d{1,5})$/;

/**
 * The levels setting (`fees.levels`): `minVolume:feeDiscountBp:referralShareBp,…`, level 0 first
 * ("0:0:1000,50000:500:1250"). Null when it is not written that way or breaks `levelsProblem`.
 */
export function parseLevels(text: string): Level[] | null {
  const levels: Level[] = [];
  for (const [i, part] of text.split(',').entries()) {
    const match = LEVEL_PART.exec(part.trim());
    if (!match) return null;
    levels.push({
      level: i,
      minVolume: parseAmount(match[1]!),
      feeDiscountBp: BigInt(match[2]!),
      referralShareBp: BigInt(match[3]!),
    });
  }
  return levelsProblem(levels) === null ? levels : null;
}
