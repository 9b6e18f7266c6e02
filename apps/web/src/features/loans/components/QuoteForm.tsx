import { Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOAN_TERMS, type LoanTerm } from '../api/loans-api';
import classes from './Loans.module.css';
import { DecimalInput } from '@/components/ui/DecimalInput';

/** The amount and the term of the loan being priced. */
export function QuoteForm({
  amount,
  onAmount,
  days,
  onDays,
  amountHint,
  amountError,
}: {
  amount: string;
  onAmount: (value: string) => void;
  days: LoanTerm;
  onDays: (days: LoanTerm) => void;
  amountHint?: string;
  amountError?: string;
}) {
  const { t } = useTranslation();
  return (
    <form
      className={classes.card}
      aria-label={t('loanQuote.form.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <DecimalInput
        label={t('loanQuote.form.amount')}
        description={amountHint}
        value={amount}
        onChange={onAmount}
        error={amountError}
        data-testid="loan-amount"
      />
      <Radio.Group
        label={t('loanQuote.form.term')}
        value={String(days)}
        onChange={(value) => onDays(Number(value) as LoanTerm)}
      >
        <div className={classes.terms}>
          {LOAN_TERMS.map((term) => (
            <Radio
              key={term}
              value={String(term)}
              label={t('loanQuote.form.days', { count: term })}
              data-testid={`loan-term-${term}`}
            />
          ))}
        </div>
      </Radio.Group>
    </form>
  );
}
