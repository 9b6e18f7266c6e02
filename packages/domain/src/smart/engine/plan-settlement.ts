import { mulDiv, type Amount } from '../../money/amount.js';
import type { PlanCosts, PlanHoldings } from '../plan-types.js';
import { fillPlanOrder } from './fill-model.js';

const BP = 10_000n;

/**
 * What the plan is worth at a price: its cash plus what selling everything it holds would bring
 * (at the sell price after half the spread and slippage, less commission) — the same rule the
 * fill model would apply, so a plan is never shown worth more than closing it would give.
 */
export function planLiquidationValue(
  holdings: PlanHoldings,
  referencePrice: Amount,
  costs: PlanCosts,
): Amount {
  if (holdings.quantity === 0n) return holdings.cash;
  const { holdings: after } = fillPlanOrder(
    { side: 'sell', quantity: holdings.quantity, reason: 'mark' },
    holdings,
    referencePrice,
    0,
    costs,
  );
  // A quantity too small to sell for a unit of cash is worth nothing.
  return after.cash;
}

export interface DaySettlementInput {
  /** The plan's liquidation value now. */
  value: Amount;
  /** The value gains are measured from: the principal (gains above it are paid out every day). */
  highWaterMark: Amount;
  /** The cash the plan holds: a payout cannot take more (the rest waits in the plan). */
  cash: Amount;
  /** The platform's share of a gain above the high-water mark, in basis points. */
  profitShareBp: number;
}

export interface DaySettlement {
  /** Taken out of the plan: userPaid + platformShare. */
  payout: Amount;
  userPaid: Amount;
  platformShare: Amount;
}

/**
 * One daily settlement (PRODUCT §5). Only a gain above the high-water mark is paid out, and only
 * from the cash the plan holds (a gain still in the instrument is paid when it is sold, at a
 * later settlement or at the end); the platform's share is rounded down (in the user's favour).
 * After a losing day nothing is paid, and because every payout only takes the value back down to
 * the mark, the mark stays where it is: a loss recovered later is not charged twice.
 */
export function settlePlanDay(input: DaySettlementInput): DaySettlement {
  const { value, highWaterMark, cash, profitShareBp } = input;
  if (!Number.isSafeInteger(profitShareBp) || profitShareBp < 0 || profitShareBp > 10_000)
    throw new RangeError(`profitShareBp must be 0–10,000 (got ${profitShareBp})`);
  if (cash < 0n || value < 0n) throw new RangeError('value and cash must be ≥ 0');
  const gain = value - highWaterMark;
  if (gain <= 0n || cash <= 0n) return { payout: 0n, userPaid: 0n, platformShare: 0n };
  const payout = gain < cash ? gain : cash;
  const platformShare = mulDiv(payout, BigInt(profitShareBp), BP, 'down');
  return { payout, userPaid: payout - platformShare, platformShare };
}

export interface PlanEnd {
  /** To the platform: its share of the final gain above the mark, and any damages. */
  platformShare: Amount;
  damages: Amount;
  /** Back to the user's available balance. */
  returned: Amount;
}

/**
 * The end of a plan, once everything is sold: `cash` is all it has. At the end of the cycle the
 * platform takes its share of what is above the high-water mark, like a day's settlement; on an
 * early exit the damages (damagesBp of the principal, never more than there is) are deducted and
 * no share is taken of a gain the user gives up settling.
 */
export function endPlan(input: {
  cash: Amount;
  highWaterMark: Amount;
  principal: Amount;
  profitShareBp: number;
  /** Early exit: the damage rate; undefined at the end of the cycle. */
  earlyExitDamagesBp?: number;
}): PlanEnd {
  const { cash, highWaterMark, principal, profitShareBp, earlyExitDamagesBp } = input;
  if (cash < 0n) throw new RangeError('cash must be ≥ 0');
  if (earlyExitDamagesBp !== undefined) {
    const damages = exitDamages(principal, earlyExitDamagesBp, cash);
    return { platformShare: 0n, damages, returned: cash - damages };
  }
  const { platformShare } = settlePlanDay({ value: cash, highWaterMark, cash, profitShareBp });
  return { platformShare, damages: 0n, returned: cash - platformShare };
}

/** Early-exit damages: damagesBp of the principal, rounded down, capped at the value there is. */
export function exitDamages(principal: Amount, damagesBp: number, value: Amount): Amount {
  if (!Number.isSafeInteger(damagesBp) || damagesBp < 0 || damagesBp > 10_000)
    throw new RangeError(`damagesBp must be 0–10,000 (got ${damagesBp})`);
  const damages = mulDiv(principal, BigInt(damagesBp), BP, 'down');
  return damages < value ? damages : value;
}
