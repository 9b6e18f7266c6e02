import { AMOUNT_SCALE, mulDiv, type Amount } from '../../money/amount.js';
import type { PlanCosts, PlanFill, PlanHoldings, PlanOrder } from '../plan-types.js';

const UNIT = 10n ** BigInt(AMOUNT_SCALE);
const BP = 10_000n;
/** Twice a basis point's denominator: half the spread is spreadBp / 20,000. */
const HALF_BP = 2n * BP;

export class PlanInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanInvariantError';
  }
}

export interface FillOutcome {
  /** The fill, or null when the order came to nothing (no cash, nothing held, a zero size). */
  fill: PlanFill | null;
  /** The holdings after the fill (the same object when there was none). */
  holdings: PlanHoldings;
}

function assertHoldings(holdings: PlanHoldings): void {
  if (holdings.cash < 0n || holdings.quantity < 0n) {
    throw new PlanInvariantError(
      `holdings may never be negative (cash ${holdings.cash}, quantity ${holdings.quantity})`,
    );
  }
}

/** Checks the costs once per fill: whole, non-negative basis points a fill can still pay. */
export function assertPlanCosts(costs: PlanCosts): void {
  const { spreadBp, commissionBp, slippageBp } = costs;
  for (const [name, value] of Object.entries({ spreadBp, commissionBp, slippageBp })) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a whole number of basis points ≥ 0 (got ${value})`);
    }
  }
  // A sell's price must stay above zero and a commission may not exceed what it is charged on.
  if (spreadBp + 2 * slippageBp >= 20_000)
    throw new RangeError('spread/2 + slippage must be < 100%');
  if (commissionBp > 10_000) throw new RangeError('commissionBp must be ≤ 10,000');
}

/** The price a buy pays: reference × (1 + spread/2 + slippage), rounded up (against the plan). */
export function planBuyPrice(referencePrice: Amount, costs: PlanCosts): Amount {
  const markup = HALF_BP + BigInt(costs.spreadBp) + 2n * BigInt(costs.slippageBp);
  return mulDiv(referencePrice, markup, HALF_BP, 'up');
}

/** The price a sell receives: reference × (1 − spread/2 − slippage), rounded down (against the plan). */
export function planSellPrice(referencePrice: Amount, costs: PlanCosts): Amount {
  const markdown = HALF_BP - BigInt(costs.spreadBp) - 2n * BigInt(costs.slippageBp);
  return mulDiv(referencePrice, markdown, HALF_BP, 'down');
}

/** The commission on a fill's quote value, rounded up (against the plan). */
export function planCommission(quote: Amount, costs: PlanCosts): Amount {
  return mulDiv(quote, BigInt(costs.commissionBp), BP, 'up');
}

/**
 * The largest quote value Q whose commission still fits: Q + commission(Q) ≤ budget. The first
 * guess budget / (1 + commission) is off by at most one or two units (the commission rounds up).
 */
function largestQuoteWithin(budget: Amount, costs: PlanCosts): Amount {
  const rate = BigInt(costs.commissionBp);
  const cost = (quote: Amount) => quote + planCommission(quote, costs);
  let quote = mulDiv(budget, BP, BP + rate, 'down');
  while (quote > 0n && cost(quote) > budget) quote -= 1n;
  while (cost(quote + 1n) <= budget) quote += 1n;
  return quote;
}

/**
 * Fills one plan order at a reference price (the next candle's open in a backtest, the first tick
 * after the close live). Every rounding goes against the plan, and at the smallest step of the
 * domain's fixed point (18 places, the scale of prices and quantities alike):
 *
 * - buy: price = reference × (1 + spread/2 + slippage), rounded up; the quantity is the most that
 *   `quote` buys — `quote` lowered to the cash there is, the commission included, so cash never
 *   goes below zero — rounded down; quote = price × quantity rounded up; commission on the quote
 *   rounded up.
 * - sell: price = reference × (1 − spread/2 − slippage), rounded down; quantity = the order's,
 *   lowered to what is held; quote = price × quantity rounded down; commission rounded up.
 *
 * No borrowing and no short: holdings are checked non-negative before and after. An order that
 * comes to nothing (a zero quantity, or a quote that rounds to zero) gives no fill and leaves the
 * holdings as they were.
 */
export function fillPlanOrder(
  order: PlanOrder,
  holdings: PlanHoldings,
  referencePrice: Amount,
  time: number,
  costs: PlanCosts,
): FillOutcome {
  assertHoldings(holdings);
  assertPlanCosts(costs);
  if (referencePrice <= 0n)
    throw new RangeError(`reference price must be > 0 (got ${referencePrice})`);
  const none: FillOutcome = { fill: null, holdings };

  if (order.side === 'buy') {
    const budget = order.quote < holdings.cash ? order.quote : holdings.cash;
    if (budget <= 0n) return none;
    const price = planBuyPrice(referencePrice, costs);
    // The most quantity whose quote (rounded up) is at most the largest affordable quote.
    const quantity = mulDiv(largestQuoteWithin(budget, costs), UNIT, price, 'down');
    if (quantity <= 0n) return none;
    const quote = mulDiv(price, quantity, UNIT, 'up');
    const commission = planCommission(quote, costs);
    const after = {
      cash: holdings.cash - quote - commission,
      quantity: holdings.quantity + quantity,
    };
    assertHoldings(after);
    const fill: PlanFill = {
      time,
      side: 'buy',
      referencePrice,
      price,
      quantity,
      quote,
      commission,
      reason: order.reason,
    };
    return { fill, holdings: after };
  }

  const quantity = order.quantity < holdings.quantity ? order.quantity : holdings.quantity;
  if (quantity <= 0n) return none;
  const price = planSellPrice(referencePrice, costs);
  const quote = mulDiv(price, quantity, UNIT, 'down');
  if (quote <= 0n) return none;
  const commission = planCommission(quote, costs);
  const after = {
    cash: holdings.cash + quote - commission,
    quantity: holdings.quantity - quantity,
  };
  assertHoldings(after);
  const fill: PlanFill = {
    time,
    side: 'sell',
    referencePrice,
    price,
    quantity,
    quote,
    commission,
    reason: order.reason,
  };
  return { fill, holdings: after };
}
