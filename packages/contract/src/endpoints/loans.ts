import { endpoint } from '../endpoint.js';
import {
  adminLoanBookSchema,
  adminLoanItemSchema,
  adminLoanListSchema,
  adminLoanQueueQuery,
  listLoanRecordQuery,
  loanApplyBody,
  loanDetailSchema,
  loanIdParams,
  loanListSchema,
  loanQuoteQuery,
  loanQuoteSchema,
  loanRecordSchema,
  repayLoanBody,
} from '../loans.js';
import { reviewRejectBody } from '../admin.js';

const moves = 'Moves money: accepts Idempotency-Key.';
const realOnly = 'Real book only: the demo book gets 460 "switch to a real account".';

/** Loans (issue 15, PRODUCT §7), under /swx/customer/user; the back office under /swx/admin/loans. */
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
  /** Success: 20001 "submitted for review". */
  loan: endpoint({
    method: 'POST',
    path: '/swx/customer/user/loan',
    access: 'real',
    idempotent: true,
    tags: ['loans'],
    description: `Applies for a loan: verified KYC (10022), a term offered (10023), no overdue loan (490), an amount between the minimum and what the credit points allow (491), the signature drawn on screen (469; an upload with purpose loan_signature), the daily rate the borrower was shown (487 if it changed). The server renders the agreement PDF in the caller's interface language, stores it with the loan and records its SHA-256 in the audit log; the loan waits for review (20001) and nothing is paid out until staff approve it. ${realOnly} ${moves}`,
    body: loanApplyBody,
    result: loanRecordSchema,
  }),
  listLoanRecord: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listLoanRecord',
    access: 'user',
    tags: ['loans'],
    description:
      "The caller's loans, newest first (always empty in demo): status, amount, term, rates, total and current interest, repayment date and amount, what repaying now costs.",
    query: listLoanRecordQuery,
    result: loanListSchema,
  }),
  getLoanById: endpoint({
    method: 'GET',
    path: '/swx/customer/user/getLoanById/:id',
    access: 'user',
    tags: ['loans'],
    description:
      "One of the caller's loans with its schedule, the interest billed so far and what repaying now costs (404 for anyone else's).",
    params: loanIdParams,
    result: loanDetailSchema,
  }),
  /** Success: 20005 "changed successfully". */
  repayLoan: endpoint({
    method: 'POST',
    path: '/swx/customer/user/repayLoan',
    access: 'real',
    idempotent: true,
    tags: ['loans'],
    description: `Repays a loan in full now — early (principal and the interest of the whole days elapsed; free days never billed), on time or overdue — from the available real USDT (10092). amount must be the amountDue the borrower was shown (488 with the current amount if a day ended in between); a loan not being repaid: 489. ${realOnly} ${moves}`,
    body: repayLoanBody,
    result: loanRecordSchema,
  }),

  // Back office: the loan queue and book (compliance and admin).
  adminLoanQueue: endpoint({
    method: 'GET',
    path: '/swx/admin/loans',
    access: 'staff',
    staffRoles: ['compliance'],
    tags: ['admin'],
    description:
      'Loans by status (pending by default) with the borrower: KYC, name, credit points, available balance, loan history.',
    query: adminLoanQueueQuery,
    result: adminLoanListSchema,
  }),
  adminLoan: endpoint({
    method: 'GET',
    path: '/swx/admin/loans/:id',
    access: 'staff',
    staffRoles: ['compliance'],
    tags: ['admin'],
    params: loanIdParams,
    result: adminLoanItemSchema,
  }),
  adminApproveLoan: endpoint({
    method: 'POST',
    path: '/swx/admin/loans/:id/approve',
    access: 'staff',
    staffRoles: ['compliance'],
    tags: ['admin'],
    description:
      'Approves a pending loan: the principal is paid into the borrower’s real USDT in one journal entry, the repayment date is set from now, the borrower is notified. Audited. 409 if it is no longer pending.',
    params: loanIdParams,
    result: loanRecordSchema,
  }),
  adminRejectLoan: endpoint({
    method: 'POST',
    path: '/swx/admin/loans/:id/reject',
    access: 'staff',
    staffRoles: ['compliance'],
    tags: ['admin'],
    description:
      'Rejects a pending loan with a reason shown to the borrower; nothing was paid out. Audited. 409 if it is no longer pending.',
    params: loanIdParams,
    body: reviewRejectBody,
    result: loanRecordSchema,
  }),
  adminLoanBook: endpoint({
    method: 'GET',
    path: '/swx/admin/loanBook',
    access: 'staff',
    staffRoles: ['compliance'],
    tags: ['admin'],
    description:
      'The loan book: principal outstanding and interest receivable (the ledger’s loan accounts), interest earned, and loans by status, due in the next 7 days and overdue.',
    result: adminLoanBookSchema,
  }),
};
