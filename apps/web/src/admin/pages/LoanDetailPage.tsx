import { Alert, Anchor, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LOANS_PATH, useAdminLoan, type AdminLoanItem } from '../api/loans-api';
import classes from '../components/admin.module.css';
import { AdminStatus } from '../components/AdminStatus';
import { Details } from '../components/Details';
import { LoanActions } from '../components/LoanActions';
import { LoanAgreementButton } from '../components/LoanAgreementButton';
import { useLoanFormat } from '../components/LoanFormat';
import { LoanStatusBadge } from '../components/LoanStatusBadge';
import { QueryState } from '../components/QueryState';
import { canUse, sectionPath } from '../lib/roles';
import { useStaff } from '../lib/staff-context';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';

/**
 * One loan (compliance, admin): the borrower (KYC name and status, credit points, balance, loan
 * history), every term of the loan, the signed agreement PDF and, while it is pending, approve or
 * reject. A 409 (someone decided first) loads the loan again and says so.
 */
export function LoanDetailPage() {
  const { t } = useTranslation();
  const { id: raw } = useParams();
  const id = /^\d{1,15}$/.test(raw ?? '') ? Number(raw) : null;
  return (
    <PageFrame
      title={
        id === null ? t('admin.loans.detail.titlePlain') : t('admin.loans.detail.title', { id })
      }
      description={t('admin.loans.detail.description')}
      width="wide"
    >
      <div className={classes.stack}>
        <Anchor component={Link} to={LOANS_PATH} size="sm">
          {t('admin.loans.detail.back')}
        </Anchor>
        {id === null || id < 1 ? (
          <EmptyState title={t('admin.loans.detail.missing')} />
        ) : (
          <LoanView id={id} />
        )}
      </div>
    </PageFrame>
  );
}

function LoanView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useAdminLoan(id);
  const [conflict, setConflict] = useState(false);
  return (
    <>
      {conflict && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setConflict(false)}
          data-testid="loan-conflict"
        >
          {t('admin.loans.review.conflict')}
        </Alert>
      )}
      <QueryState query={query} errorTitle={t('admin.loans.detail.failed')}>
        {(item) => <LoanItem item={item} onConflict={() => setConflict(true)} />}
      </QueryState>
    </>
  );
}

function LoanItem({ item, onConflict }: { item: AdminLoanItem; onConflict: () => void }) {
  const { t } = useTranslation();
  const { loan } = item;
  return (
    <article className={classes.stack} data-testid={`loan-detail-${loan.id}`}>
      <section className={`${classes.card} ${classes.section}`} aria-labelledby="loan-terms-title">
        <div className={classes.itemHeader}>
          <Title order={2} className={classes.sectionTitle} id="loan-terms-title">
            {t('admin.loans.detail.termsTitle')}
          </Title>
          <LoanStatusBadge status={loan.status} />
        </div>
        <LoanTerms item={item} />
        <LoanAgreementButton id={loan.id} />
        {loan.status === 'pending' && <LoanActions item={item} onConflict={onConflict} />}
      </section>
      <section
        className={`${classes.card} ${classes.section}`}
        aria-labelledby="loan-borrower-title"
      >
        <Title order={2} className={classes.sectionTitle} id="loan-borrower-title">
          {t('admin.loans.detail.borrowerTitle')}
        </Title>
        <LoanBorrower item={item} />
      </section>
    </article>
  );
}

function LoanBorrower({ item }: { item: AdminLoanItem }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const format = useLoanFormat();
  const { borrower: b } = item;
  const userLink = `${sectionPath('users')}/${b.id}`;
  return (
    <Details
      testId="loan-borrower"
      rows={[
        [t('admin.loans.detail.name'), b.name],
        [
          t('admin.user.username'),
          canUse(staff.role, 'users') ? (
            <Anchor component={Link} to={userLink}>
              {b.username}
            </Anchor>
          ) : (
            b.username
          ),
        ],
        [t('admin.user.email'), b.email],
        [
          t('admin.user.kycStatus'),
          <Group key="kyc" gap="sm">
            <AdminStatus status={b.kycStatus} />
            {canUse(staff.role, 'users') && (
              <Anchor component={Link} to={userLink} size="sm">
                {t('admin.loans.detail.userPage')}
              </Anchor>
            )}
          </Group>,
        ],
        [t('admin.user.creditPoints'), format.count(b.creditPoints), { mono: true }],
        [t('admin.loans.detail.available'), format.usdt(b.available), { mono: true }],
        [
          t('admin.loans.detail.history'),
          t('admin.loans.detail.historyValue', {
            onTime: format.count(b.history.repaidOnTime),
            late: format.count(b.history.repaidLate),
            open: format.count(b.history.open),
            rejected: format.count(b.history.rejected),
          }),
        ],
      ]}
    />
  );
}

