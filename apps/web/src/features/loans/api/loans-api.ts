import {
  CatalogueCode,
  endpoints,
  GenericCode,
  loanAgreementPaths,
  type EndpointResult,
  type Envelope,
} from '@meridian/contract';
import {
  api,
  ApiError,
  NetworkError,
  NetworkTimeoutError,
  REQUEST_TIMEOUT_MS,
} from '@/lib/api-client';
import { callEndpoint, callEndpointEnvelope } from '@/lib/endpoint-client';
import { i18n } from '@/lib/i18n';
import { settingsStore, type AccountMode } from '@/lib/settings-store';

/** The loan calls (issue 15) through the contract's endpoint table (endpoints/loans.ts). */
export type LoanQuote = EndpointResult<typeof endpoints.loanQuote>;
export type LoanApplyProblem = NonNullable<LoanQuote['borrower']['problem']>;
export type LoanRecord = EndpointResult<typeof endpoints.loan>;
export type LoanList = EndpointResult<typeof endpoints.listLoanRecord>;
export type LoanDetail = EndpointResult<typeof endpoints.getLoanById>;
export type LoanStatus = LoanRecord['status'];
export type LoanListStatus = 'open' | 'closed' | 'all';

export const LOAN_TERMS = [7, 15, 30, 60, 90, 180] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];

/** Reply codes the loan steps answer in their own words. */
export const LoanCode = {
  KYC: CatalogueCode.NOT_REAL_NAME_VERIFIED,
  TERM: CatalogueCode.WRONG_LOAN_TERM,
  NOT_SIGNED: GenericCode.NOT_SIGNED,
  TERMS_CHANGED: GenericCode.LOAN_TERMS_CHANGED,
  AMOUNT_DUE_CHANGED: GenericCode.LOAN_AMOUNT_DUE_CHANGED,
  NOT_REPAYABLE: GenericCode.LOAN_NOT_REPAYABLE,
  OVERDUE: GenericCode.LOAN_OVERDUE_BLOCKS_BORROWING,
  AMOUNT: GenericCode.LOAN_AMOUNT_OUT_OF_RANGE,
  INSUFFICIENT_BALANCE: CatalogueCode.INSUFFICIENT_BALANCE,
} as const;

/** The server refused with `code`. */
export const refusedWith = (error: unknown, code: number): boolean =>
  error instanceof ApiError && error.code === code;

export interface ApplyRequest {
  amount: string;
  days: number;
  signatureImageId: string;
  /** The daily rate of the quote the borrower read (487 if it changed since). */
  dailyRate: string;
}

export const loanKeys = {
  all: ['loans'] as const,
  quote: (mode: string, amount: string, days: number) =>
    ['loans', mode, 'quote', amount, days] as const,
  records: (mode: AccountMode) => ['loans', mode, 'records'] as const,
  list: (mode: AccountMode, status: LoanListStatus) =>
    ['loans', mode, 'records', 'list', status] as const,
  detail: (mode: AccountMode, id: number) => ['loans', mode, 'records', 'detail', id] as const,
};

const USER = '/swx/customer/user';

/**
 * A PDF the API serves instead of an envelope (the agreement): asked with the headers every API
 * call sends (`Authorization`, `virtually`, `lang`); a refusal is the usual `{code, msg}`
 * envelope and rejects with ApiError in the server's words; a 401 ends the session.
 */
export async function fetchPdf(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Blob> {
  const settings = settingsStore.getSnapshot();
  const headers: Record<string, string> = {
    accept: 'application/pdf, application/json',
    lang: settings.language,
    virtually: settings.mode === 'demo' ? 'NO' : 'YES',
  };
  if (settings.token) headers.authorization = settings.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) onAbort();
  else init.signal?.addEventListener('abort', onAbort, { once: true });

  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
    });
    blob = await response.blob();
  } catch (error) {
    if (timedOut) throw new NetworkTimeoutError(i18n.t('errors.networkTimeout'));
    if (init.signal?.aborted) throw error;
    throw new NetworkError(i18n.t('errors.network'), { cause: error });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }

  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) {
    return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  }
  let payload: { code?: unknown; msg?: unknown } | undefined;
  try {
    payload = JSON.parse(await blob.text()) as typeof payload;
  } catch {
    payload = undefined;
  }
  const code = typeof payload?.code === 'number' ? payload.code : null;
  const status = response.status === 401 || code === 401 ? 401 : response.status;
  if (status === 401) settingsStore.clearSession();
  const message = typeof payload?.msg === 'string' && payload.msg ? payload.msg : null;
  throw new ApiError(
    code ?? (status === 401 ? 401 : null),
    message ?? i18n.t('errors.unknown'),
    status,
  );
}

export const loansApi = {
  /** No money moves: the cost of a loan and what the caller may borrow. */
  quote: (amount: string, days: LoanTerm, signal?: AbortSignal): Promise<LoanQuote> =>
    callEndpoint(endpoints.loanQuote, { query: { amount, days } }, { signal }),
  /** The signature drawn on screen, as a PNG upload (purpose loan_signature). */
  uploadSignature: (png: Blob, signal?: AbortSignal): Promise<{ id: string }> =>
    api.post<{ id: string }>(`${USER}/upload`, png, {
      query: { purpose: 'loan_signature' },
      headers: { 'content-type': 'image/png' },
      signal,
    }),
  /** The agreement as it would be signed (nothing is stored). */
  preview: (
    body: { amount: string; days: number; signatureImageId: string },
    signal?: AbortSignal,
  ): Promise<Blob> => fetchPdf(loanAgreementPaths.preview, { method: 'POST', body, signal }),
  /** Answers "submitted for review" (SuccessCode); a retry with the same key is carried out once. */
  apply: (body: ApplyRequest, idempotencyKey: string): Promise<Envelope<LoanRecord>> =>
    callEndpointEnvelope(endpoints.loan, { body }, { idempotencyKey }),
  list: (
    query: { status: LoanListStatus; page: number; size: number },
    signal?: AbortSignal,
  ): Promise<LoanList> => callEndpoint(endpoints.listLoanRecord, { query }, { signal }),
  loan: (id: number, signal?: AbortSignal): Promise<LoanDetail> =>
    callEndpoint(endpoints.getLoanById, { params: { id } }, { signal }),
  /** The signed agreement of one of the caller's loans. */
  agreement: (id: number, signal?: AbortSignal): Promise<Blob> =>
    fetchPdf(loanAgreementPaths.user(id), { signal }),
  /** Answers "changed successfully"; 488 when the amount due is no longer the one shown. */
  repay: (body: { id: number; amount: string }, idempotencyKey: string) =>
    callEndpointEnvelope(endpoints.repayLoan, { body }, { idempotencyKey }),
};
