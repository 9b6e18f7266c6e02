import type { Amount } from '../money/amount.js';
import { chargeFee } from '../referrals/levels.js';
import { lotsToQuantity, quoteNotional, spotFee, type SpotPair } from './pair.js';
import type { SpotEvent, SpotOrderId, SpotOwner, SpotSide } from './types.js';

/**
 * Money around the book (issue 5): what an order must hold before it reaches the book, and what
 * every event moves. Pure; the server turns the movements into journal postings.
 *
 * Invariant F1: an order's `held` never goes below zero and is exactly what its owner has frozen
 * for it; when the order is done, what is left of it returns to the owner's available balance.
 */

/** The most one lot of a buy at `priceTicks` can cost: notional + the larger fee, rounded up. */
export function spotBuyCostPerLot(pair: SpotPair, priceTicks: bigint): Amount {
  const quote = quoteNotional(pair, priceTicks, 1n);
  const bp = pair.makerFeeBp > pair.takerFeeBp ? pair.makerFeeBp : pair.takerFeeBp;
  return quote + spotFee(pair, quote, bp);
}

/**
 * What a limit order of `lots` at `priceTicks` must hold: a sell its base, a buy `lots` times the
 * per-lot cost. Each fill is at least one lot at a price no worse than the limit, and a fee
 * rounded up on n lots is at most n fees rounded up on one, so the hold always covers the fills.
 */
export function spotLimitHold(
  pair: SpotPair,
  side: SpotSide,
  priceTicks: bigint,
  lots: bigint,
): Amount {
  return side === 'buy' ? lots * spotBuyCostPerLot(pair, priceTicks) : lotsToQuantity(pair, lots);
}

/** The largest whole number of lots a limit buy at `priceTicks` can hold with `quote`. */
export function spotAffordableBuyLots(pair: SpotPair, priceTicks: bigint, quote: Amount): bigint {
  const perLot = spotBuyCostPerLot(pair, priceTicks);
  return quote <= 0n ? 0n : quote / perLot;
}

/** The running state of one order's money. */
export interface SpotOrderFunds {
  id: SpotOrderId;
  owner: SpotOwner;
  side: SpotSide;
  /** Still frozen for the order: quote for a buy, base for a sell. */
  held: Amount;
  filledLots: bigint;
  /** Base received (buy) or given (sell). */
  filledBase: Amount;
  /** Quote notional of the fills. */
  turnover: Amount;
  /** Fees paid, in quote (after the owner's discount). */
  fee: Amount;
  done: boolean;
  /** The owner's fee discount and inviter, fixed when the order was placed (issue 17). */
  feeTerms: SpotFeeTerms;
}

/**
 * What the fees of an order's fills become: the book computes the fee at the pair's rate; the
 * owner pays it less their level's discount (rounded down to the quote unit: the discount never
 * costs them a unit), and their inviter earns `shareBp` of what they paid (rounded down), credited
 * in the same movements, the platform keeping the rest. Demo orders carry no inviter.
 */
export interface SpotFeeTerms {
  discountBp: bigint;
  inviter: SpotOwner | null;
  shareBp: bigint;
}

export const PLAIN_FEE_TERMS: SpotFeeTerms = { discountBp: 0n, inviter: null, shareBp: 0n };

export interface SpotFeeCharge {
  /** What the owner pays: the book's fee less the discount. */
  charged: Amount;
  /** Their inviter's part of `charged`. */
  commission: Amount;
}

/** The fee an owner pays on a fill whose book fee is `fee`, and their inviter's commission. */
export function spotFeeCharge(pair: SpotPair, fee: Amount, terms: SpotFeeTerms): SpotFeeCharge {
  const shareBp = terms.inviter === null ? 0n : terms.shareBp;
  return chargeFee(fee, { discountBp: terms.discountBp, shareBp }, pair.quoteUnit);
}

/** One change of a balance: `owner` null is the fee account. */
export interface SpotMovement {
  owner: SpotOwner | null;
  asset: 'base' | 'quote';
  bucket: 'available' | 'frozen';
  amount: Amount;
}

export class SpotFundsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpotFundsError';
  }
}

/** What an order holds while it lives: the quote for a buy, the base for a sell. */
export function spotHoldAsset(side: SpotSide): 'base' | 'quote' {
  return side === 'buy' ? 'quote' : 'base';
}

/** Freezing `amount` for an order: available → frozen. */
export function holdMovements(owner: SpotOwner, side: SpotSide, amount: Amount): SpotMovement[] {
  if (amount === 0n) return [];
  const asset = spotHoldAsset(side);
  return [
    { owner, asset, bucket: 'available', amount: -amount },
    { owner, asset, bucket: 'frozen', amount },
  ];
}

