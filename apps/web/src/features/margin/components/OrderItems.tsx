import type { MarginOrderView, MarginRules } from '@meridian/contract';
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOf, useTradingFormat, type TradingFormat } from '../lib/format';
import { tryParse, type LiveValuation } from '../lib/order-math';
import { Figures, type Figure } from './Figures';
import classes from './Trading.module.css';

/** The instrument page of an order's instrument. */
function instrumentHref(order: MarginOrderView): string {
  return `/cruuency?${new URLSearchParams({ code: order.code, id: String(order.instrumentId) })}`;
}

function priceOf(
  value: string | bigint | null | undefined,
  rules: MarginRules | undefined,
  format: TradingFormat,
  none: string,
): string {
  if (value === null || value === undefined) return none;
  return rules ? format.price(value, rules.tickSize) : format.quantity(value);
}

function ItemFrame({
  order,
  status,
  children,
  actions,
}: {
  order: MarginOrderView;
  status?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useTradingFormat();
  return (
    <li>
      <article
        className={classes.item}
        aria-label={`${order.code} ${t('margin.order.orderNo', { orderNo: order.orderNo })}`}
        data-testid={`order-${order.id}`}
        data-status={order.status}
      >
        <div className={classes.itemHead}>
          <Link to={instrumentHref(order)} className={classes.itemCode}>
            {order.code}
          </Link>
          <span className={classes.direction} data-tone={order.side === 'long' ? 'up' : 'down'}>
            {t(`margin.order.side.${order.side}`)}
          </span>
          <span className={classes.itemMeta} dir="ltr">
            {t('margin.order.lotsAndLeverage', {
              lots: format.quantity(order.lots),
              leverage: order.leverage,
            })}
          </span>
          <span className={classes.itemMeta}>
            {t('margin.order.orderNo', { orderNo: order.orderNo })}
          </span>
          {status && <span className={classes.itemStatus}>{status}</span>}
        </div>
        {children}
        {actions && (
          <Group gap="xs" justify="flex-end" className={classes.itemActions}>
            {actions}
          </Group>
        )}
      </article>
    </li>
  );
}

/** An open position: live price and profit, stops, margin; edit SL/TP and close. */
export function PositionItem({
  order,
  rules,
  valuation,
  onClose,
  onEditStops,
}: {
  order: MarginOrderView;
  rules?: MarginRules;
  valuation?: LiveValuation;
  onClose: (order: MarginOrderView) => void;
  onEditStops: (order: MarginOrderView) => void;
}) {
  const { t } = useTranslation();
  const format = useTradingFormat();
  const none = t('margin.order.none');
  const profit = valuation?.profit ?? tryParse(order.profit) ?? 0n;
  const mark = valuation?.mark ?? order.markPrice;
  const figures: Figure[] = [
    {
      key: 'open',
      label: t('margin.order.openPrice'),
      value: priceOf(order.openPrice, rules, format, none),
    },
    { key: 'mark', label: t('margin.order.markPrice'), value: priceOf(mark, rules, format, none) },
    {
      key: 'profit',
      label: t('margin.order.profit'),
      value: format.usdt(profit, true),
      tone: signOf(profit),
    },
    {
      key: 'stopLoss',
      label: t('margin.order.stopLoss'),
      value: priceOf(order.stopLoss, rules, format, none),
    },
    {
      key: 'takeProfit',
      label: t('margin.order.takeProfit'),
      value: priceOf(order.takeProfit, rules, format, none),
    },
    { key: 'margin', label: t('margin.order.margin'), value: format.usdt(order.margin) },
    { key: 'fee', label: t('margin.order.fee'), value: format.usdt(order.fee) },
    {
      key: 'opened',
      label: t('margin.order.opened'),
      value: order.openedAt ? format.time(order.openedAt) : none,
    },
  ];
  const label = { code: order.code, orderNo: order.orderNo };
  return (
    <ItemFrame
      order={order}
      actions={
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => onEditStops(order)}
            aria-label={t('margin.order.editStopsLabel', label)}
            data-testid="edit-stops"
          >
            {t('margin.order.editStops')}
          </Button>
          <Button
            size="xs"
            color="gray.8"
            onClick={() => onClose(order)}
            aria-label={t('margin.order.closeLabel', label)}
            data-testid="close-position"
          >
            {t('margin.order.close')}
          </Button>
        </>
      }
    >
      <Figures figures={figures} layout="grid" testId={`position-${order.id}`} />
    </ItemFrame>
  );
}

