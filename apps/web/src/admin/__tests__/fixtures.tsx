import { vi } from 'vitest';
import { AdminApp } from '../AdminApp';
import type {
  AdminDepositItem,
  AdminKycItem,
  AdminWithdrawalItem,
  KycSubmission,
  Staff,
  StaffRole,
  UserSummary,
} from '../api/admin-api';
import type { AdminLoanBook, AdminLoanItem, LoanRecord } from '../api/loans-api';
import { STAFF_TOKEN_KEY } from '../api/session';
import { ok, renderRoutes, stubFetch, type FakeReply, type FakeRoutes } from '@/test/render';

/** Test data, a staff session, a fetch stub for /swx/admin and a render helper. */

export const ADMIN = '/swx/admin';
export const STAFF_TOKEN = 'stf_test_token';

export function staff(role: StaffRole, overrides: Partial<Staff> = {}): Staff {
  return {
    id: `5a1f0000-0000-4000-8000-00000000000${['admin', 'compliance', 'support', 'content'].indexOf(role) + 1}`,
    username: `${role}-1`,
    role,
    status: 'active',
    twoFactorEnabled: true,
    createdAt: 1_760_000_000_000,
    ...overrides,
  };
}

/** A staff token in sessionStorage, as after a sign-in. */
export function signedIn() {
  sessionStorage.setItem(STAFF_TOKEN_KEY, STAFF_TOKEN);
}

export function fail(status: number, code: number, msg: string): FakeReply {
  return { status, body: { code, msg, result: null } };
}

export function page<T>(list: T[], total = list.length) {
  return ok({ list, total });
}

export const USER: UserSummary = {
  id: '0b7d3f5e-1c2a-4b8e-9f00-0000000000aa',
  username: 'alice',
  email: 'alice@example.test',
  phone: '+44 7700 900123',
  kycStatus: 'under_review',
  status: 'active',
  createdAt: 1_750_000_000_000,
};

export function submission(overrides: Partial<KycSubmission> = {}): KycSubmission {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    firstName: 'Alice',
    lastName: 'Liddell',
    sex: 'female',
    birthDate: '1990-05-04',
    country: 'United Kingdom',
    address: '1 Wonder Lane, Oxford',
    phone: '+44 7700 900123',
    documentType: 'passport',
    documentNumber: 'P1234567',
    frontImageId: 'f0000000-0000-4000-8000-000000000001',
    backImageId: 'b0000000-0000-4000-8000-000000000001',
    holdingImageId: 'a0000000-0000-4000-8000-000000000001',
    signatureImageId: 'e0000000-0000-4000-8000-000000000001',
    status: 'under_review',
    failReason: null,
    submittedAt: 1_760_000_000_000,
    reviewedAt: null,
    ...overrides,
  };
}

export const KYC_ITEM: AdminKycItem = {
  submission: submission(),
  user: USER,
  reviewedBy: null,
  history: [
    submission({
      id: 'c0ffee00-0000-4000-8000-000000000000',
      status: 'failed',
      failReason: 'The photo is blurred',
      documentType: 'id_card',
      documentNumber: 'ID998877',
      submittedAt: 1_755_000_000_000,
      reviewedAt: 1_755_100_000_000,
    }),
  ],
};

export const DEPOSIT_ITEM: AdminDepositItem = {
  deposit: {
    id: 41,
    asset: 'USDT',
    network: 'TRC20',
    amount: '250.5',
    address: 'TQ7Kp5Rrr3fVJiSJbHqQeYSdTYE2KRw7Tm',
    txHash: '9f2c6a1b3e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8b9a0f1e2d3c4b5a6f7e8d9c0b',
    last6: '8d9c0b',
    proofImageId: 'd0000000-0000-4000-8000-000000000041',
    status: 'pending',
    rejectReason: null,
    createdAt: 1_760_000_100_000,
    reviewedAt: null,
  },
  user: USER,
  reviewedBy: null,
};