/** The loan's figures shown, in this order (labels in admin.loans.detail.fields). */
type TermField =
  | 'id'
  | 'amount'
  | 'days'
  | 'dailyRate'
  | 'nominalAnnualRate'
  | 'annualPercentageRate'
  | 'interestFreeDays'
  | 'dailyInterest'
  | 'totalInterest'
  | 'repaymentAmount'
  | 'overlayRate'
  | 'overdueDailyInterest'
  | 'applyTime'
  | 'disburseTime'
  | 'repaymentTime'
  | 'daysElapsed'
  | 'currentInterest'
  | 'overdueDays'
  | 'amountDue'
  | 'repaidTime'
  | 'repaidAmount'
  | 'rejectReason'
  | 'decidedBy'
  | 'decideTime'
  | 'agreementSha256';

function LoanTerms({ item }: { item: AdminLoanItem }) {
  const { t } = useTranslation();
  const format = useLoanFormat();
  const { loan } = item;
  const paidOut = loan.disburseTime !== null;
  const label = (key: TermField) => t(`admin.loans.detail.fields.${key}`);
  return (
    <Details
      testId="loan-terms"
      rows={[
        [label('id'), `#${loan.id}`, { mono: true }],
        [label('amount'), format.usdt(loan.amount), { mono: true }],
        [label('days'), t('admin.loans.days', { count: loan.days })],
        [label('dailyRate'), format.rate(loan.dailyRate), { mono: true }],
        [label('nominalAnnualRate'), format.rate(loan.nominalAnnualRate), { mono: true }],
        [label('annualPercentageRate'), format.rate(loan.annualPercentageRate), { mono: true }],
        [label('interestFreeDays'), format.count(loan.interestFreeDays), { mono: true }],
        [label('dailyInterest'), format.usdt(loan.dailyInterest), { mono: true }],
        [label('totalInterest'), format.usdt(loan.totalInterest), { mono: true }],
        [label('repaymentAmount'), format.usdt(loan.repaymentAmount), { mono: true }],
        [label('overlayRate'), format.rate(loan.overlayRate), { mono: true }],
        [label('overdueDailyInterest'), format.usdt(loan.overdueDailyInterest), { mono: true }],
        [label('applyTime'), format.dateTime(loan.applyTime)],
        paidOut && [label('disburseTime'), format.dateTime(loan.disburseTime)],
        paidOut && [label('repaymentTime'), format.dateTime(loan.repaymentTime)],
        paidOut && [label('daysElapsed'), format.count(loan.daysElapsed), { mono: true }],
        paidOut && [label('currentInterest'), format.usdt(loan.currentInterest), { mono: true }],
        loan.overdueDays > 0 && [
          label('overdueDays'),
          format.count(loan.overdueDays),
          { mono: true },
        ],
        loan.amountDue !== null && [
          label('amountDue'),
          format.usdt(loan.amountDue),
          { mono: true },
        ],
        loan.repaidTime !== null && [label('repaidTime'), format.dateTime(loan.repaidTime)],
        loan.repaidAmount !== null && [
          label('repaidAmount'),
          format.usdt(loan.repaidAmount),
          { mono: true },
        ],
        !!loan.rejectReason && [label('rejectReason'), loan.rejectReason],
        !!item.decidedBy && [label('decidedBy'), item.decidedBy],
        item.decideTime !== null && [label('decideTime'), format.dateTime(item.decideTime)],
        [label('agreementSha256'), loan.agreementSha256, { mono: true }],
      ]}
    />
  );
}
