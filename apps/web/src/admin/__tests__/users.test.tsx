import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../api/admin-api';
import {
  ADMIN,
  DEPOSIT_ITEM,
  page,
  renderAdmin,
  serveAdmin,
  signedIn,
  staff,
  submission,
  USER,
  WITHDRAWAL_ITEM,
} from './fixtures';
import { ok, requests } from '@/test/render';

beforeEach(() => {
  signedIn();
});

const BOB = {
  ...USER,
  id: '0b7d3f5e-1c2a-4b8e-9f00-0000000000bb',
  username: 'bob',
  email: null,
  kycStatus: 'unverified' as const,
};

const DETAIL: AdminUserDetail = {
  user: { ...USER, creditPoints: 90, referralCode: 'ALICE1' },
  kyc: [submission()],
  books: [
    {
      book: 'demo',
      balances: [{ asset: 'USDT', available: '100000', frozen: '0', total: '100000' }],
    },
    { book: 'real', balances: [{ asset: 'BTC', available: '0.5', frozen: '0.1', total: '0.6' }] },
  ],
  deposits: [DEPOSIT_ITEM.deposit],
  withdrawals: [WITHDRAWAL_ITEM.withdrawal],
  orders: [
    {
      kind: 'spot',
      id: '901',
      book: 'real',
      code: 'BTCUSDT',
      side: 'buy',
      status: 'filled',
      amount: '0.01',
      createdAt: 1_760_000_300_000,
    },
  ],
  journal: [
    {
      entryId: 5001,
      time: 1_760_000_400_000,
      book: 'real',
      reason: 'deposit',
      refType: 'deposit',
      refId: '41',
      asset: 'USDT',
      availableChange: '250.5',
      frozenChange: '0',
    },
  ],
};

describe('users', () => {
  it('searches, lists and opens a user with every section', async () => {
    const fetch = serveAdmin(staff('support'), {
      [`GET ${ADMIN}/users`]: (request) =>
        new URL(request.url).searchParams.get('q') === 'ali' ? page([USER]) : page([USER, BOB]),
      [`GET ${ADMIN}/users/${USER.id}`]: ok(DETAIL),
    });
    renderAdmin('/admin/users');
    expect(await screen.findByTestId(`user-${BOB.id}`)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ali');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByTestId(`user-${BOB.id}`)).toBeNull());
    const searches = requests(fetch)
      .map((r) => new URL(r.url))
      .filter((url) => url.pathname === `${ADMIN}/users`);
    expect(searches.at(-1)!.searchParams.get('q')).toBe('ali');
    expect(searches.at(-1)!.searchParams.get('page')).toBe('1');
    const row = screen.getByTestId(`user-${USER.id}`);
    expect(row).toHaveTextContent('alice@example.test');
    expect(row).toHaveTextContent('Under review');

    await userEvent.click(within(row).getByRole('link', { name: 'alice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    expect(screen.getByTestId('user-profile')).toHaveTextContent('ALICE1');
    expect(screen.getByTestId('user-kyc')).toHaveTextContent('P1234567');
    expect(screen.getByTestId('balances-demo')).toHaveTextContent('100,000');
    expect(screen.getByTestId('balances-real')).toHaveTextContent('0.6');
    expect(screen.getByTestId('user-deposits')).toHaveTextContent(DEPOSIT_ITEM.deposit.txHash);
    expect(screen.getByTestId('user-withdrawals')).toHaveTextContent('Bank transfer');
    expect(screen.getByTestId('user-orders')).toHaveTextContent('BTCUSDT');
    expect(screen.getByTestId('user-journal')).toHaveTextContent('250.5');
    for (const name of [
      'Profile',
      'KYC submissions',
      'Balances',
      'Deposits',
      'Withdrawals',
      'Recent orders',
      'Journal',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    serveAdmin(staff('compliance'), { [`GET ${ADMIN}/users`]: page([]) });
    renderAdmin('/admin/users?q=nobody');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(
      (screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value,
    ).toBe('nobody');
  });

  it('a failed load can be tried again', async () => {
    let calls = 0;
    serveAdmin(staff('admin'), {
      [`GET ${ADMIN}/users/${USER.id}`]: () =>
        ++calls === 1
          ? { status: 500, body: { code: 500, msg: 'Server error', result: null } }
          : ok(DETAIL),
    });
    renderAdmin(`/admin/users/${USER.id}`);
    expect(
      await screen.findByRole('heading', { name: 'The user could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Server error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
  });
});
