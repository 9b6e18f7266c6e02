import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_PAGE_SIZE, useExchangeHistory } from '../api/queries';
import { useWalletFormat } from '../lib/format';
import { SwapVerticalIcon } from './icons';
import { ListState } from './ListState';
import { Pager } from './Pager';
import classes from './Wallet.module.css';

/** The user's exchanges in the current book (listExchange), newest first, page by page. */
export function ExchangeHistory() {
  const { t } = useTranslation();
  const format = useWalletFormat();
  const [page, setPage] = useState(1);
  const query = useExchangeHistory(page);
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
          icon: <SwapVerticalIcon size={24} />,
          testId: 'exchange-history-empty',
        }}
      >
        {(exchanges) => (
          <>
            <div
              className={classes.scroll}
              role="region"
              aria-label={t('wallet.exchange.history')}
              aria-busy={query.isPlaceholderData}
              tabIndex={0}
            >
              <table className={classes.table} data-size="small" data-testid="exchange-history">
                <thead>
                  <tr>
                    <th scope="col">{t('wallet.exchange.time')}</th>
                    <th scope="col">{t('wallet.exchange.paid')}</th>
                    <th scope="col">{t('wallet.exchange.received')}</th>
                    <th scope="col">{t('wallet.exchange.rate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {exchanges.map((item) => (
                    <tr key={item.id} data-testid={`exchange-${item.id}`}>
                      <td dir="ltr">{format.dateTime(item.createdAt)}</td>
                      <td dir="ltr">{`${format.money(item.fromAmount)} ${item.from}`}</td>
                      <td dir="ltr">{`${format.money(item.toAmount)} ${item.to}`}</td>
                      <td dir="ltr">
                        {t('wallet.exchange.rateValue', {
                          from: item.from,
                          to: item.to,
                          rate: format.money(item.rate),
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
