import type { LoanQuote as LoanQuoteView } from '@meridian/contract';
import { formatAmount, type LoanQuote } from '@meridian/domain';

/** A quote's figures as they travel (exact decimal strings): the quote, the agreement, a loan. */
export type QuoteFigures = Omit<LoanQuoteView, 'asset' | 'repaymentTime' | 'borrower'>;

export function quoteFigures(quote: LoanQuote): QuoteFigures {
  const f = quote.figures;
  return {
    amount: formatAmount(f.principal),
    days: f.termDays,
    dailyRate: formatAmount(f.dailyRate),
    nominalAnnualRate: formatAmount(quote.nominalAnnualRate),
    annualPercentageRate: formatAmount(quote.annualPercentageRate),
    interestFreeDays: f.interestFreeDays,
    chargedDays: quote.chargedDays,
    dailyInterest: formatAmount(f.dailyInterest),
    totalInterest: formatAmount(quote.totalInterest),
    repayable: formatAmount(quote.repayable),
    overdueDailyRate: formatAmount(f.overdueDailyRate),
    overdueDailyInterest: formatAmount(f.overdueDailyInterest),
    schedule: quote.schedule.map((part) => ({
      fromDay: part.fromDay,
      toDay: part.toDay,
      dailyInterest: formatAmount(part.dailyInterest),
      interest: formatAmount(part.interest),
    })),
    earlyRepayment: {
      day: quote.earlyRepayment.day,
      interest: formatAmount(quote.earlyRepayment.interest),
      repayable: formatAmount(quote.earlyRepayment.repayable),
    },
  };
}
