import type { Holding, SpotPairs } from '@meridian/contract';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHoldings, useSpotPairs } from '../api/queries';
import classes from './Orders.module.css';
import spot from './Spot.module.css';
import { BookBadge } from '@/components/ui/BookBadge';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { BankIcon } from '@/components/ui/icons';
import { ResponsiveTable, type Column } from '@/components/ui/ResponsiveTable';
import { errorMessage } from '@/lib/api-client';
import { useAccountMode } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

type Pair = SpotPairs[number];

/** The spot screen of a pair. */
function spotHref(pair: Pair): string {
  return `/cruuency?${new URLSearchParams({ code: pair.code, type: 'spot', id: String(pair.id) })}`;
}

function AssetCell({ holding, pair }: { holding: Holding; pair: Pair | undefined }) {
  const { t } = useTranslation();
  return pair ? (
    <Link to={spotHref(pair)} className={classes.assetLink}>
      {holding.asset}
      <VisuallyHidden> · {t('spot.balancebb.trade', { code: pair.code })}</VisuallyHidden>
    </Link>
  ) : (
    <>{holding.asset}</>
  );
}

/**
 * The coin account's holdings in the current book (listHoldings): the total value in USDT, then
 * per asset held, available, in orders and value; a coin with a spot market links to it.
 */
export function Holdings() {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const holdings = useHoldings();
  const pairs = useSpotPairs();
  const columns: Column<Holding>[] = [
    {
      key: 'asset',
      header: t('spot.balancebb.asset'),
      text: true,
      rowHeader: true,
      cell: (holding) => (
        <AssetCell
          holding={holding}
          pair={pairs.data?.find((item) => item.base === holding.asset)}
        />
      ),
    },
    { key: 'held', header: t('spot.balancebb.held'), cell: (h) => format.amount(h.held, h.asset) },
    {
      key: 'available',
      header: t('spot.balancebb.available'),
      cell: (h) => format.amount(h.available, h.asset),
    },
    {
      key: 'frozen',
      header: t('spot.balancebb.frozen'),
      cell: (h) => format.amount(h.frozen, h.asset),
    },
    {
      key: 'value',
      header: t('spot.balancebb.value'),
      testId: (h) => `holding-${h.asset}-value`,
      cell: (h) =>
        h.valueUsdt === null ? t('spot.balancebb.noValue') : format.amount(h.valueUsdt, 'USDT'),
    },
  ];

  let body;
  if (holdings.isError)
    body = (
      <ErrorState
        headingOrder={3}
        title={t('spot.balancebb.error')}
        description={errorMessage(holdings.error)}
        onRetry={() => void holdings.refetch()}
      />
    );
  else if (!holdings.data) body = <Skeleton height={160} radius="md" aria-hidden="true" />;
  else {
    const held = holdings.data.list;
    body = (
      <>
        <p className={classes.total}>
          <span>{t('spot.balancebb.totalValue')}</span>
          <span className={classes.totalValue} dir="ltr" data-testid="holdings-total">
            {format.money(holdings.data.totalUsdt, 'USDT')}
          </span>
        </p>
        {held.length === 0 ? (
          <EmptyState
            headingOrder={3}
            icon={<BankIcon size={24} />}
            title={t('spot.balancebb.empty')}
            description={t('spot.balancebb.emptyDetail')}
          />
        ) : (
          <ResponsiveTable
            columns={columns}
            rows={held}
            rowKey={(holding) => holding.asset}
            rowTestId={(holding) => `holding-${holding.asset}`}
            label={t('spot.balancebb.holdings')}
            testId="holdings"
          />
        )}
      </>
    );
  }

  return (
    <section
      className={classes.section}
      aria-labelledby="holdings-title"
      data-testid="holdings-card"
    >
      <div className={spot.cardHead}>
        <h2 id="holdings-title" className={spot.cardTitle}>
          {t('spot.balancebb.holdings')}
        </h2>
        <BookBadge book={mode} testId="holdings-book">
          {t('spot.balancebb.book', {
            book: t(mode === 'demo' ? 'spot.balancebb.demoBook' : 'spot.balancebb.realBook'),
          })}
        </BookBadge>
      </div>
      {body}
    </section>
  );
}