export const WITHDRAWAL_ITEM: AdminWithdrawalItem = {
  withdrawal: {
    id: 77,
    asset: 'USD',
    method: 'bank',
    network: null,
    address: null,
    bankHolder: 'Alice Liddell',
    bankAccount: 'GB33BUKB20201555555555',
    bankType: 'Barclays',
    amount: '1000',
    fee: '10',
    received: '990',
    status: 'pending',
    rejectReason: null,
    createdAt: 1_760_000_200_000,
    reviewedAt: null,
  },
  user: { ...USER, kycStatus: 'verified' },
  reviewedBy: null,
};

let currentBody: unknown;

/** Inside a route handler of serveAdmin: the JSON body of the request being answered. */
export function requestBody<T>(): T {
  return currentBody as T;
}

/** A 1×1 PNG, as GET uploads/{id} answers. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/**
 * Fetch for /swx/admin: auth/me answers `me`, the queues are empty (the navigation's counts)
 * unless `routes` says otherwise, and any uploads/{id} answers image bytes when the request
 * carries a staff token (401 without).
 */
export function serveAdmin(me: Staff | null, routes: FakeRoutes = {}) {
  const json = stubFetch({
    ...(me ? { [`GET ${ADMIN}/auth/me`]: ok(me) } : {}),
    [`GET ${ADMIN}/kyc`]: page([]),
    [`GET ${ADMIN}/deposits`]: page([]),
    [`GET ${ADMIN}/withdrawals`]: page([]),
    ...routes,
  });
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.pathname.startsWith(`${ADMIN}/uploads/`) && !routes[`${method} ${url.pathname}`]) {
      if (!new Headers(init?.headers).get('authorization'))
        return new Response(
          JSON.stringify({ code: 401, msg: 'Please log in again', result: null }),
          {
            status: 401,
          },
        );
      return new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } });
    }
    currentBody = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return json(input, init);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The back office alone (no user app routes) at `path`, e.g. '/admin/kyc'. */
export function renderAdmin(path: string) {
  return renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], path);
}

/** jsdom has no object URLs: record them. */
export function stubObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  const create = vi.fn(() => {
    const url = `blob:http://localhost/fake-${++next}`;
    created.push(url);
    return url;
  });
  const revoke = vi.fn((url: string) => {
    revoked.push(url);
  });
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: create,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: revoke,
  });
  return { created, revoked };
}

/** The JSON body of a request the fetch spy saw. */
export async function bodyOf(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text()) as unknown;
}

// Loans (issue 15): a pending application of alice's, and a loan book.

export function loanRecord(overrides: Partial<LoanRecord> = {}): LoanRecord {
  return {
    id: 501,
    status: 'pending',
    asset: 'USDT',
    amount: '1500',
    days: 30,
    dailyRate: '0.0007',
    nominalAnnualRate: '0.2555',
    annualPercentageRate: '0.2129',
    interestFreeDays: 5,
    dailyInterest: '1.05',
    totalInterest: '26.25',
    repaymentAmount: '1526.25',
    overlayRate: '0.002',
    overdueDailyInterest: '3',
    currentInterest: '0',
    daysElapsed: 0,
    overdueDays: 0,
    amountDue: null,
    applyTime: 1_760_000_300_000,
    disburseTime: null,
    repaymentTime: null,
    repaidTime: null,
    repaidAmount: null,
    rejectReason: null,
    agreementSha256: '3f0a9c1b2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
    ...overrides,
  };
}

export const LOAN_ITEM: AdminLoanItem = {
  loan: loanRecord(),
  borrower: {
    id: USER.id,
    username: 'alice',
    email: 'alice@example.test',
    kycStatus: 'verified',
    name: 'Alice Liddell',
    kycSubmissionId: 'c0ffee00-0000-4000-8000-000000000001',
    creditPoints: 120,
    available: '42.123456',
    history: { repaidOnTime: 3, repaidLate: 1, open: 1, rejected: 2 },
  },
  decidedBy: null,
  decideTime: null,
};

export const LOAN_BOOK: AdminLoanBook = {
  asset: 'USDT',
  outstandingPrincipal: '125000.5',
  interestReceivable: '812.345678',
  interestEarned: '10250.75',
  pending: { count: 4, amount: '6000' },
  repaying: { count: 37, amount: '118000.5' },
  overdue: { count: 2, amount: '7000' },
  dueThisWeek: { count: 5, amount: '15500' },
  repaid: { count: 120, amount: '410000' },
};
