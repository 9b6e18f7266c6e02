import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_PAGE_SIZE, useExchangeHistory } from '../api/queries';
import type { Exchange } from '../api/wallet-api';
import { ListState } from './ListState';
import classes from './Wallet.module.css';
import { ResponsiveTable, type Column } from '@/components/ui/ResponsiveTable';
import { useFormat } from '@/lib/format';
import { Pager } from '@/components/ui/Pager';
import { SwapIcon } from '@/components/ui/icons';

/** The user's exchanges in the current book (listExchange), newest first, page by page. */
export function ExchangeHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useExchangeHistory(page);
  const columns: Column<Exchange>[] = [
    {
      key: 'time',
      header: t('wallet.exchange.time'),
      text: true,
      cell: (item) => format.date(item.createdAt, 'short'),
    },
    {
      key: 'paid',
      header: t('wallet.exchange.paid'),
      cell: (item) => format.money(item.fromAmount, item.from),
    },
    {
      key: 'received',
      header: t('wallet.exchange.received'),
      cell: (item) => format.money(item.toAmount, item.to),
    },
    {
      key: 'rate',
      header: t('wallet.exchange.rate'),
      cell: (item) =>
        t('wallet.exchange.rateValue', {
          from: item.from,
          to: item.to,
          rate: format.number(item.rate, { minDecimals: 2 }),
        }),
    },
  ];
  return (
    <section className={classes.card} aria-labelledby="exchange-history-title">
      <h2 id="exchange-history-title" className={classes.cardTitle}>
        {t('wallet.exchange.history')}
      </h2>
      <ListState
        items={query.data?.list}
        query={query}
        loadingLabel={t('common.loading')}
        errorTitle={t('wallet.exchange.historyError')}
        empty={{
          title: t('wallet.exchange.historyEmpty'),
          detail: t('wallet.exchange.historyEmptyDetail'),
          icon: <SwapIcon size={24} />,
          testId: 'exchange-history-empty',
        }}
      >
        {(exchanges) => (
          <>
            <ResponsiveTable
              columns={columns}
              rows={exchanges}
              rowKey={(item) => String(item.id)}
              rowTestId={(item) => `exchange-${item.id}`}
              label={t('wallet.exchange.history')}
              busy={query.isPlaceholderData}
              testId="exchange-history"
            />
            <Pager
              page={page}
              size={EXCHANGE_PAGE_SIZE}
              total={query.data?.total ?? 0}
              busy={query.isPlaceholderData}
              onChange={setPage}
              testId="exchange-history-pager"
            />
          </>
        )}
      </ListState>
    </section>
  );
}
