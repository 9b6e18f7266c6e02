import type { Exchange, dhBody } from '@meridian/contract';
import {
  exchangeProceeds,
  formatAmount,
  parseAmount,
  transfer,
  type Asset,
  type Book,
} from '@meridian/domain';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { exchanges } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import { checkAmount, liveRate, type RateDeps } from './exchange-rate.js';
import { exchangeView } from './exchange-view.js';

/**
 * POST dh: the user pays `amount` of `from` to the house and receives `to` at the feed's rate
 * less the spread, in one journal entry. With `minToAmount`, a rate that moved against the user
 * since the quote refuses the exchange (409) and nothing moves.
 */
export async function exchangeCurrency(
  deps: RateDeps & Pick<Deps, 'bus' | 'log'>,
  userId: string,
  book: Book,
  body: z.infer<typeof dhBody>,
  claim?: IdempotencyClaim | null,
): Promise<Exchange> {
  const replayed = replayedResult<Exchange>(claim);
  if (replayed) return replayed;
  const live = await liveRate(deps, body.from, body.to);
  const amount = checkAmount(body.from, body.amount);
  const toAmount = exchangeProceeds(amount, live.rate, body.to);
  if (toAmount <= 0n) throw badRequest(400, {}, 'amount');
  if (body.minToAmount !== undefined && toAmount < parseAmount(body.minToAmount)) throw conflict();
  const row = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const [inserted] = await tx
      .insert(exchanges)
      .values({
        userId,
        book,
        fromAsset: body.from,
        toAsset: body.to,
        fromAmount: formatAmount(amount),
        toAmount: formatAmount(toAmount),
        rate: formatAmount(live.rate),
        midRate: formatAmount(live.midRate),
        spreadBp: live.spreadBp,
        priceAt: new Date(live.priceAtMs),
        createdAt: deps.clock(),
      })
      .returning();
    const user = (asset: Asset) => userAccountId(tx, userId, book, asset);
    const house = (asset: Asset) => systemAccountId(tx, 'house', book, asset);
    await postEntry(
      tx,
      {
        reason: 'exchange',
        refType: 'exchange',
        refId: String(inserted!.id),
        postings: [
          ...transfer(
            { accountId: await user(body.from) },
            { accountId: await house(body.from) },
            body.from,
            amount,
          ),
          ...transfer(
            { accountId: await house(body.to) },
            { accountId: await user(body.to) },
            body.to,
            toAmount,
          ),
        ],
      },
      userId,
    );
    await saveIdempotentResultInTx(tx, claim, exchangeView(inserted!));
    return inserted!;
  });
  return exchangeView(row);
}
