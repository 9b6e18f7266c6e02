import type { Book, WatchedOrder } from '@meridian/domain';
import { formatAmount, parseAmount } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { userTopic } from '../../realtime/bus.js';
import { marginOrderView, toWatched, type MarginOrderRow } from './margin-order-view.js';
import { optionOrderView, type OptionOrderRow } from './option-order-view.js';

/** Bus topic the trading runtime of the feed leader listens on. */
export const TRADING_TOPIC = 'trading:orders';

type WireWatched = Omit<
  WatchedOrder,
  'lots' | 'lotSize' | 'margin' | 'openPrice' | 'limitPrice' | 'stopLoss' | 'takeProfit'
> & {
  lots: string;
  lotSize: string;
  margin: string;
  openPrice?: string;
  limitPrice?: string;
  stopLoss?: string;
  takeProfit?: string;
};

export type TradingEvent =
  | { kind: 'watch'; order: WireWatched }
  | { kind: 'unwatch'; id: number }
  | { kind: 'option'; id: number; code: string; expiresMs: number }
  /** An account's cash changed (from the ledger's BALANCES_TOPIC, not this topic). */
  | { kind: 'cash'; accountKey: string };

function toWire(order: WatchedOrder): WireWatched {
  const { openPrice, limitPrice, stopLoss, takeProfit, ...rest } = order;
  const wire: WireWatched = {
    ...rest,
    lots: formatAmount(order.lots),
    lotSize: formatAmount(order.lotSize),
    margin: formatAmount(order.margin),
  };
  if (openPrice !== undefined) wire.openPrice = formatAmount(openPrice);
  if (limitPrice !== undefined) wire.limitPrice = formatAmount(limitPrice);
  if (stopLoss !== undefined) wire.stopLoss = formatAmount(stopLoss);
  if (takeProfit !== undefined) wire.takeProfit = formatAmount(takeProfit);
  return wire;
}

export function fromWire(order: WireWatched): WatchedOrder {
  const amount = (value: string | undefined) =>
    value === undefined ? undefined : parseAmount(value);
  return {
    ...order,
    lots: parseAmount(order.lots),
    lotSize: parseAmount(order.lotSize),
    margin: parseAmount(order.margin),
    openPrice: amount(order.openPrice),
    limitPrice: amount(order.limitPrice),
    stopLoss: amount(order.stopLoss),
    takeProfit: amount(order.takeProfit),
  };
}

/**
 * After a commit: tells the leader's trigger engine what changed and pushes the order to its
 * owner's live channel. A lost message is healed by the engine's periodic resync.
 */
export async function publishMarginOrder(
  deps: Pick<Deps, 'bus' | 'market' | 'log'>,
  row: MarginOrderRow,
) {
  // The closed part of a partial close is not watched; its still-open parent is published on its own.
  const watched = row.parentId === null;
  const event: TradingEvent =
    row.status === 'pending' || row.status === 'open'
      ? { kind: 'watch', order: toWire(toWatched(row, deps)) }
      : { kind: 'unwatch', id: row.id };
  await safely(deps, async () => {
    if (watched) await deps.bus.publish(TRADING_TOPIC, event);
    await deps.bus.publish(userTopic(row.userId), {
      type: 'position',
      book: row.book as Book,
      order: marginOrderView(row, deps),
    });
  });
}

export async function publishOption(
  deps: Pick<Deps, 'bus' | 'market' | 'log'>,
  row: OptionOrderRow,
) {
  await safely(deps, async () => {
    if (row.status === 'open')
      await deps.bus.publish(TRADING_TOPIC, {
        kind: 'option',
        id: row.id,
        code: row.code,
        expiresMs: row.expiresMs,
      } satisfies TradingEvent);
    await deps.bus.publish(userTopic(row.userId), {
      type: 'option',
      book: row.book as Book,
      option: optionOrderView(row),
    });
  });
}

async function safely(deps: Pick<Deps, 'log'>, work: () => Promise<void>) {
  await work().catch((error: unknown) =>
    deps.log.error({ err: error }, 'could not publish a trading event'),
  );
}
