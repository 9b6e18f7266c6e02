import { CatalogueCode, type BuyOptionsBody } from '@meridian/contract';
import {
  formatAmount,
  isSessionOpen,
  optionStakePostings,
  parseAmount,
  stakeAllowed,
  type Book,
} from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { optionOrders, priceTicks } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { scheduleOptionSettlement } from '../../jobs/option-settle-job.js';
import { postEntry } from '../ledger/post-entry.js';
import type { OptionOrderRow } from './option-order-view.js';
import { optionTimeframes } from './option-rules.js';
import { publishOption } from './margin-events.js';
import { lockUsdt, tradingAccounts } from './margin-accounts.js';
import { notTradableNow, tradableQuote } from './margin-terms.js';

/**
 * buyOptions: the stake is held, the strike is the latest recorded tick (itself recorded as
 * settlement evidence), and the option expires `timeframe` seconds later. Refused when the
 * market closes before expiry (there would be no price to settle by).
 */
export async function buyOption(
  deps: Deps,
  userId: string,
  book: Book,
  body: BuyOptionsBody,
  claim?: IdempotencyClaim | null,
): Promise<OptionOrderRow> {
  const replayed = replayedResult<OptionOrderRow>(claim);
  if (replayed) return replayed;
  const snapshot = deps.market.state.latest(body.code);
  if (!snapshot) throw new AppError(CatalogueCode.WRONG_OPTIONS_PRODUCT, 404);
  const instrument = snapshot.instrument;
  const quote = await tradableQuote(deps, instrument);
  const timeframe = (await optionTimeframes(deps.db)).find((t) => t.seconds === body.timeframe);
  if (!timeframe) throw badRequest(CatalogueCode.NO_MATCHING_PERIOD);
  const stake = parseAmount(body.stake);
  // The domain's rule, the one the web's options form checks a stake with.
  if (!stakeAllowed(timeframe, stake))
    throw badRequest(
      CatalogueCode.WRONG_PURCHASE_AMOUNT,
      {},
      `${formatAmount(timeframe.minStake)}–${formatAmount(timeframe.maxStake)} USDT`,
    );
  const now = deps.clock();
  const expiresMs = now.getTime() + timeframe.seconds * 1000;
  if (!isSessionOpen(instrument.session, expiresMs)) throw notTradableNow();

  const row = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const accounts = await tradingAccounts(deps, tx, userId, book);
    await lockUsdt(tx, accounts.user);
    await tx
      .insert(priceTicks)
      .values({
        instrumentId: instrument.id,
        epochMs: quote.epochMs,
        price: formatAmount(quote.mid),
      })
      .onConflictDoNothing();
    const [inserted] = await tx
      .insert(optionOrders)
      .values({
        userId,
        book,
        instrumentId: instrument.id,
        code: instrument.code,
        direction: body.direction,
        timeframeSeconds: timeframe.seconds,
        payoutPercent: timeframe.payoutPercent,
        stake: formatAmount(stake),
        strikePrice: formatAmount(quote.mid),
        strikeMs: quote.epochMs,
        expiresMs,
        status: 'open',
        createdAt: now,
      })
      .returning();
    await scheduleOptionSettlement(tx, inserted!.id, expiresMs);
    await postEntry(tx, {
      reason: 'option_stake',
      refType: 'option_order',
      refId: String(inserted!.id),
      postings: optionStakePostings(accounts, stake),
    });
    await saveIdempotentResultInTx(tx, claim, inserted!);
    return inserted!;
  });
  await publishOption(deps, row);
  return row;
}
