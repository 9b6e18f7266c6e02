import { GenericCode } from '@meridian/contract';
import type { Amount, SpotCommand, SpotEvent, SpotOrderBook } from '@meridian/domain';
import { assertInvariant } from '../../lib/invariant.js';
import type { SpotOutcome, SpotSubmitCommand } from './spot-commands.js';

/** The book command of a new order that holds `hold` (stage 1 decided it). */
export function bookCommandOf(command: SpotSubmitCommand, id: number, hold: Amount): SpotCommand {
  const owner = command.userId;
  if (command.type === 'limit')
    return {
      kind: 'limit',
      id,
      owner,
      side: command.side,
      price: command.priceTicks!,
      lots: command.lots!,
      tif: command.timeInForce,
      postOnly: command.postOnly,
    };
  if (command.side === 'buy')
    return {
      kind: 'market',
      id,
      owner,
      side: 'buy',
      quoteBudget: hold,
      ...(command.lots === null ? {} : { lots: command.lots }),
    };
  return { kind: 'market', id, owner, side: 'sell', lots: command.lots! };
}

/**
 * Stage 2 of the spot pipeline (matching): runs one command on the in-memory book and checks S5
 * (the book is never crossed after matching: best bid < best ask). A violation throws, so the
 * batch is rolled back and the book rebuilt from the database rather than committed wrong.
 */
export function match(book: SpotOrderBook, command: SpotCommand): SpotEvent[] {
  const events = book.execute(command);
  const bid = book.bestBid();
  const ask = book.bestAsk();
  assertInvariant(
    bid === undefined || ask === undefined || bid < ask,
    'S5',
    () => `book crossed after order ${'id' in command ? command.id : '?'}: bid ${bid} ≥ ask ${ask}`,
  );
  return events;
}

/** The refusal a new order's first event means, if any (a post-only that would cross, …). */
export function refusalOf(first: SpotEvent): SpotOutcome | undefined {
  if (first.kind !== 'rejected') return undefined;
  if (first.reason === 'would_cross')
    return { ok: false, code: GenericCode.POST_ONLY_WOULD_CROSS, httpStatus: 400 };
  return { ok: false, code: GenericCode.INVALID_REQUEST, httpStatus: 400 };
}
