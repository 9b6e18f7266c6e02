import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { LoanDetail, LoanQuote } from '../api/loans-api';
import { LoanDetailPage } from '../pages/LoanDetailPage';
import { LoanPage } from '../pages/LoanPage';
import { MyLoansPage } from '../pages/MyLoansPage';
import { ensureUiGroup } from '@/lib/i18n';
import type { Layout } from '@/lib/layout';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderRoutes, type FakeReply } from '@/test/render';
import { visibleText } from '@/test/text';
import { TEST_USER } from '@/test/users';

export const USER = '/swx/customer/user';
export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 27, 9, 0);
export const SIGNATURE_ID = '66666666-6666-4666-8666-666666666666';
export const PDF_BYTES = '%PDF-1.7 loan agreement';

/** The server's quote of 1,000 USDT over 30 days at 0.07% a day (3 free days). */
export function quote(borrower: Partial<LoanQuote['borrower']> = {}): LoanQuote {
  return {
    asset: 'USDT',
    amount: '1000',
    days: 30,
    dailyRate: '0.0007',
    nominalAnnualRate: '0.2555',
    annualPercentageRate: '0.22995',
    interestFreeDays: 3,
    chargedDays: 27,
    dailyInterest: '0.7',
    totalInterest: '18.9',
    repayable: '1018.9',
    repaymentTime: NOW + 30 * DAY,
    overdueDailyRate: '0.0014',
    overdueDailyInterest: '1.4',
    schedule: [
      { fromDay: 1, toDay: 3, dailyInterest: '0', interest: '0' },
      { fromDay: 4, toDay: 30, dailyInterest: '0.7', interest: '18.9' },
    ],
    earlyRepayment: { day: 15, interest: '8.4', repayable: '1008.4' },
    borrower: {
      creditPoints: 100,
      limit: '10000',
      minAmount: '10',
      kycStatus: 'verified',
      problem: null,
      ...borrower,
    },
  };
}

/** Loan 7: 1,000 USDT over 30 days, paid out 15 days ago, repaying. */
export function loan(overrides: Partial<LoanDetail> = {}): LoanDetail {
  return {
    id: 7,
    status: 'repaying',
    asset: 'USDT',
    amount: '1000',
    days: 30,
    dailyRate: '0.0007',
    nominalAnnualRate: '0.2555',
    annualPercentageRate: '0.22995',
    interestFreeDays: 3,
    dailyInterest: '0.7',
    totalInterest: '18.9',
    repaymentAmount: '1018.9',
    overlayRate: '0.0014',
    overdueDailyInterest: '1.4',
    currentInterest: '8.4',
    daysElapsed: 15,
    overdueDays: 0,
    amountDue: '1008.4',
    applyTime: NOW - 16 * DAY,
    disburseTime: NOW - 15 * DAY,
    repaymentTime: NOW + 15 * DAY,
    repaidTime: null,
    repaidAmount: null,
    rejectReason: null,
    agreementSha256: 'a'.repeat(64),
    schedule: [
      { fromDay: 1, toDay: 3, dailyInterest: '0', interest: '0' },
      { fromDay: 4, toDay: 30, dailyInterest: '0.7', interest: '18.9' },
    ],
    earlyRepayment: { day: 15, interest: '8.4', repayable: '1008.4' },
    ...overrides,
  };
}

export function envelope(code: number, msg: string, result: unknown = null): FakeReply {
  return { status: code >= 20000 || code === 200 ? 200 : 400, body: { code, msg, result } };
}

export type Handler =
  | FakeReply
  | Response
  | ((request: Request) => FakeReply | Response | Promise<FakeReply | Response>);

/**
 * Stubs fetch as @/test/render's stubFetch does ("METHOD /path" → reply; unknown calls 404), and
 * lets a route answer with a Response of its own (a PDF).
 */
export function stubLoanFetch(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    const reply =
      typeof handler === 'function'
        ? await handler(request)
        : (handler ?? { status: 404, body: { code: 404, msg: 'Not found', result: null } });
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const pdfReply = () =>
  new Response(PDF_BYTES, {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });

export const uploadReply = () =>
  ok({
    id: SIGNATURE_ID,
    purpose: 'loan_signature',
    mime: 'image/png',
    width: 900,
    height: 300,
    bytes: 64,
  });

export function logIn(mode: 'demo' | 'real' = 'real') {
  settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
  settingsStore.setMode(mode);
}

/**
 * jsdom has neither a 2D canvas nor object URLs: getContext answers null (the pad then draws
 * nothing), toBlob hands over a small PNG blob, and object URLs are `blob:` strings.
 */
export function stubBrowser() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob(['signature-png'], { type: type ?? 'image/png' }));
  });
  let next = 0;
  const created: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      created.push(blob);
      return `blob:http://localhost/pdf-${++next}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  return { created };
}

export function restoreBrowser() {
  // Deleting the own properties leaves jsdom's URL as it was (without object URLs).
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
}

/** Draws one stroke across the signature pad with pointer events. */
export function sign() {
  const pad = screen.getByTestId('loan-signature-pad');
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10, button: 0 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 30 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 80, clientY: 20 });
  fireEvent.pointerUp(pad, { pointerId: 1, clientX: 80, clientY: 20 });
}

export async function renderLoans(path: string, layout: Layout = 'desktop') {
  await ensureUiGroup('loans');
  return renderRoutes(
    [
      { path: '/loan', element: <LoanPage /> },
      { path: '/loan/records', element: <MyLoansPage /> },
      { path: '/loan/:id', element: <LoanDetailPage /> },
      { path: '/profile/kyc', element: <p>Identity verification</p> },
    ],
    path,
    layout,
  );
}

export const text = (testId: string) => visibleText(screen.getByTestId(testId));

export async function bodyOf(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text());
}