/** A pending limit order ("waiting to open a position"): its price, stops, held margin; cancel. */
export function PendingItem({
  order,
  rules,
  onCancel,
}: {
  order: MarginOrderView;
  rules?: MarginRules;
  onCancel: (order: MarginOrderView) => void;
}) {
  const { t } = useTranslation();
  const format = useTradingFormat();
  const none = t('margin.order.none');
  return (
    <ItemFrame
      order={order}
      status={
        <span className={classes.pill} data-tone="info">
          {t('margin.order.status.pending')}
        </span>
      }
      actions={
        <Button
          size="xs"
          variant="default"
          onClick={() => onCancel(order)}
          aria-label={t('margin.order.cancelLabel', { code: order.code, orderNo: order.orderNo })}
          data-testid="cancel-order"
        >
          {t('margin.order.cancel')}
        </Button>
      }
    >
      <Figures
        layout="grid"
        testId={`pending-${order.id}`}
        figures={[
          {
            key: 'limit',
            label: t('margin.order.limitPrice'),
            value: priceOf(order.limitPrice, rules, format, none),
          },
          {
            key: 'stopLoss',
            label: t('margin.order.stopLoss'),
            value: priceOf(order.stopLoss, rules, format, none),
          },
          {
            key: 'takeProfit',
            label: t('margin.order.takeProfit'),
            value: priceOf(order.takeProfit, rules, format, none),
          },
          { key: 'margin', label: t('margin.order.margin'), value: format.usdt(order.margin) },
          { key: 'placed', label: t('margin.order.placed'), value: format.time(order.createdAt) },
        ]}
      />
    </ItemFrame>
  );
}

/** A closed position or a cancelled order, with why it ended and what it made. */
export function HistoryItem({ order, rules }: { order: MarginOrderView; rules?: MarginRules }) {
  const { t } = useTranslation();
  const format = useTradingFormat();
  const none = t('margin.order.none');
  const cancelled = order.status === 'cancelled';
  const reason = order.closeReason
    ? cancelled && order.closeReason === 'user'
      ? t('margin.order.withdrawn')
      : t(`margin.order.reason.${order.closeReason}`)
    : t(`margin.order.status.${order.status}`);
  const figures: Figure[] = cancelled
    ? [
        {
          key: 'limit',
          label: t('margin.order.limitPrice'),
          value: priceOf(order.limitPrice, rules, format, none),
        },
        { key: 'placed', label: t('margin.order.placed'), value: format.time(order.createdAt) },
        {
          key: 'closed',
          label: t('margin.order.closed'),
          value: order.closedAt ? format.time(order.closedAt) : none,
        },
      ]
    : [
        {
          key: 'open',
          label: t('margin.order.openPrice'),
          value: priceOf(order.openPrice, rules, format, none),
        },
        {
          key: 'close',
          label: t('margin.order.closePrice'),
          value: priceOf(order.closePrice, rules, format, none),
        },
        {
          key: 'profit',
          label: t('margin.order.profit'),
          value: format.usdt(order.profit, true),
          tone: signOf(order.profit),
        },
        { key: 'fee', label: t('margin.order.fee'), value: format.usdt(order.fee) },
        {
          key: 'opened',
          label: t('margin.order.opened'),
          value: order.openedAt ? format.time(order.openedAt) : none,
        },
        {
          key: 'closed',
          label: t('margin.order.closed'),
          value: order.closedAt ? format.time(order.closedAt) : none,
        },
      ];
  const absorbed = tryParse(order.absorbedLoss) ?? 0n;
  return (
    <ItemFrame
      order={order}
      status={
        <span
          className={classes.pill}
          data-tone={cancelled ? 'neutral' : order.closeReason === 'stop_out' ? 'down' : 'info'}
          data-testid="close-reason"
        >
          {reason}
        </span>
      }
    >
      <Figures figures={figures} layout="grid" testId={`history-${order.id}`} />
      {absorbed > 0n && (
        <Text size="xs" c="gray.7">
          {t('margin.order.absorbed', { amount: format.usdt(absorbed) })}
        </Text>
      )}
    </ItemFrame>
  );
}
