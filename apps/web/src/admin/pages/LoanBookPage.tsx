import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOANS_PATH, useLoanBook, type AdminLoanBook } from '../api/loans-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { Details } from '../components/Details';
import { useLoanFormat } from '../components/LoanFormat';
import { QueryState } from '../components/QueryState';
import { canUse, sectionPath } from '../lib/roles';
import { useStaff } from '../lib/staff-context';
import { PageFrame } from '@/components/ui/PageFrame';

type Bucket = 'pending' | 'repaying' | 'dueThisWeek' | 'overdue' | 'repaid';
const BUCKETS: readonly Bucket[] = ['pending', 'repaying', 'dueThisWeek', 'overdue', 'repaid'];

/** The Settings page's Loans group (its heading's id). */
export const LOAN_SETTINGS_PATH = `${sectionPath('settings')}#settings-loans`;

/**
 * The loan book (compliance, admin): principal outstanding and interest receivable from the
 * ledger's loan accounts, interest earned, and the loans by status, due in the next 7 days and
 * overdue; with the way to the loan settings.
 */
export function LoanBookPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const format = useLoanFormat();
  const query = useLoanBook();
  return (
    <PageFrame
      title={t('admin.loanBook.title')}
      description={t('admin.loanBook.description')}
      width="wide"
    >
      <QueryState query={query} errorTitle={t('admin.loanBook.failed')}>
        {(book) => (
          <div className={classes.stack}>
            <div className={classes.toolbar}>
              <Anchor component={Link} to={LOANS_PATH} size="sm">
                {t('admin.loanBook.queueLink')}
              </Anchor>
              {canUse(staff.role, 'settings') ? (
                <Anchor
                  component={Link}
                  to={LOAN_SETTINGS_PATH}
                  size="sm"
                  data-testid="loan-settings-link"
                >
                  {t('admin.loanBook.settingsLink')}
                </Anchor>
              ) : (
                <Text size="sm" c="gray.7" data-testid="loan-settings-note">
                  {t('admin.loanBook.settingsAdminOnly')}
                </Text>
              )}
            </div>
            <section
              className={`${classes.card} ${classes.section}`}
              aria-labelledby="loan-book-ledger"
            >
              <Title order={2} className={classes.sectionTitle} id="loan-book-ledger">
                {t('admin.loanBook.ledgerTitle')}
              </Title>
              <Details
                testId="loan-book-ledger"
                rows={[
                  [
                    t('admin.loanBook.outstandingPrincipal'),
                    format.usdt(book.outstandingPrincipal),
                    { mono: true },
                  ],
                  [
                    t('admin.loanBook.interestReceivable'),
                    format.usdt(book.interestReceivable),
                    { mono: true },
                  ],
                  [
                    t('admin.loanBook.interestEarned'),
                    format.usdt(book.interestEarned),
                    { mono: true },
                  ],
                ]}
              />
            </section>
            <BucketTable book={book} />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

function BucketTable({ book }: { book: AdminLoanBook }) {
  const { t } = useTranslation();
  const format = useLoanFormat();
  return (
    <DataTable
      label={t('admin.loanBook.byStatus')}
      rows={BUCKETS}
      rowKey={(bucket) => bucket}
      rowTestId={(bucket) => `loan-book-${bucket}`}
      empty={t('admin.loans.empty')}
      columns={[
        {
          label: t('admin.loanBook.loans'),
          cell: (bucket) => (
            <>
              {t(`admin.loanBook.buckets.${bucket}`)}
              {bucket === 'dueThisWeek' && (
                <Text component="span" size="xs" c="gray.7" display="block">
                  {t('admin.loanBook.dueThisWeekHint')}
                </Text>
              )}
            </>
          ),
        },
        {
          label: t('admin.loanBook.count'),
          mono: true,
          cell: (bucket) => format.count(book[bucket].count),
        },
        {
          label: t('admin.loanBook.amount'),
          mono: true,
          cell: (bucket) => format.usdt(book[bucket].amount),
        },
      ]}
    />
  );
}
