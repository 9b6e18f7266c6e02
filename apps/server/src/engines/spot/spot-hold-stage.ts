import { CatalogueCode } from '@meridian/contract';
import { lotsToQuantity, spotLimitHold, type Amount, type SpotPair } from '@meridian/domain';
import type { SpotOutcome, SpotSubmitCommand } from './spot-commands.js';

export type HoldDecision = { ok: true; hold: Amount } | { ok: false; outcome: SpotOutcome };

/**
 * Stage 1 of the spot pipeline (risk): what a new order must freeze before it may reach the
 * book, against what its owner has free now. A limit order holds its full price × quantity (a
 * buy) or its quantity (a sell); a market sell its quantity; a market buy its quote budget, or —
 * bought by quantity — whatever is free (the unused part is released when it is done).
 */
export function decideHold(pair: SpotPair, command: SpotSubmitCommand, free: Amount): HoldDecision {
  let hold: Amount;
  if (command.type === 'limit')
    hold = spotLimitHold(pair, command.side, command.priceTicks!, command.lots!);
  else if (command.side === 'sell') hold = lotsToQuantity(pair, command.lots!);
  else hold = command.quoteBudget ?? free;
  if (hold <= 0n || hold > free)
    return {
      ok: false,
      outcome: { ok: false, code: CatalogueCode.INSUFFICIENT_BALANCE, httpStatus: 409 },
    };
  return { ok: true, hold };
}
