import type { UserView } from '@meridian/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Deposit, Withdrawal } from './api/funds-api';
import { DepositPage } from './pages/DepositPage';
import { KycPage } from './pages/KycPage';
import { WithdrawalPasswordPage } from './pages/WithdrawalPasswordPage';
import { WithdrawPage } from './pages/WithdrawPage';
import type { Layout } from '@/lib/layout';
import { settingsStore, type AccountMode } from '@/lib/settings-store';
import { ok, renderRoutes, requests, type FakeReply, type stubFetch } from '@/test/render';
import { TEST_USER } from '@/test/users';

/** Test data, a signed-in session, a render helper and the canvas jsdom lacks. */

export const USER = '/swx/customer/user';

export function logIn(mode: AccountMode = 'real', user: Partial<UserView> = {}) {
  settingsStore.setSession({ token: 'mrd_token', user: { ...TEST_USER, ...user } });
  settingsStore.setMode(mode);
}

/** The four funds pages inside the app's providers (no shell). */
export function renderFunds(path: string, layout: Layout = 'desktop') {
  return renderRoutes(
    [
      { path: '/profile/kyc', element: <KycPage /> },
      { path: '/profile/deposit', element: <DepositPage /> },
      { path: '/profile/withdraw', element: <WithdrawPage /> },
      { path: '/profile/withdrawal-password', element: <WithdrawalPasswordPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    path,
    layout,
  );
}

/**
 * jsdom has no 2D canvas: getContext answers null (the pad then draws nothing) and toBlob hands
 * over a small PNG blob, as a browser would.
 */
export function stubCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  return vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob(['signature-png'], { type: type ?? 'image/png' }));
  });
}

export function image(name = 'photo.png', type = 'image/png', bytes = 128): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Upload ids by purpose. */
export const UPLOAD_IDS = {
  kyc_front: '11111111-1111-4111-8111-111111111111',
  kyc_back: '22222222-2222-4222-8222-222222222222',
  kyc_holding: '33333333-3333-4333-8333-333333333333',
  kyc_signature: '44444444-4444-4444-8444-444444444444',
  deposit_proof: '55555555-5555-4555-8555-555555555555',
} as const;

/** POST upload: answers with the purpose's id. */
export function uploadReply(request: Request): FakeReply {
  const purpose = new URL(request.url).searchParams.get('purpose') as keyof typeof UPLOAD_IDS;
  return ok({
    id: UPLOAD_IDS[purpose],
    purpose,
    mime: 'image/png',
    width: 10,
    height: 10,
    bytes: 128,
  });
}

export function calls(fetch: ReturnType<typeof stubFetch>, path: string): Request[] {
  return requests(fetch).filter((request) => new URL(request.url).pathname === `${USER}/${path}`);
}

export async function bodyOf(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text());
}

/** Chooses `file` in the picker with test id `testId` (the accept filter is the page's own). */
export async function choose(testId: string, file: File) {
  const input = within(screen.getByTestId(testId)).getByTestId(`${testId}-input`);
  await userEvent.setup({ applyAccept: false }).upload(input as HTMLInputElement, file);
}

/** Draws one stroke across the signature pad with pointer events. */
export function sign() {
  const pad = screen.getByTestId('signature-pad');
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10, button: 0 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 30 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 80, clientY: 20 });
  fireEvent.pointerUp(pad, { pointerId: 1, clientX: 80, clientY: 20 });
}

export function deposit(overrides: Partial<Deposit> & Pick<Deposit, 'id'>): Deposit {
  return {
    asset: 'USDT',
    network: 'TRC20',
    amount: '150',
    address: 'TXYZabcdefghijkmnopqrstuvwxyz1234',
    txHash: 'a'.repeat(58) + 'b1c2d3',
    last6: 'b1c2d3',
    proofImageId: UPLOAD_IDS.deposit_proof,
    status: 'pending',
    rejectReason: null,
    createdAt: Date.UTC(2026, 10, 20, 9, 30),
    reviewedAt: null,
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<Withdrawal> & Pick<Withdrawal, 'id'>): Withdrawal {
  return {
    asset: 'USDT',
    method: 'crypto',
    network: 'TRC20',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    bankHolder: null,
    bankAccount: null,
    bankType: null,
    amount: '100',
    fee: '1',
    received: '99',
    status: 'pending',
    rejectReason: null,
    createdAt: Date.UTC(2026, 10, 20, 9, 30),
    reviewedAt: null,
    ...overrides,
  };
}

export function list<T>(items: T[], total = items.length) {
  return ok({ list: items, total });
}
