import {
  endpoints,
  loanAgreementPaths,
  type AdminLoanBook,
  type AdminLoanItem,
  type adminLoanListSchema,
  type LoanRecord,
} from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys, PAGE_SIZE, type Paged } from './admin-api';
import { adminCall } from './client';
import { staffSession } from './session';
import { isConflict } from '../lib/errors';
import { sectionPath } from '../lib/roles';
import { ApiError, NetworkError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * The back office's loan calls (issue 15; packages/contract/src/endpoints/loans.ts, schemas in
 * packages/contract/src/loans.ts) and their query hooks: the loan queue by status, one loan with
 * its borrower, approve and reject, the loan book, and the signed agreement PDF.
 */

export type { AdminLoanBook, AdminLoanItem, LoanRecord, LoanStatus } from '@meridian/contract';
export type AdminLoanList = z.infer<typeof adminLoanListSchema>;

/** The queue's filters: one status each, or every loan not yet closed ("open"). */
export const LOAN_FILTERS = [
  'pending',
  'repaying',
  'overdue',
  'repaid',
  'rejected',
  'open',
] as const;
export type LoanFilter = (typeof LOAN_FILTERS)[number];

export const LOANS_PATH = sectionPath('loans');
export const LOAN_BOOK_PATH = sectionPath('loanBook');
export const loanPath = (id: number) => `${LOANS_PATH}/${id}`;

export const loanKeys = {
  all: [...adminKeys.all, 'loans'] as const,
  queue: (status: LoanFilter, page: number) =>
    [...adminKeys.all, 'loans', 'queue', status, page] as const,
  waiting: [...adminKeys.all, 'loans', 'waiting'] as const,
  loan: (id: number) => [...adminKeys.all, 'loans', 'loan', id] as const,
  book: [...adminKeys.all, 'loans', 'book'] as const,
};

const e = endpoints;

export const adminLoansApi = {
  queue: (
    status: LoanFilter,
    { page, size }: Paged,
    signal?: AbortSignal,
  ): Promise<AdminLoanList> =>
    adminCall(e.adminLoanQueue, { query: { status, page, size } }, { signal }),
  loan: (id: number, signal?: AbortSignal): Promise<AdminLoanItem> =>
    adminCall(e.adminLoan, { params: { id } }, { signal }),
  approve: (id: number): Promise<LoanRecord> => adminCall(e.adminApproveLoan, { params: { id } }),
  reject: (id: number, reason: string): Promise<LoanRecord> =>
    adminCall(e.adminRejectLoan, { params: { id }, body: { reason } }),
  book: (signal?: AbortSignal): Promise<AdminLoanBook> =>
    adminCall(e.adminLoanBook, {}, { signal }),
};

/**
 * A loan's signed agreement as a PDF Blob: GET /swx/admin/loans/{id}/agreement answers with the
 * bytes (not the JSON envelope; its errors still are), and needs the staff Authorization header,
 * so it is fetched rather than linked (as the uploaded images are, api/client.ts fetchUpload).
 */
export async function fetchLoanAgreement(id: number, signal?: AbortSignal): Promise<Blob> {
  const token = staffSession.token();
  let response: Response;
  try {
    response = await globalThis.fetch(loanAgreementPaths.staff(id), {
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(i18n.t('errors.network'), { cause: error });
  }
  if (response.status === 401) {
    staffSession.expire();
    throw new ApiError(401, i18n.t('admin.errors.sessionEnded'), 401);
  }
  if (!response.ok) {
    let message: string = i18n.t('errors.unknown');
    let code: number | null = null;
    try {
      const body = (await response.json()) as { code?: unknown; msg?: unknown };
      if (typeof body.msg === 'string' && body.msg) message = body.msg;
      if (typeof body.code === 'number') code = body.code;
    } catch {
      // not an envelope
    }
    throw new ApiError(code, message, response.status);
  }
  return response.blob();
}

/** The file name an agreement is saved under. */
export const agreementFileName = (id: number) => `loan-${id}-agreement.pdf`;

/**
 * Opens an agreement PDF: an object URL in a new tab (the browser's PDF viewer, which can save
 * it), or a download when the browser blocks the tab. The URL is given back after a minute,
 * long enough for the tab to have read it.
 */
export function openPdf(blob: Blob, fileName: string): void {
  const pdf =
    blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  // Not 'noopener': with it window.open always answers null, and a blocked tab could not be told
  // from an opened one. The tab shows our own PDF; it is cut from this page at once.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A rate as a fraction ("0.0007") → the percent figure the formatter takes (0.07). */
export const fractionToPercent = (rate: string): bigint => parseAmount(rate) * 100n;

/** Places to show a percent with: its own (0.075 → 3), at least 2, at most 4. */
export function percentPlaces(percent: bigint): number {
  const [, fraction = ''] = formatAmount(percent).split('.');
  return Math.min(4, Math.max(2, fraction.length));
}

export function useLoanQueue(status: LoanFilter, page: number) {
  return useQuery({
    queryKey: loanKeys.queue(status, page),
    queryFn: ({ signal }) => adminLoansApi.queue(status, { page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Loans waiting for a decision (the navigation's badge), every minute. */
export function useLoansWaiting(enabled: boolean) {
  return useQuery({
    queryKey: loanKeys.waiting,
    queryFn: async ({ signal }) =>
      (await adminLoansApi.queue('pending', { page: 1, size: 1 }, signal)).total,
    enabled,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}

export function useAdminLoan(id: number) {
  return useQuery({
    queryKey: loanKeys.loan(id),
    queryFn: ({ signal }) => adminLoansApi.loan(id, signal),
  });
}

export function useLoanBook() {
  return useQuery({
    queryKey: loanKeys.book,
    queryFn: ({ signal }) => adminLoansApi.book(signal),
  });
}

export type LoanDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Approve or reject one loan. `onDone` after success, `onConflict` after a 409 (someone decided
 * first); they are the mutation's own callbacks, so they run even when the refreshed loan has
 * already taken the buttons away. Settled either way, the queue, the loan, the book, the badge
 * and the user pages are fetched again.
 */
export function useLoanDecision(
  id: number,
  { onDone, onConflict }: { onDone: (input: LoanDecision) => void; onConflict: () => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoanDecision) =>
      input.decision === 'approve'
        ? adminLoansApi.approve(id)
        : adminLoansApi.reject(id, input.reason),
    onSuccess: (_loan, input) => onDone(input),
    onError: (error) => {
      if (isConflict(error)) onConflict();
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: loanKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user'] });
    },
  });
}
