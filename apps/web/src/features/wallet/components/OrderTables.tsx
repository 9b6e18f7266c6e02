import type { MarginOrderView, OptionOrderView, SpotOrderView } from '@meridian/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarginListStatus } from '../api/wallet-api';
import { SignedAmount } from './SignedAmount';
import classes from './Wallet.module.css';
import { ResponsiveTable, type Column } from '@/components/ui/ResponsiveTable';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useFormat } from '@/lib/format';

/**
 * Read-only tables of the user's orders (the actions stay on the trading screens): margin
 * positions, options and spot orders, each row linking to its market. A table on a wide screen,
 * a card per order on a phone (ResponsiveTable), so no amount runs off a 390 px screen.
 */

const NONE = '—';

function MarketLink({ code, href }: { code: string; href: string }) {
  const { t } = useTranslation();
  return (
    <Link to={href} className={classes.link} aria-label={t('wallet.orders.openMarket', { code })}>
      {code}
    </Link>
  );
}

/** The first two columns of every order table: the order's number and a link to its market. */
function orderColumns<T extends { orderNo: string; code: string }>(
  t: TFunction,
  marketHref: (row: T) => string,
): Column<T>[] {
  return [
    { key: 'orderNo', header: t('wallet.orders.orderNo'), cell: (row) => row.orderNo },
    {
      key: 'market',
      header: t('wallet.orders.market'),
      text: true,
      cell: (row) => <MarketLink code={row.code} href={marketHref(row)} />,
    },
  ];
}

function Side({ up, children }: { up: boolean; children: ReactNode }) {
  return (
    <span className={classes.side} data-side={up ? 'up' : 'down'}>
      {children}
    </span>
  );
}

const MARGIN_TONE = {
  pending: 'info',
  open: 'info',
  closed: 'neutral',
  cancelled: 'neutral',
} as const;
const OPTION_TONE = {
  open: 'info',
  won: 'up',
  lost: 'down',
  draw: 'neutral',
  void: 'neutral',
} as const;
const SPOT_TONE = { open: 'info', partial: 'info', filled: 'up', cancelled: 'neutral' } as const;

