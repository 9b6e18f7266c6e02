import type { OptionOrderView } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import type { optionOrders } from '../../db/schema/index.js';
import { orderNumber } from './margin-order-view.js';
import { wireAmount, wireAmountOrNull } from '../../lib/wire-amount.js';

export type OptionOrderRow = typeof optionOrders.$inferSelect;

export function optionOrderView(row: OptionOrderRow): OptionOrderView {
  const returned = row.returned === null ? null : parseAmount(row.returned);
  return {
    id: row.id,
    orderNo: orderNumber('O', row.id),
    code: row.code,
    instrumentId: row.instrumentId,
    direction: row.direction,
    timeframe: row.timeframeSeconds,
    payoutPercent: row.payoutPercent,
    stake: wireAmount(row.stake),
    strikePrice: wireAmount(row.strikePrice),
    strikeAt: row.strikeMs,
    expiresAt: row.expiresMs,
    status: row.status,
    settlePrice: wireAmountOrNull(row.settlePrice),
    settleTickAt: row.settleTickMs,
    returned: wireAmountOrNull(row.returned),
    profit: returned === null ? null : formatAmount(returned - parseAmount(row.stake)),
    createdAt: row.createdAt.getTime(),
    settledAt: row.settledAt?.getTime() ?? null,
  };
}
