import { Anchor, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  LOAN_BOOK_PATH,
  LOAN_FILTERS,
  loanPath,
  useLoanQueue,
  type AdminLoanItem,
} from '../api/loans-api';
import { PAGE_SIZE } from '../api/admin-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { useLoanFormat } from '../components/LoanFormat';
import { LoanStatusBadge } from '../components/LoanStatusBadge';
import { QueryState } from '../components/QueryState';
import { useListParams } from '../components/QueueFrame';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { Pager } from '@/components/ui/Pager';

/**
 * The loan queue (compliance, admin): loans by status, pending review first; each opens its own
 * page with the borrower, the terms, the signed agreement and, while pending, the decision.
 */
export function LoanQueuePage() {
  const { t } = useTranslation();
  const { status, page, setStatus, setPage } = useListParams(LOAN_FILTERS, 'pending');
  const query = useLoanQueue(status, page);
  return (
    <PageFrame
      title={t('admin.loans.title')}
      description={t('admin.loans.description')}
      width="wide"
    >
      <div className={classes.stack}>
        <div className={classes.toolbar}>
          <SegmentedControl
            aria-label={t('admin.queue.statusLabel')}
            value={status}
            onChange={(value) => setStatus(value as typeof status)}
            data={LOAN_FILTERS.map((value) => ({
              value,
              label: t(`admin.loans.filters.${value}`),
            }))}
          />
          <Anchor component={Link} to={LOAN_BOOK_PATH} size="sm">
            {t('admin.loans.bookLink')}
          </Anchor>
        </div>
        <QueryState query={query} errorTitle={t('admin.loans.failed')}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState
                title={t('admin.loans.empty')}
                description={t('admin.loans.emptyDetail')}
                data-testid="loans-empty"
              />
            ) : (
              <>
                <LoanTable rows={data.list} busy={query.isFetching} />
                <Pager page={page} total={data.total} size={PAGE_SIZE} onChange={setPage} />
              </>
            )
          }
        </QueryState>
      </div>
    </PageFrame>
  );
}

function LoanTable({ rows, busy }: { rows: AdminLoanItem[]; busy: boolean }) {
  const { t } = useTranslation();
  const format = useLoanFormat();
  return (
    <DataTable
      label={t('admin.loans.tableLabel')}
      rows={rows}
      rowKey={(item) => item.loan.id}
      rowTestId={(item) => `loan-${item.loan.id}`}
      empty={t('admin.loans.empty')}
      busy={busy}
      testId="loans-table"
      columns={[
        {
          label: t('admin.loans.id'),
          cell: (item) => (
            <Anchor
              component={Link}
              to={loanPath(item.loan.id)}
              aria-label={t('admin.loans.openFor', { id: item.loan.id })}
            >
              #{item.loan.id}
            </Anchor>
          ),
        },
        {
          label: t('admin.loans.borrower'),
          cell: (item) =>
            item.borrower.name
              ? `${item.borrower.name} (${item.borrower.username})`
              : item.borrower.username,
        },
        {
          label: t('admin.loans.amount'),
          mono: true,
          cell: (item) => format.usdt(item.loan.amount),
        },
        {
          label: t('admin.loans.term'),
          cell: (item) => t('admin.loans.days', { count: item.loan.days }),
        },
        {
          label: t('admin.loans.dailyRate'),
          mono: true,
          cell: (item) => format.rate(item.loan.dailyRate),
        },
        {
          label: t('admin.loans.apr'),
          mono: true,
          cell: (item) => format.rate(item.loan.annualPercentageRate),
        },
        { label: t('admin.loans.applied'), cell: (item) => format.dateTime(item.loan.applyTime) },
        {
          label: t('admin.loans.status'),
          cell: (item) => <LoanStatusBadge status={item.loan.status} />,
        },
        {
          label: t('admin.loans.repaymentDate'),
          cell: (item) => format.date(item.loan.repaymentTime),
        },
        {
          label: t('admin.loans.amountDue'),
          mono: true,
          cell: (item) => format.usdt(item.loan.amountDue),
        },
      ]}
    />
  );
}
