import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE, useStatement } from '../api/queries';
import { walletApi, type StatementFilters as Filters } from '../api/wallet-api';
import { ListState } from '../components/ListState';
import { StatementFilters } from '../components/StatementFilters';
import { StatementTable } from '../components/StatementTable';
import classes from '../components/Wallet.module.css';
import { datesReversed, exportFileName, hasFilters, readFilters, readPage } from '../lib/filters';
import { BookBadge } from '@/components/ui/BookBadge';
import { GuestState } from '@/components/ui/GuestState';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { Pager } from '@/components/ui/Pager';
import { ReceiptIcon } from '@/components/ui/icons';

const FILTER_PARAMS: Record<keyof Filters, string> = {
  asset: 'asset',
  reason: 'type',
  from: 'from',
  to: 'to',
};

/** The statement of the current book: filters (kept in the address), the lines, pages, CSV. */
function Statement() {
  const { t } = useTranslation();
  const mode = useAccountMode();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);
  const reversed = datesReversed(filters);
  const query = useStatement(filters, page, !reversed);
  const [exporting, setExporting] = useState(false);

  function change(patch: Partial<Record<keyof Filters, string | undefined>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch) as [keyof Filters, string | undefined][]) {
      if (value) next.set(FILTER_PARAMS[key], value);
      else next.delete(FILTER_PARAMS[key]);
    }
    next.delete('page');
    setParams(next, { replace: true });
  }

  function goTo(nextPage: number) {
    const next = new URLSearchParams(params);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await walletApi.exportStatement(filters, exportFileName(mode, filters));
      showToast(t('wallet.records.exported'), 'success');
    } catch (error) {
      showToast(`${t('wallet.records.exportError')}: ${errorMessage(error)}`, 'error');
    } finally {
      setExporting(false);
    }
  }

  const filtered = hasFilters(filters);
  return (
    <section className={classes.card} aria-labelledby="statement-title">
      <div className={classes.cardHead}>
        <h2 id="statement-title" className={classes.cardTitle}>
          {t('wallet.records.filters')}
        </h2>
        <BookBadge book={mode} testId="statement-book">
          {t('wallet.book.badge', {
            book: t(mode === 'demo' ? 'wallet.book.demo' : 'wallet.book.real'),
          })}
        </BookBadge>
      </div>
      <StatementFilters
        filters={filters}
        onChange={change}
        onExport={() => void exportCsv()}
        exporting={exporting}
      />
      {!reversed && (
        <ListState
          items={query.data?.list}
          query={query}
          loadingLabel={t('wallet.records.loading')}
          errorTitle={t('wallet.records.error')}
          empty={{
            title: t(filtered ? 'wallet.records.emptyFiltered' : 'wallet.records.empty'),
            detail: t(
              filtered ? 'wallet.records.emptyFilteredDetail' : 'wallet.records.emptyDetail',
            ),
            icon: <ReceiptIcon size={24} />,
            testId: 'statement-empty',
          }}
        >
          {(lines) => (
            <>
              <StatementTable lines={lines} busy={query.isPlaceholderData} />
              <Pager
                page={page}
                size={PAGE_SIZE}
                total={query.data?.total ?? 0}
                busy={query.isPlaceholderData}
                onChange={goTo}
                testId="statement-pager"
              />
            </>
          )}
        </ListState>
      )}
    </section>
  );
}

/**
 * /profile/records (issue 6): the transaction record of the current book: every change of the
 * user's balances, filtered by currency, type and dates, page by page, and exported as CSV.
 */
export function RecordsPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <PageFrame
      width="wide"
      title={t('wallet.records.title')}
      description={t('wallet.records.description')}
    >
      {loggedIn ? (
        <Statement />
      ) : (
        <GuestState title={t('wallet.guest.title')} description={t('wallet.guest.detail')} />
      )}
    </PageFrame>
  );
}