/**
 * Applies a command's events to the orders' funds (mutating them) and returns the movements, in
 * order. Every order an event names must be in `orders` (the new order with its hold already
 * set). A fill takes the buyer's notional + fee and the seller's base from what their orders
 * hold, credits base to the buyer and notional − fee to the seller, the fees (less each owner's
 * discount, which returns to a buyer) to the fee account but for each payer's inviter's commission,
 * credited to the inviter; `done` releases what the order still holds.
 */
export function settleSpotEvents(
  pair: SpotPair,
  events: readonly SpotEvent[],
  orders: ReadonlyMap<SpotOrderId, SpotOrderFunds>,
): SpotMovement[] {
  const movements: SpotMovement[] = [];
  const order = (id: SpotOrderId) => {
    const found = orders.get(id);
    if (!found) throw new SpotFundsError(`order ${id} has no funds record`);
    return found;
  };
  const take = (funds: SpotOrderFunds, amount: Amount) => {
    if (amount > funds.held)
      throw new SpotFundsError(`order ${funds.id} holds ${funds.held}, needs ${amount}`);
    funds.held -= amount;
  };
  for (const event of events) {
    if (event.kind === 'fill') {
      const buyerIsTaker = event.takerSide === 'buy';
      const buyer = order(buyerIsTaker ? event.takerId : event.makerId);
      const seller = order(buyerIsTaker ? event.makerId : event.takerId);
      const buyerFee = buyerIsTaker ? event.takerFee : event.makerFee;
      const sellerFee = buyerIsTaker ? event.makerFee : event.takerFee;
      // The buyer's order held the book's fee; what the discount spares returns to them.
      take(buyer, event.quote + buyerFee);
      take(seller, event.base);
      const buyerCharge = spotFeeCharge(pair, buyerFee, buyer.feeTerms);
      const sellerCharge = spotFeeCharge(pair, sellerFee, seller.feeTerms);
      for (const [funds, charge] of [
        [buyer, buyerCharge],
        [seller, sellerCharge],
      ] as const) {
        funds.filledLots += event.lots;
        funds.filledBase += event.base;
        funds.turnover += event.quote;
        funds.fee += charge.charged;
      }
      movements.push(
        { owner: buyer.owner, asset: 'quote', bucket: 'frozen', amount: -(event.quote + buyerFee) },
        {
          owner: buyer.owner,
          asset: 'quote',
          bucket: 'available',
          amount: buyerFee - buyerCharge.charged,
        },
        { owner: buyer.owner, asset: 'base', bucket: 'available', amount: event.base },
        { owner: seller.owner, asset: 'base', bucket: 'frozen', amount: -event.base },
        {
          owner: seller.owner,
          asset: 'quote',
          bucket: 'available',
          amount: event.quote - sellerCharge.charged,
        },
        {
          owner: null,
          asset: 'quote',
          bucket: 'available',
          amount:
            buyerCharge.charged -
            buyerCharge.commission +
            sellerCharge.charged -
            sellerCharge.commission,
        },
      );
      for (const [funds, charge] of [
        [buyer, buyerCharge],
        [seller, sellerCharge],
      ] as const)
        if (charge.commission > 0n)
          movements.push({
            owner: funds.feeTerms.inviter,
            asset: 'quote',
            bucket: 'available',
            amount: charge.commission,
          });
    } else if (event.kind === 'done') {
      const funds = order(event.id);
      funds.done = true;
      if (funds.held > 0n) {
        const asset = spotHoldAsset(funds.side);
        movements.push(
          { owner: funds.owner, asset, bucket: 'frozen', amount: -funds.held },
          { owner: funds.owner, asset, bucket: 'available', amount: funds.held },
        );
        funds.held = 0n;
      }
    }
  }
  return movements.filter((movement) => movement.amount !== 0n);
}

/**
 * Sums movements per (owner, asset, bucket), dropping those that cancel out: one journal entry
 * per command carries one posting per balance it changes.
 */
export function netSpotMovements(movements: readonly SpotMovement[]): SpotMovement[] {
  const sums = new Map<string, SpotMovement>();
  for (const movement of movements) {
    const key = `${movement.owner ?? ''}\u0000${movement.asset}\u0000${movement.bucket}`;
    const current = sums.get(key);
    if (current) current.amount += movement.amount;
    else sums.set(key, { ...movement });
  }
  return [...sums.values()].filter((movement) => movement.amount !== 0n);
}

/** A fresh funds record for a new order holding `held`. */
export function newSpotOrderFunds(
  id: SpotOrderId,
  owner: SpotOwner,
  side: SpotSide,
  held: Amount,
  feeTerms: SpotFeeTerms = PLAIN_FEE_TERMS,
): SpotOrderFunds {
  return {
    id,
    owner,
    side,
    held,
    filledLots: 0n,
    filledBase: 0n,
    turnover: 0n,
    fee: 0n,
    done: false,
    feeTerms,
  };
}
