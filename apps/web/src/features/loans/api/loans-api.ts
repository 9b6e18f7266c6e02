import { endpoints, type EndpointResult } from '@meridian/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** The loan calls (issue 15) through the contract's endpoint table (endpoints/loans.ts). */
export type LoanQuote = EndpointResult<typeof endpoints.loanQuote>;
export type LoanApplyProblem = NonNullable<LoanQuote['borrower']['problem']>;

export const LOAN_TERMS = [7, 15, 30, 60, 90, 180] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];

export const loanKeys = {
  all: ['loans'] as const,
  quote: (mode: string, amount: string, days: number) =>
    ['loans', mode, 'quote', amount, days] as const,
};

export const loansApi = {
  /** No money moves: the cost of a loan and what the caller may borrow. */
  quote: (amount: string, days: LoanTerm, signal?: AbortSignal): Promise<LoanQuote> =>
    callEndpoint(endpoints.loanQuote, { query: { amount, days } }, { signal }),
};