export function MarginOrderTable({
  orders,
  status,
  busy,
}: {
  orders: readonly MarginOrderView[];
  status: MarginListStatus;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = (value: string | null) =>
    value === null ? NONE : format.number(value, { minDecimals: 2 });
  const columns: Column<MarginOrderView>[] = [
    ...orderColumns<MarginOrderView>(
      t,
      (order) =>
        `/cruuency?${new URLSearchParams({ code: order.code, id: String(order.instrumentId) })}`,
    ),
    {
      key: 'side',
      header: t('wallet.orders.side'),
      text: true,
      cell: (order) => (
        <Side up={order.side === 'long'}>
          {t(order.side === 'long' ? 'wallet.orders.long' : 'wallet.orders.short')}
        </Side>
      ),
    },
    { key: 'lots', header: t('wallet.orders.lots'), cell: (order) => format.quantity(order.lots) },
    {
      key: 'leverage',
      header: t('wallet.orders.leverage'),
      cell: (order) => t('wallet.orders.leverageValue', { leverage: order.leverage }),
    },
    {
      key: 'price',
      header: t(status === 'pending' ? 'wallet.orders.limitPrice' : 'wallet.orders.openPrice'),
      cell: (order) => price(status === 'pending' ? order.limitPrice : order.openPrice),
    },
    {
      key: 'otherPrice',
      header: t(status === 'history' ? 'wallet.orders.closePrice' : 'wallet.orders.markPrice'),
      cell: (order) => price(status === 'history' ? order.closePrice : order.markPrice),
    },
    {
      key: 'margin',
      header: t('wallet.orders.margin'),
      cell: (order) => format.money(order.margin, 'USDT'),
    },
    {
      key: 'profit',
      header: t('wallet.orders.profit'),
      cell: (order) => <SignedAmount value={order.profit} asset="USDT" />,
    },
    {
      key: 'state',
      header: t('wallet.orders.state'),
      text: true,
      cell: (order) => (
        <StatusBadge tone={MARGIN_TONE[order.status]}>
          {t(`wallet.orders.marginStatusName.${order.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'time',
      header: t('wallet.orders.time'),
      text: true,
      cell: (order) => format.date(order.closedAt ?? order.openedAt ?? order.createdAt, 'short'),
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={orders}
      rowKey={(order) => String(order.id)}
      rowTestId={(order) => `margin-order-${order.id}`}
      label={t('wallet.orders.tabs.margin')}
      busy={busy}
      testId="margin-orders"
    />
  );
}

export function OptionOrderTable({
  options,
  busy,
}: {
  options: readonly OptionOrderView[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<OptionOrderView>[] = [
    ...orderColumns<OptionOrderView>(
      t,
      (option) =>
        `/cruuency?${new URLSearchParams({ code: option.code, id: String(option.instrumentId) })}`,
    ),
    {
      key: 'direction',
      header: t('wallet.orders.direction'),
      text: true,
      cell: (option) => (
        <Side up={option.direction === 'up'}>
          {t(option.direction === 'up' ? 'wallet.orders.up' : 'wallet.orders.down')}
        </Side>
      ),
    },
    {
      key: 'timeframe',
      header: t('wallet.orders.timeframe'),
      cell: (option) => t('wallet.orders.seconds', { seconds: option.timeframe }),
    },
    {
      key: 'stake',
      header: t('wallet.orders.stake'),
      cell: (option) => format.money(option.stake, 'USDT'),
    },
    {
      key: 'strike',
      header: t('wallet.orders.strikePrice'),
      cell: (option) => format.number(option.strikePrice, { minDecimals: 2 }),
    },
    {
      key: 'settle',
      header: t('wallet.orders.settlePrice'),
      cell: (option) =>
        option.settlePrice === null ? NONE : format.number(option.settlePrice, { minDecimals: 2 }),
    },
    {
      key: 'profit',
      header: t('wallet.orders.profit'),
      cell: (option) =>
        option.profit === null ? NONE : <SignedAmount value={option.profit} asset="USDT" />,
    },
    {
      key: 'state',
      header: t('wallet.orders.state'),
      text: true,
      cell: (option) => (
        <StatusBadge tone={OPTION_TONE[option.status]}>
          {t(`wallet.orders.optionStatusName.${option.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'time',
      header: t('wallet.orders.time'),
      text: true,
      cell: (option) => format.date(option.settledAt ?? option.createdAt, 'short'),
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={options}
      rowKey={(option) => String(option.id)}
      rowTestId={(option) => `option-order-${option.id}`}
      label={t('wallet.orders.tabs.options')}
      busy={busy}
      testId="option-orders"
    />
  );
}

export function SpotOrderTable({
  orders,
  busy,
}: {
  orders: readonly SpotOrderView[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<SpotOrderView>[] = [
    ...orderColumns<SpotOrderView>(
      t,
      (order) => `/cruuency?${new URLSearchParams({ code: order.code, type: 'spot' })}`,
    ),
    {
      key: 'side',
      header: t('wallet.orders.side'),
      text: true,
      cell: (order) => (
        <Side up={order.side === 'buy'}>
          {t(order.side === 'buy' ? 'wallet.orders.buy' : 'wallet.orders.sell')}
        </Side>
      ),
    },
    {
      key: 'type',
      header: t('wallet.orders.type'),
      text: true,
      cell: (order) =>
        t(order.type === 'limit' ? 'wallet.orders.limit' : 'wallet.orders.marketType'),
    },
    {
      key: 'price',
      header: t('wallet.orders.price'),
      cell: (order) =>
        order.price === null
          ? t('wallet.orders.marketPrice')
          : format.number(order.price, { minDecimals: 2 }),
    },
    {
      key: 'quantity',
      header: t('wallet.orders.quantity'),
      cell: (order) =>
        order.quantity !== null
          ? format.isolate(`${format.quantity(order.quantity)} ${order.base}`)
          : order.total !== null
            ? t('wallet.orders.byTotal', { total: format.money(order.total, order.quote) })
            : NONE,
    },
    {
      key: 'filled',
      header: t('wallet.orders.filled'),
      cell: (order) => format.quantity(order.filledQuantity),
    },
    {
      key: 'average',
      header: t('wallet.orders.averagePrice'),
      cell: (order) =>
        order.averagePrice === null ? NONE : format.number(order.averagePrice, { minDecimals: 2 }),
    },
    {
      key: 'fee',
      header: t('wallet.orders.fee'),
      // Exactly as charged (as on the spot screen): a fee cut to the cent would not add up.
      cell: (order) => format.exactMoney(order.fee, order.quote),
    },
    {
      key: 'state',
      header: t('wallet.orders.state'),
      text: true,
      cell: (order) => (
        <StatusBadge tone={SPOT_TONE[order.status]}>
          {t(`wallet.orders.spotStatusName.${order.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'time',
      header: t('wallet.orders.time'),
      text: true,
      cell: (order) => format.date(order.doneAt ?? order.createdAt, 'short'),
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={orders}
      rowKey={(order) => String(order.id)}
      rowTestId={(order) => `spot-order-${order.id}`}
      label={t('wallet.orders.tabs.spot')}
      busy={busy}
      testId="spot-orders"
    />
  );
}
