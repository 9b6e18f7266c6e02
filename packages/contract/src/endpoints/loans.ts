import { endpoint } from '../endpoint.js';
import { loanQuoteQuery, loanQuoteSchema } from '../loans.js';

/** Loans (issue 15), under /swx/customer/user. */
export const loanEndpoints = {
  loanQuote: endpoint({
    method: 'GET',
    path: '/swx/customer/user/loanQuote',
    access: 'user',
    tags: ['loans'],
    description:
      'What a loan of this amount and term would cost, before anything is signed or moves: the daily rate, its annual equivalent and the annual percentage rate with the free days, the days billed, the total interest, the amount repayable and its date, the overdue (overlay) rate, the schedule and an early-repayment example; and what the caller may borrow (credit points, limit, KYC status, why they cannot apply if they cannot). A term that is not offered: 10023.',
    query: loanQuoteQuery,
    result: loanQuoteSchema,
  }),
};
