import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoanDecision, type AdminLoanItem } from '../api/loans-api';
import { displayError } from '../lib/errors';
import classes from './admin.module.css';
import { useLoanFormat } from './LoanFormat';
import { RejectDialog } from './ReviewActions';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { showToast } from '@/lib/toast';

type Decision = 'approve' | 'reject';

export interface LoanActionsProps {
  item: AdminLoanItem;
  /** Someone else decided first (409): the loan is loaded again; the page says so. */
  onConflict: () => void;
}

/**
 * Approve (pays the principal out) and reject of a pending loan, each after a confirmation that
 * states what happens; a rejection needs a reason of 3 to 500 characters, which the borrower
 * sees. As the queues' ReviewActions.
 */
export function LoanActions({ item, onConflict }: LoanActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Decision | null>(null);
  const id = item.loan.id;
  return (
    <div className={classes.actions}>
      <Button color="teal.9" onClick={() => setOpen('approve')} data-testid={`approve-${id}`}>
        {t('admin.loans.review.approve')}
      </Button>
      <Button
        color="red.8"
        variant="outline"
        onClick={() => setOpen('reject')}
        data-testid={`reject-${id}`}
      >
        {t('admin.loans.review.reject')}
      </Button>
      {open && (
        <LoanDialog
          decision={open}
          item={item}
          onClose={() => setOpen(null)}
          onConflict={() => {
            setOpen(null);
            onConflict();
          }}
        />
      )}
    </div>
  );
}

function LoanDialog({
  decision,
  item,
  onClose,
  onConflict,
}: LoanActionsProps & { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useLoanFormat();
  const { loan, borrower } = item;
  const mutation = useLoanDecision(loan.id, {
    onDone: (input) => {
      showToast(
        t(`admin.loans.review.${input.decision === 'approve' ? 'approved' : 'rejected'}`),
        'success',
      );
      onClose();
    },
    onConflict,
  });

  if (decision === 'approve')
    return (
      <ConfirmDialog
        title={t('admin.loans.review.approveTitle', { id: loan.id })}
        busy={mutation.isPending}
        onClose={onClose}
        onConfirm={() => mutation.mutate({ decision: 'approve' })}
        error={displayError(mutation.error)}
        confirmLabel={t('admin.loans.review.approve')}
        confirmColor="teal.9"
        testId="approve-dialog"
        errorTestId="review-error"
        confirmTestId="approve-confirm"
      >
        <Text size="sm" data-testid="approve-text">
          {t('admin.loans.review.approveText', {
            amount: format.usdt(loan.amount),
            username: borrower.username,
            days: loan.days,
            repayable: format.usdt(loan.repaymentAmount),
          })}
        </Text>
      </ConfirmDialog>
    );

  return (
    <RejectDialog
      title={t('admin.loans.review.rejectTitle', { id: loan.id })}
      text={t('admin.loans.review.rejectText', { username: borrower.username })}
      confirmLabel={t('admin.loans.review.reject')}
      busy={mutation.isPending}
      error={displayError(mutation.error)}
      onClose={onClose}
      onReject={(reason) => mutation.mutate({ decision: 'reject', reason })}
    />
  );
}
