import { CatalogueCode, GenericCode, type BuyUBody } from '@meridian/contract';
import {
  checkOrder,
  entryPrice,
  formatAmount,
  holdPostings,
  marginFeeCharge,
  openingCost,
  openPostings,
  parseAmount,
  type Book,
  type OrderRequest,
} from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { marginOrders } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { userAccountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import { feeTermsFor } from '../referrals/fee-terms.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { accountRiskInTx } from './account-risk.js';
import { publishMarginOrder } from './margin-events.js';
import { lockUsdt, tradingAccounts } from './margin-accounts.js';
import { findInstrument, instrumentTerms, tradableQuote } from './margin-terms.js';
import type { MarginOrderRow } from './margin-order-view.js';

export const insufficientMargin = () =>
  new AppError(CatalogueCode.INSUFFICIENT_BALANCE_TOP_UP, 409);
export const unreasonableStops = () => new AppError(GenericCode.UNREASONABLE_STOPS, 400);

function parsePrice(value: string | undefined) {
  return value === undefined ? undefined : parseAmount(value);
}

/**
 * buyU: a market order opens a position at the ask (long) or bid (short) of the latest recorded
 * tick, holding margin = notional / leverage and charging the commission; a limit order waits
 * ("pending") holding the margin and commission it will need at its limit price. Refused with
 * 10011 when the free margin (equity − used margin) cannot cover it.
 */
export async function openMarginOrder(
  deps: Deps,
  userId: string,
  book: Book,
  body: BuyUBody,
  claim?: IdempotencyClaim | null,
): Promise<MarginOrderRow> {
  const replayed = replayedResult<MarginOrderRow>(claim);
  if (replayed) return replayed;
  const instrument = findInstrument(deps, body.code);
  const quote = await tradableQuote(deps, instrument);
  const terms = await instrumentTerms(deps.db, instrument);
  const request: OrderRequest = {
    side: body.side,
    type: body.type,
    lots: parseAmount(body.lots),
    leverage: body.leverage,
    limitPrice: body.type === 'limit' ? parsePrice(body.price) : undefined,
    stopLoss: parsePrice(body.stopLoss),
    takeProfit: parsePrice(body.takeProfit),
  };
  const problem = checkOrder(terms, request, quote);
  if (problem === 'stops') throw unreasonableStops();
  if (problem === 'lots' || problem === 'leverage')
    throw badRequest(CatalogueCode.WRONG_PURCHASE_AMOUNT);
  if (problem === 'price') throw badRequest(GenericCode.INVALID_REQUEST, {}, 'price');

  const isMarket = request.type === 'market';
  const price = isMarket ? entryPrice(request.side, quote) : request.limitPrice!;
  const { margin, commission: bookCommission } = openingCost(
    terms,
    request.lots,
    request.leverage,
    price,
  );
  // The user's level discount and inviter (issue 17); a pending order keeps them for its fill
  // and holds the undiscounted commission meanwhile.
  const feeTerms = await feeTermsFor(deps, userId, book);
  const shareBp = feeTerms.inviter === null ? 0n : feeTerms.shareBp;
  const fee = marginFeeCharge(bookCommission, feeTerms.discountBp, shareBp);
  const commission = isMarket ? fee.charged : bookCommission;
  const now = deps.clock();

  const row = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const accounts = await tradingAccounts(deps, tx, userId, book);
    const balance = await lockUsdt(tx, accounts.user);
    const risk = await accountRiskInTx(tx, deps, userId, book, balance);
    const needed = margin + commission;
    if (balance.available < needed || risk.equity - risk.usedMargin < needed)
      throw insufficientMargin();
    const [inserted] = await tx
      .insert(marginOrders)
      .values({
        userId,
        book,
        instrumentId: instrument.id,
        code: instrument.code,
        side: request.side,
        type: request.type,
        status: isMarket ? 'open' : 'pending',
        lots: body.lots,
        lotSize: formatAmount(terms.lotSize),
        leverage: request.leverage,
        limitPrice: isMarket ? null : body.price!,
        openPrice: isMarket ? formatAmount(price) : null,
        stopLoss: body.stopLoss ?? null,
        takeProfit: body.takeProfit ?? null,
        margin: formatAmount(isMarket ? margin : needed),
        fee: formatAmount(isMarket ? commission : 0n),
        feeDiscountBp: Number(feeTerms.discountBp),
        inviterId: feeTerms.inviter,
        referralShareBp: Number(shareBp),
        referralCommission: formatAmount(isMarket ? fee.commission : 0n),
        createdAt: now,
        openedAt: isMarket ? now : null,
        openTickMs: isMarket ? quote.epochMs : null,
      })
      .returning();
    const order = inserted!;
    await postEntry(tx, {
      reason: isMarket ? 'margin_open' : 'margin_hold',
      refType: 'margin_order',
      refId: String(order.id),
      postings: isMarket
        ? openPostings(
            accounts,
            margin,
            commission,
            fee.commission > 0n
              ? {
                  account: await userAccountId(tx, feeTerms.inviter!, book, 'USDT'),
                  amount: fee.commission,
                }
              : null,
          )
        : holdPostings(accounts, needed),
    });
    await saveIdempotentResultInTx(tx, claim, order);
    return order;
  });
  await publishMarginOrder(deps, row);
  return row;
}
