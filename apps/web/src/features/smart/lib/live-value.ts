import { formatAmount, parseAmount, planLiquidationValue } from '@meridian/domain';
import type { SmartPlan } from '../api/smart-api';

/**
 * A running plan marked at a live price with the domain's rule (cash plus what selling what it
 * holds would bring after half the spread, slippage and commission): the same rule the server
 * marks `value` with. Undefined when the price is not an exact positive decimal.
 */
export function liveValue(plan: SmartPlan, price: string | undefined): string | undefined {
  if (plan.status !== 'running' || price === undefined) return undefined;
  try {
    const reference = parseAmount(price);
    if (reference <= 0n) return undefined;
    return formatAmount(
      planLiquidationValue(
        { cash: parseAmount(plan.holdings.cash), quantity: parseAmount(plan.holdings.quantity) },
        reference,
        plan.costs,
      ),
    );
  } catch {
    return undefined;
  }
}
