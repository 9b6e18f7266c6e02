import type { MarginOrderView, ProfitTotal } from '@meridian/contract';
import { marginLevelBp, type Amount } from '@meridian/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { useOrderList, useRulesOf } from '../api/trading';
import { liveValuation, type LiveValuation } from '../lib/order-math';
import { tryParse } from '@/lib/decimal';
import { livePrices } from '@/lib/live-prices';

const NO_ORDERS: readonly MarginOrderView[] = [];

/** The live mid price per code (a new map on every live batch). */
export function useLiveMids(): ReadonlyMap<string, { price: string }> {
  return useSyncExternalStore(livePrices.subscribe, () => livePrices.getSnapshot().byCode);
}

/**
 * The open positions of the current book, each valued at the live price between the server's
 * pushes (the same arithmetic as the server: the closing side of the quote around the live mid).
 */
export function useLivePositions() {
  const query = useOrderList('open');
  const positions = query.data?.list ?? NO_ORDERS;
  const rules = useRulesOf(positions);
  const mids = useLiveMids();
  const valuations = useMemo(() => {
    const map = new Map<number, LiveValuation>();
    for (const position of positions) {
      const value = liveValuation(
        position,
        rules.get(position.code)?.margin,
        mids.get(position.code)?.price,
      );
      if (value) map.set(position.id, value);
    }
    return map;
  }, [positions, rules, mids]);
  /** The sum of live profits, when every open position has one. */
  const unrealised = useMemo(() => {
    if (!query.data || valuations.size !== positions.length) return undefined;
    let sum = 0n;
    for (const value of valuations.values()) sum += value.profit;
    return sum;
  }, [query.data, valuations, positions.length]);
  return { query, positions, valuations, rules, unrealised };
}

export interface AccountFigures {
  balance: Amount;
  equity: Amount;
  usedMargin: Amount;
  freeMargin: Amount;
  unrealised: Amount;
  /** Margin level in basis points of a percent ×100 (20000 = 200%); undefined with no margin used. */
  marginLevelBp?: bigint;
  live: boolean;
}

/**
 * The account figures from getProfitTotal, with equity, free margin and margin level recomputed
 * from the live profit of the open positions when those are known for every one of them.
 */
export function accountFigures(
  total: ProfitTotal,
  liveUnrealised: Amount | undefined,
  openCount: number | undefined,
): AccountFigures | undefined {
  const balance = tryParse(total.balance);
  const usedMargin = tryParse(total.usedMargin);
  const serverEquity = tryParse(total.equity);
  const serverUnrealised = tryParse(total.unrealisedProfit) ?? 0n;
  if (balance === undefined || usedMargin === undefined || serverEquity === undefined)
    return undefined;
  const live = liveUnrealised !== undefined && openCount === total.openPositions;
  const unrealised = live ? liveUnrealised : serverUnrealised;
  const equity = live ? balance + liveUnrealised : serverEquity;
  const freeMargin = live
    ? equity - usedMargin
    : (tryParse(total.freeMargin) ?? equity - usedMargin);
  return {
    balance,
    equity,
    usedMargin,
    freeMargin,
    unrealised,
    marginLevelBp: marginLevelBp(equity, usedMargin),
    live,
  };
}
