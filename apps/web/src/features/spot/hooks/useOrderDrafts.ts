import type { SpotSide } from '@meridian/contract';
import { formatAmountFixed } from '@meridian/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderDraft } from '../lib/order-math';
import { decimalsOf, tryParse } from '@/lib/decimal';

export type Drafts = Record<SpotSide, OrderDraft>;

const EMPTY: OrderDraft = { type: 'limit', price: '', quantity: '', total: '', by: 'quantity' };

/** A price from the book as the form shows it: the tick's places, no grouping ("95000.50"). */
function asInput(price: string | undefined, tickSize: string): string {
  const value = tryParse(price);
  return value === undefined ? '' : formatAmountFixed(value, decimalsOf(tickSize));
}

/**
 * The buy and sell forms' drafts, kept by the screen so the order book can fill them: the limit
 * price starts at the best opposite price (the best ask for a buy, the best bid for a sell) as
 * soon as the book has one, unless the user has typed a price; choosing a level sets both.
 */
export function useOrderDrafts(tickSize: string, bestAsk?: string, bestBid?: string) {
  const [drafts, setDrafts] = useState<Drafts>(() => ({
    buy: { ...EMPTY, price: asInput(bestAsk, tickSize) },
    sell: { ...EMPTY, price: asInput(bestBid, tickSize) },
  }));
  const priced = useRef<Record<SpotSide, boolean>>({
    buy: drafts.buy.price !== '',
    sell: drafts.sell.price !== '',
  });

  useEffect(() => {
    const fill = (side: SpotSide, best: string | undefined) => {
      if (priced.current[side] || !best) return;
      priced.current[side] = true;
      setDrafts((current) => ({
        ...current,
        [side]: { ...current[side], price: asInput(best, tickSize) },
      }));
    };
    fill('buy', bestAsk);
    fill('sell', bestBid);
  }, [bestAsk, bestBid, tickSize]);

  const update = useCallback((side: SpotSide, patch: Partial<OrderDraft>) => {
    if (patch.price !== undefined) priced.current[side] = true;
    setDrafts((current) => ({ ...current, [side]: { ...current[side], ...patch } }));
  }, []);

  /** A level of the book was chosen: both forms become limit orders at its price. */
  const pickPrice = useCallback(
    (price: string) => {
      const text = asInput(price, tickSize);
      priced.current = { buy: true, sell: true };
      setDrafts((current) => ({
        buy: { ...current.buy, type: 'limit', price: text },
        sell: { ...current.sell, type: 'limit', price: text },
      }));
    },
    [tickSize],
  );

  return { drafts, update, pickPrice };
}
