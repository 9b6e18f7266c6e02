import { CatalogueCode, GenericCode, type BuySmartBody } from '@meridian/contract';
import {
  formatAmount,
  isAmountString,
  LedgerRuleError,
  parseAmount,
  planBuyPostings,
  type Book,
} from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import {
  instruments,
  smartPlans,
  smartProductRanges,
  smartProducts,
} from '../../db/schema/index.js';
import { inTransaction, pgErrorCode } from '../../db/transaction.js';
import { AppError, badRequest, conflict } from '../../lib/app-error.js';
import { scheduleSmartSettlement } from '../../jobs/smart-settle-job.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { postEntry } from '../ledger/post-entry.js';
import { findInstrument, tradableQuote } from '../margin/margin-terms.js';
import { getSetting } from '../settings/get-setting.js';
import { ONE_MINUTE_MAX_DAYS, smartCosts } from './compute-product-ranges.js';
import { openPlanAccount, planAccounts } from './plan-accounts.js';
import { encodePlanState } from './plan-state-codec.js';
import { DAY_MS, type SmartPlanRow } from './plan-view.js';
import { publishSmartPlan } from './smart-plan-events.js';
import { SMART_STRATEGIES } from './smart-strategies.js';

const insufficient = () => new AppError(CatalogueCode.INSUFFICIENT_BALANCE_TOP_UP, 409);

/**
 * buySmart (real book only, PRODUCT §5): the principal moves from the user's available USDT into
 * the plan's own ledger account and the plan starts from the latest price; it trades from the
 * first candle that opens after the purchase, on the candles its timeframe's published range was
 * measured on. The product's terms, parameters and costs are copied into the plan.
 */
export async function buySmartPlan(
  deps: Deps,
  userId: string,
  book: Book,
  body: BuySmartBody,
  claim?: IdempotencyClaim | null,
): Promise<SmartPlanRow> {
  const replayed = replayedResult<SmartPlanRow>(claim);
  if (replayed) return replayed;
  if ((await getSetting(deps.db, 'smart.enabled')) !== 1)
    throw new AppError(GenericCode.SMART_TRADING_NOT_ENABLED, 403);
  const [product] = await deps.db
    .select()
    .from(smartProducts)
    .where(and(eq(smartProducts.code, body.product), eq(smartProducts.enabled, true)));
  if (!product) throw badRequest(CatalogueCode.WRONG_SMART_PRODUCT);
  if (!product.timeframes.includes(body.days)) throw badRequest(CatalogueCode.NO_MATCHING_DAYS);
  const min = parseAmount(product.minInvestment);
  const max = parseAmount(product.maxInvestment);
  const amount = isAmountString(body.amount) ? parseAmount(body.amount) : -1n;
  if (amount < min || amount > max || amount <= 0n)
    throw badRequest(
      CatalogueCode.WRONG_INVESTMENT_AMOUNT,
      {},
      `${formatAmount(min)}–${formatAmount(max)} USDT`,
    );
  const instrument = findInstrument(deps, await instrumentCode(deps, product.instrumentId));
  const quote = await tradableQuote(deps, instrument);
  const [range] = await deps.db
    .select({ interval: smartProductRanges.candleInterval })
    .from(smartProductRanges)
    .where(
      and(
        eq(smartProductRanges.productId, product.id),
        eq(smartProductRanges.timeframeDays, body.days),
      ),
    );
  const candleInterval = range?.interval ?? (body.days <= ONE_MINUTE_MAX_DAYS ? '1m' : '1h');
  const costs = await smartCosts(deps.db, instrument.spreadBp);
  const entry = SMART_STRATEGIES[product.strategy];
  const state = entry.strategy.init(product.params, quote.mid);
  const nowMs = deps.clock().getTime();
  const principal = formatAmount(amount);

  const row = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const [running] = await tx
      .select({ id: smartPlans.id })
      .from(smartPlans)
      .where(
        and(
          eq(smartPlans.userId, userId),
          eq(smartPlans.productId, product.id),
          eq(smartPlans.status, 'running'),
        ),
      );
    if (running) throw conflict(CatalogueCode.SAME_PRODUCT_ALREADY_BOUGHT);
    let inserted: SmartPlanRow;
    try {
      [inserted] = (await tx
        .insert(smartPlans)
        .values({
          userId,
          book,
          productId: product.id,
          productCode: product.code,
          instrumentId: instrument.id,
          code: instrument.code,
          strategy: product.strategy,
          params: product.params,
          days: body.days,
          candleInterval,
          principal,
          spreadBp: costs.spreadBp,
          commissionBp: costs.commissionBp,
          slippageBp: costs.slippageBp,
          profitShareBp: product.profitShareBp,
          earlyExitDamagesBp: product.earlyExitDamagesBp,
          status: 'running',
          startMs: nowMs,
          endMs: nowMs + body.days * DAY_MS,
          nextSettleMs: nowMs + DAY_MS,
          startPrice: formatAmount(quote.mid),
          cash: principal,
          state: encodePlanState(state),
          value: principal,
          valueMs: quote.epochMs,
          highWaterMark: principal,
          lastSettledValue: principal,
        })
        .returning()) as [SmartPlanRow];
    } catch (error) {
      // Two purchases of one product at once: the partial unique index lets one through.
      if (pgErrorCode(error) === '23505') throw conflict(CatalogueCode.SAME_PRODUCT_ALREADY_BOUGHT);
      throw error;
    }
    const accountId = await openPlanAccount(tx, inserted.id, userId, book);
    const [withAccount] = await tx
      .update(smartPlans)
      .set({ accountId })
      .where(eq(smartPlans.id, inserted.id))
      .returning();
    const accounts = await planAccounts(tx, withAccount!);
    try {
      await postEntry(
        tx,
        {
          reason: 'smart_buy',
          refType: 'smart_plan',
          refId: String(inserted.id),
          postings: planBuyPostings(accounts, amount),
        },
        userId,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === CatalogueCode.INSUFFICIENT_BALANCE)
        throw insufficient();
      if (error instanceof LedgerRuleError) throw insufficient();
      throw error;
    }
    await scheduleSmartSettlement(tx, inserted.id, 1, nowMs + DAY_MS);
    await saveIdempotentResultInTx(tx, claim, withAccount!);
    return withAccount!;
  });
  await publishSmartPlan(deps, row, { startedOrEnded: true });
  return row;
}

async function instrumentCode(deps: Deps, instrumentId: number): Promise<string> {
  const [row] = await deps.db
    .select({ code: instruments.code })
    .from(instruments)
    .where(eq(instruments.id, instrumentId));
  if (!row) throw badRequest(CatalogueCode.WRONG_SMART_PRODUCT);
  return row.code;
}
