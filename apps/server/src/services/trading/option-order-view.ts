import type { OptionOrderView } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import type { optionOrders } from '../../db/schema/index.js';
import { orderNumber } from './margin-order-view.js';

export type OptionOrderRow = typeof optionOrders.$inferSelect;

const text = (value: string | null) => (value === null ? null : formatAmount(parseAmount(value)));

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
    stake: formatAmount(parseAmount(row.stake)),
    strikePrice: formatAmount(parseAmount(row.strikePrice)),
    strikeAt: row.strikeMs,
    expiresAt: row.expiresMs,
    status: row.status,
    settlePrice: text(row.settlePrice),
    settleTickAt: row.settleTickMs,
    returned: returned === null ? null : formatAmount(returned),
    profit: returned === null ? null : formatAmount(returned - parseAmount(row.stake)),
    createdAt: row.createdAt.getTime(),
    settledAt: row.settledAt?.getTime() ?? null,
  };
}
