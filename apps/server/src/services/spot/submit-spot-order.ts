import {
  CatalogueCode,
  GenericCode,
  type SpotOrderView,
  type SubmitBody,
} from '@meridian/contract';
import {
  checkSpotBudget,
  checkSpotPrice,
  checkSpotQuantity,
  formatAmount,
  parseAmount,
  type Amount,
  type Book,
  type SpotPair,
} from '@meridian/domain';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { replayedResult, type IdempotencyClaim } from '../idempotency/idempotency-store.js';
import type { SpotOutcome, SpotSubmitCommand } from '../../engines/spot/spot-commands.js';
import type { SpotRuntime } from '../../engines/spot/spot-runtime.js';
import { findSpotPairDef } from '../../engines/spot/spot-pairs.js';
import type { Deps } from '../../deps.js';
import { feeTermsFor } from '../referrals/fee-terms.js';

/** An outcome from the market's writer as the HTTP reply: the order, or the error it names. */
export function orderOrThrow(outcome: SpotOutcome): SpotOrderView {
  if (outcome.ok && 'order' in outcome) return outcome.order;
  if (!outcome.ok) throw new AppError(outcome.code as never, outcome.httpStatus, outcome.params);
  throw new Error('unexpected spot outcome');
}

// The grid is the domain's (checkSpotPrice, checkSpotQuantity, checkSpotBudget), the same
// functions the web's order form checks a draft with; here each problem becomes its error code.

function priceTicks(pair: SpotPair, text: string | undefined): bigint {
  if (text === undefined) throw badRequest(GenericCode.INVALID_REQUEST, {}, 'price is required');
  const check = checkSpotPrice(pair, parseAmount(text));
  if (check.ok) return check.ticks;
  switch (check.problem) {
    case 'not_positive':
      throw badRequest(GenericCode.INVALID_REQUEST, {}, 'price must be positive');
    case 'off_tick':
      throw badRequest(GenericCode.PRICE_OFF_TICK, { step: formatAmount(pair.tickSize) });
    case 'too_high':
      throw badRequest(GenericCode.INVALID_REQUEST, {}, 'price too high');
  }
}

function lots(pair: SpotPair, text: string | undefined): bigint {
  if (text === undefined)
    throw badRequest(CatalogueCode.WRONG_PURCHASE_AMOUNT, {}, 'quantity is required');
  const check = checkSpotQuantity(pair, parseAmount(text));
  if (check.ok) return check.lots;
  if (check.problem === 'too_large')
    throw badRequest(CatalogueCode.WRONG_PURCHASE_AMOUNT, {}, 'quantity too large');
  throw badRequest(GenericCode.QUANTITY_OFF_LOT, { step: formatAmount(pair.lotSize) });
}

function budget(pair: SpotPair, text: string): Amount {
  const check = checkSpotBudget(pair, parseAmount(text));
  if (check.ok) return check.budget;
  throw badRequest(
    CatalogueCode.WRONG_PURCHASE_AMOUNT,
    {},
    'total: a positive USDT amount, at most 6 decimals',
  );
}

/** Checks a new order against its pair's grid and hands it to the market's writer. */
export async function submitSpotOrder(
  deps: Pick<Deps, 'db' | 'clock'>,
  spot: SpotRuntime,
  userId: string,
  book: Book,
  body: SubmitBody,
  claim: IdempotencyClaim | null,
): Promise<SpotOrderView> {
  const replayed = replayedResult<SpotOrderView>(claim);
  if (replayed) return replayed;
  const def = findSpotPairDef(body.code);
  const pair = def && spot.pairTerms(def.code);
  if (!def || !pair) throw notFound();
  const base = {
    kind: 'submit' as const,
    userId,
    side: body.side,
    claim,
    feeTerms: await feeTermsFor(deps, userId, book),
  };
  let command: SpotSubmitCommand;
  if (body.type === 'limit') {
    // A limit order is price × quantity; a budget next to it would be silently ignored.
    if (body.total !== undefined)
      throw badRequest(
        GenericCode.INVALID_REQUEST,
        {},
        'total: only a market buy spends a total; a limit order takes price and quantity',
      );
    command = {
      ...base,
      type: 'limit',
      priceTicks: priceTicks(pair, body.price),
      lots: lots(pair, body.quantity),
      quoteBudget: null,
      timeInForce: body.timeInForce,
      postOnly: body.postOnly,
    };
  } else {
    if (body.postOnly || body.price !== undefined)
      throw badRequest(
        GenericCode.INVALID_REQUEST,
        {},
        'a market order has no price and is never post-only',
      );
    if (body.side === 'sell' && body.total !== undefined)
      throw badRequest(
        GenericCode.INVALID_REQUEST,
        {},
        'total: a market sell takes a quantity, only a market buy spends a total',
      );
    const byTotal = body.side === 'buy' && body.total !== undefined;
    if (byTotal && body.quantity !== undefined)
      throw badRequest(
        GenericCode.INVALID_REQUEST,
        {},
        'a market buy takes quantity or total, not both',
      );
    command = {
      ...base,
      type: 'market',
      priceTicks: null,
      lots: byTotal ? null : lots(pair, body.quantity),
      quoteBudget: byTotal ? budget(pair, body.total!) : null,
      timeInForce: 'IOC',
      postOnly: false,
    };
  }
  if (body.postOnly && body.timeInForce === 'IOC')
    throw badRequest(GenericCode.INVALID_REQUEST, {}, 'post-only orders rest: not with IOC');
  return orderOrThrow(await spot.dispatch({ book, pair: def.code }, command));
}
