import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshLoans } from '../api/queries';
import { LoanCode, loanKeys, loansApi, refusedWith, type LoanRecord } from '../api/loans-api';
import { earlySaving } from '../lib/repay';
import classes from './Loans.module.css';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Figures } from '@/components/ui/Figures';
import { useFormat } from '@/lib/format';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';

/**
 * Repaying a loan in full now: the exact amount due is shown, and sent, before anything moves
 * (early: what it saves against repaying at term; overdue: the overdue days in it). If a day
 * ended in between (488) the loan is read again and the new amount shown to confirm again.
 */
export function RepayDialog({
  loan,
  amountDue,
  onClose,
}: {
  loan: LoanRecord;
  amountDue: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const money = (value: string) => format.exactMoney(value, 'USDT');
  const [changed, setChanged] = useState(false);
  const saving = earlySaving(loan);

  const repay = useMoneyAction(
    (amount: string, key: string) => loansApi.repay({ id: loan.id, amount }, key),
    {
      onSuccess: (_envelope, amount) => {
        showToast(t('loanQuote.repay.done', { amount: format.isolate(money(amount)) }), 'success');
        refreshLoans(queryClient, mode);
        onClose();
      },
      onError: (error) => {
        if (!refusedWith(error, LoanCode.AMOUNT_DUE_CHANGED)) return;
        setChanged(true);
        repay.reset();
        void queryClient.invalidateQueries({ queryKey: loanKeys.detail(mode, loan.id) });
        void queryClient.invalidateQueries({ queryKey: loanKeys.records(mode) });
      },
    },
  );

  return (
    <ConfirmDialog
      title={t('loanQuote.repay.title', { id: loan.id })}
      busy={repay.isPending}
      onClose={onClose}
      onConfirm={() => repay.mutate(amountDue)}
      error={refusedWith(repay.error, LoanCode.AMOUNT_DUE_CHANGED) ? null : repay.error}
      confirmLabel={t('loanQuote.repay.confirm', { amount: format.isolate(money(amountDue)) })}
      testId="loan-repay-dialog"
      errorTestId="loan-repay-error"
      confirmTestId="loan-repay-submit"
      warning={
        changed ? (
          <p className={classes.notice} role="status" data-testid="loan-repay-changed">
            {t('loanQuote.repay.changed', { amount: format.isolate(money(amountDue)) })}
          </p>
        ) : undefined
      }
    >
      <Figures
        testId="loan-repay"
        figures={[
          { key: 'amount', label: t('loanQuote.repay.amountDue'), value: money(amountDue) },
          { key: 'principal', label: t('loanQuote.detail.amount'), value: money(loan.amount) },
          {
            key: 'interest',
            label: t('loanQuote.detail.currentInterest'),
            value: money(loan.currentInterest),
          },
        ]}
      />
      {saving !== null && (
        <p className={classes.muted} data-testid="loan-repay-early">
          {t('loanQuote.repay.early', {
            saved: format.isolate(money(saving)),
            amount: format.isolate(money(loan.repaymentAmount)),
          })}
        </p>
      )}
      {loan.status === 'overdue' && (
        <p className={classes.muted} data-testid="loan-repay-overdue">
          {t('loanQuote.repay.overdue', { days: loan.overdueDays })}
        </p>
      )}
      <p className={classes.muted}>{t('loanQuote.repay.from')}</p>
    </ConfirmDialog>
  );
}
