import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBalances } from '../api/queries';
import type { BookBalance, BookBalances as BookBalancesData } from '../api/wallet-api';
import classes from './Wallet.module.css';
import { ErrorState } from '@/components/ui/ErrorState';
import { EmptyState } from '@/components/ui/EmptyState';
import { Figures } from '@/components/ui/Figures';
import { BankIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { errorMessage } from '@/lib/api-client';
import { useAccountMode, type AccountMode } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

function AssetCard({ book, balance }: { book: AccountMode; balance: BookBalance }) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = `balance-${book}-${balance.asset}`;
  return (
    <li className={classes.asset} data-testid={id}>
      <h3 id={`${id}-name`} className={classes.assetName}>
        {balance.asset}
      </h3>
      <Figures
        layout="compact"
        testId={id}
        figures={[
          {
            key: 'available',
            label: t('wallet.balance.available'),
            value: format.amount(balance.available, balance.asset),
          },
          {
            key: 'frozen',
            label: t('wallet.balance.frozen'),
            value: format.amount(balance.frozen, balance.asset),
          },
          {
            key: 'total',
            label: t('wallet.balance.total'),
            value: format.amount(balance.total, balance.asset),
          },
          {
            key: 'value',
            label: t('wallet.balance.value'),
            value:
              balance.usdtValue === null
                ? t('wallet.balance.noValue')
                : format.amount(balance.usdtValue, 'USDT'),
            text: balance.usdtValue === null,
          },
        ]}
      />
    </li>
  );
}

/** One book: its name (and "current account"), the total in USDT, and each asset's amounts. */
function BookSection({
  book,
  data,
  current,
}: {
  book: AccountMode;
  data: BookBalancesData | undefined;
  current: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = `balances-${book}-title`;
  return (
    <section className={classes.card} aria-labelledby={titleId} data-testid={`balances-${book}`}>
      <div className={classes.cardHead}>
        <h2 id={titleId} className={classes.cardTitle}>
          {t(book === 'demo' ? 'wallet.book.demo' : 'wallet.book.real')}
        </h2>
        {current && <span className={classes.current}>{t('wallet.book.current')}</span>}
      </div>
      {!data ? (
        <p className={classes.muted}>{t('wallet.balance.noBook')}</p>
      ) : (
        <>
          <p className={classes.total}>
            <span className={classes.muted}>{t('wallet.balance.totalValue')}</span>
            <span className={classes.totalValue} dir="ltr" data-testid={`balances-${book}-total`}>
              {format.money(data.totalUsdt, 'USDT')}
            </span>
          </p>
          {data.balances.length === 0 ? (
            <EmptyState
              headingOrder={3}
              icon={<BankIcon size={24} />}
              title={t('wallet.balance.empty')}
              description={t(
                book === 'demo' ? 'wallet.balance.emptyDemo' : 'wallet.balance.emptyReal',
              )}
              minHeight={120}
              data-testid={`balances-${book}-empty`}
            >
              {book === 'real' && (
                <Button component={Link} to="/profile/deposit" size="sm">
                  {t('wallet.balance.deposit')}
                </Button>
              )}
            </EmptyState>
          ) : (
            <ul className={classes.assets}>
              {data.balances.map((balance) => (
                <AssetCard key={balance.asset} book={book} balance={balance} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The balances of both books (listBalances): the current account first, then the other; per
 * asset available, frozen, total and value in USDT, and each book's total value.
 */
export function BookBalances() {
  const { t } = useTranslation();
  const mode = useAccountMode();
  const balances = useBalances();
  if (balances.isError && !balances.data)
    return (
      <ErrorState
        title={t('wallet.balance.error')}
        description={errorMessage(balances.error)}
        onRetry={() => void balances.refetch()}
      />
    );
  if (!balances.data) return <Loading label={t('wallet.balance.loading')} />;
  const books: AccountMode[] = mode === 'demo' ? ['demo', 'real'] : ['real', 'demo'];
  return (
    <>
      {books.map((book) => (
        <BookSection
          key={book}
          book={book}
          current={book === mode}
          data={balances.data.find((item) => item.book === book)}
        />
      ))}
      <p className={classes.muted}>{t('wallet.balance.frozenHint')}</p>
    </>
  );
}
