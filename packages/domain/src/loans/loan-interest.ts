import { mulDiv, parseAmount, roundToDecimals, type Amount } from '../money/amount.js';
import {
  dailyInterest,
  overdueDailyRate,
  type LoanSettings,
  type LoanTermDays,
} from './loan-terms.js';

/**
 * A loan's figures, fixed when it is quoted and copied onto the loan: later changes to the
 * settings never change a loan already applied for.
 */
export interface LoanFigures {
  principal: Amount;
  termDays: LoanTermDays;
  dailyRate: Amount;
  overdueDailyRate: Amount;
  interestFreeDays: number;
  /** Billed on every day of the term after the free days. */
  dailyInterest: Amount;
  /** Billed on every day after the due date (the overlay rate), instead of the daily interest. */
  overdueDailyInterest: Amount;
}

export function loanFigures(
  principal: Amount,
  termDays: LoanTermDays,
  settings: LoanSettings,
): LoanFigures {
  const dailyRate = settings.dailyRates[termDays];
  const overdueRate = overdueDailyRate(dailyRate, settings);
  return {
    principal,
    termDays,
    dailyRate,
    overdueDailyRate: overdueRate,
    interestFreeDays: settings.interestFreeDays,
    dailyInterest: dailyInterest(principal, dailyRate),
    overdueDailyInterest: dailyInterest(principal, overdueRate),
  };
}

/**
 * Days are whole days since the money was disbursed: day k is billed when k × 24 h have passed.
 * The interest billed for day k (k ≥ 1): nothing in the free days, the daily interest up to the
 * due date, the overlay interest after it (free days are days of the term: an overdue day is
 * always billed).
 */
export function interestForDay(loan: LoanFigures, day: number): Amount {
  if (!Number.isInteger(day) || day < 1) throw new RangeError(`not a loan day: ${day}`);
  if (day > loan.termDays) return loan.overdueDailyInterest;
  return day <= loan.interestFreeDays ? 0n : loan.dailyInterest;
}

/** Days of the term billed by the end of `days` whole days (the free days never are). */
export function chargedDays(loan: LoanFigures, days: number): number {
  return Math.max(0, Math.min(days, loan.termDays) - loan.interestFreeDays);
}

export const overdueDays = (loan: LoanFigures, days: number): number =>
  Math.max(0, days - loan.termDays);

/** The interest billed by the end of `days` whole days: the sum of interestForDay(1..days). */
export function interestToDay(loan: LoanFigures, days: number): Amount {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`not a day count: ${days}`);
  return (
    loan.dailyInterest * BigInt(chargedDays(loan, days)) +
    loan.overdueDailyInterest * BigInt(overdueDays(loan, days))
  );
}

/** What repays the loan after `days` whole days: principal and the interest billed so far. */
export const amountDue = (loan: LoanFigures, days: number): Amount =>
  loan.principal + interestToDay(loan, days);

export const totalInterest = (loan: LoanFigures): Amount => interestToDay(loan, loan.termDays);

const ONE = parseAmount('1');
const YEAR_DAYS = 365n;

/** A rate to six decimals (0.0001%), rounded half away from zero, for disclosure. */
const disclosed = (rate: Amount) => roundToDecimals(rate, 6, 'half-away');

/** The part of a schedule at one rate: days from…to, the interest each of those days, in all. */
export interface LoanSchedulePart {
  fromDay: number;
  toDay: number;
  dailyInterest: Amount;
  interest: Amount;
}

/**
 * Everything a person needs to decide, as a US Truth-in-Lending box shows it: the rates (the
 * daily one, its simple annual equivalent, and the annual percentage rate of the whole cost with
 * the free days), the finance charge, the total repayable, the overdue terms and an early
 * repayment example. No money moves.
 */
export interface LoanQuote {
  figures: LoanFigures;
  /** The daily rate × 365. */
  nominalAnnualRate: Amount;
  /** Total interest ÷ principal × 365 ÷ term: the yearly cost of this loan, free days counted. */
  annualPercentageRate: Amount;
  chargedDays: number;
  totalInterest: Amount;
  repayable: Amount;
  schedule: LoanSchedulePart[];
  earlyRepayment: { day: number; interest: Amount; repayable: Amount };
}

export function quoteLoan(
  principal: Amount,
  termDays: LoanTermDays,
  settings: LoanSettings,
): LoanQuote {
  return quoteLoanFigures(loanFigures(principal, termDays, settings));
}

/** The quote of figures already fixed (a loan applied for: its detail shows what it was quoted). */
export function quoteLoanFigures(figures: LoanFigures): LoanQuote {
  const { principal, termDays } = figures;
  const interest = totalInterest(figures);
  const free = Math.min(figures.interestFreeDays, termDays);
  const schedule: LoanSchedulePart[] = [];
  if (free > 0) schedule.push({ fromDay: 1, toDay: free, dailyInterest: 0n, interest: 0n });
  if (termDays > free)
    schedule.push({
      fromDay: free + 1,
      toDay: termDays,
      dailyInterest: figures.dailyInterest,
      interest,
    });
  const earlyDay = Math.floor(termDays / 2);
  return {
    figures,
    nominalAnnualRate: figures.dailyRate * YEAR_DAYS,
    annualPercentageRate: disclosed(
      mulDiv(interest, YEAR_DAYS * ONE, principal * BigInt(termDays), 'half-away'),
    ),
    chargedDays: chargedDays(figures, termDays),
    totalInterest: interest,
    repayable: principal + interest,
    schedule,
    earlyRepayment: {
      day: earlyDay,
      interest: interestToDay(figures, earlyDay),
      repayable: amountDue(figures, earlyDay),
    },
  };
}

const DAY_MS = 86_400_000;

/** Whole days since the payout at `nowMs` (day k is over when k × 24 h have passed). */
export function loanDaysElapsed(disbursedMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - disbursedMs) / DAY_MS));
}
