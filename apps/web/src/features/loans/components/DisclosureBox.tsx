import { useTranslation } from 'react-i18next';
import type { LoanQuote } from '../api/loans-api';
import { fractionToPercent, percentPlaces } from '../lib/loan-amount';
import classes from './Loans.module.css';
import { Figures } from '@/components/ui/Figures';
import { useFormat } from '@/lib/format';
import { ScheduleTable } from './ScheduleTable';

/**
 * The whole cost before anything is signed, as a Truth-in-Lending box shows it: the annual
 * percentage rate, the total interest, what the user receives and repays, and when; then every
 * rate and term behind those figures, the schedule and the early-repayment example.
 */
export function DisclosureBox({ quote }: { quote: LoanQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.exactMoney(value, 'USDT');
  const rate = (fraction: string) => {
    const percent = fractionToPercent(fraction);
    return format.percent(percent, { decimals: percentPlaces(percent) });
  };
  const due = format.date(quote.repaymentTime, 'date');
  return (
    <div className={classes.stack}>
      <section className={classes.card} aria-labelledby="loan-box-title">
        <h2 className={classes.title} id="loan-box-title">
          {t('loanQuote.box.title')}
        </h2>
        <Figures
          layout="grid"
          testId="loan-box"
          figures={[
            { key: 'apr', label: t('loanQuote.box.apr'), value: rate(quote.annualPercentageRate) },
            {
              key: 'interest',
              label: t('loanQuote.box.financeCharge'),
              value: money(quote.totalInterest),
            },
            { key: 'amount', label: t('loanQuote.box.amountFinanced'), value: money(quote.amount) },
            {
              key: 'repayable',
              label: t('loanQuote.box.totalOfPayments'),
              value: money(quote.repayable),
            },
            { key: 'due', label: t('loanQuote.box.dueDate'), value: due },
          ]}
        />
        <p className={classes.muted}>
          {t('loanQuote.box.aprDetail')} {t('loanQuote.box.dueDateDetail')}
        </p>
      </section>
      <section className={classes.card} aria-labelledby="loan-terms-title">
        <h2 className={classes.title} id="loan-terms-title">
          {t('loanQuote.terms.title')}
        </h2>
        <Figures
          testId="loan-terms"
          figures={[
            {
              key: 'dailyRate',
              label: t('loanQuote.terms.dailyRate'),
              value: rate(quote.dailyRate),
            },
            {
              key: 'nominal',
              label: t('loanQuote.terms.nominalAnnualRate'),
              value: rate(quote.nominalAnnualRate),
            },
            {
              key: 'freeDays',
              label: t('loanQuote.terms.freeDays'),
              value: format.number(String(quote.interestFreeDays)),
            },
            {
              key: 'chargedDays',
              label: t('loanQuote.terms.chargedDays'),
              value: format.number(String(quote.chargedDays)),
            },
            {
              key: 'dailyInterest',
              label: t('loanQuote.terms.dailyInterest'),
              value: money(quote.dailyInterest),
            },
            {
              key: 'overdueRate',
              label: t('loanQuote.terms.overdueRate'),
              value: rate(quote.overdueDailyRate),
            },
            {
              key: 'overdueInterest',
              label: t('loanQuote.terms.overdueInterest'),
              value: money(quote.overdueDailyInterest),
            },
          ]}
        />
        <p className={classes.muted}>{t('loanQuote.terms.overdueDetail')}</p>
        <p className={classes.muted} data-testid="loan-early">
          {t('loanQuote.terms.early', {
            day: quote.earlyRepayment.day,
            repayable: format.isolate(money(quote.earlyRepayment.repayable)),
            interest: format.isolate(money(quote.earlyRepayment.interest)),
          })}
        </p>
      </section>
      <section className={classes.card} aria-labelledby="loan-schedule-title">
        <h2 className={classes.title} id="loan-schedule-title">
          {t('loanQuote.schedule.title')}
        </h2>
        <ScheduleTable schedule={quote.schedule} testId="loan-schedule" />
        <Figures
          testId="loan-schedule"
          figures={[
            {
              key: 'repay',
              label: t('loanQuote.schedule.repay', { date: format.isolate(due) }),
              value: money(quote.repayable),
            },
          ]}
        />
      </section>
    </div>
  );
}
