import type { Language } from '@meridian/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { changeLanguage, ensureLanguageLoaded } from '@/lib/i18n';
import { ok, requests } from '@/test/render';

beforeEach(() => {
  signedIn();
});
afterEach(() => act(() => changeLanguage('en')));

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
      quantity: '0.01',
      leverage: null,
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

/** Every kind of order and several ledger reasons, plus values the page does not know. */
const MIXED: AdminUserDetail = {
  ...DETAIL,
  orders: [
    {
      kind: 'margin',
      id: '71',
      book: 'real',
      code: 'EURUSD',
      side: 'long',
      status: 'open',
      quantity: '0.1',
      leverage: 20,
      createdAt: 1_760_000_500_000,
    },
    {
      kind: 'option',
      id: '72',
      book: 'demo',
      code: 'BTCUSDT',
      side: 'up',
      status: 'won',
      quantity: '25',
      leverage: null,
      createdAt: 1_760_000_400_000,
    },
    {
      kind: 'spot',
      id: '73',
      book: 'real',
      code: 'ETHUSDT',
      side: 'buy',
      status: 'filled',
      quantity: '1250.5',
      leverage: null,
      createdAt: 1_760_000_300_000,
    },
    {
      kind: 'spot',
      id: '74',
      book: 'real',
      code: 'ETHUSDT',
      side: 'hedge',
      status: 'mystery',
      quantity: null,
      leverage: null,
      createdAt: 1_760_000_200_000,
    },
  ],
  journal: (['margin_open', 'spot_order', 'demo_grant', 'legacy_bonus'] as const).map(
    (reason, index) => ({
      entryId: 6000 + index,
      time: 1_760_000_400_000 - index,
      book: 'real' as const,
      reason,
      refType: 'ref',
      refId: String(index),
      asset: 'USDT',
      availableChange: '1',
      frozenChange: '0',
    }),
  ),
};

/** The raw server words the page must never show for known values. */
const RAW_ORDER_WORDS = ['long', 'up', 'buy', 'open', 'won', 'filled', 'Long', 'Buy', 'Open'];
const RAW_REASONS = ['margin_open', 'spot_order', 'demo_grant'];

/** The texts of a section's table cells, without bidi isolation marks. */
function cellTexts(section: string): string[] {
  return within(screen.getByTestId(section))
    .getAllByRole('cell')
    .map((cell) => (cell.textContent ?? '').replace(/[\u2066-\u2069]/g, '').trim());
}

async function openUserIn(language: Language) {
  await act(async () => {
    changeLanguage(language);
    await ensureLanguageLoaded(language);
  });
  serveAdmin(staff('support'), { [`GET ${ADMIN}/users/${USER.id}`]: ok(MIXED) });
  renderAdmin(`/admin/users/${USER.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
}

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
    expect(cellTexts('user-orders')).toEqual(expect.arrayContaining(['Buy', 'Filled', '0.01']));
    expect(screen.getByTestId('user-journal')).toHaveTextContent('250.5');
    expect(cellTexts('user-journal')).toContain('Deposit');
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
  it('shows order sides, statuses, sizes and journal reasons in German, never the raw words', async () => {
    await openUserIn('de');
    const orders = cellTexts('user-orders');
    expect(orders).toEqual(
      expect.arrayContaining([
        'Long-Position',
        'Offen',
        '0,1 Lots · 20×',
        'Steigend',
        'Gewonnen',
        '25 USDT',
        'Kaufen',
        'Ausgeführt',
        '1.250,5',
      ]),
    );
    for (const raw of [...RAW_ORDER_WORDS, '0.1 lots × 20']) expect(orders).not.toContain(raw);
    // Values the page does not know still show, as the server sent them.
    expect(orders).toEqual(expect.arrayContaining(['hedge', 'mystery', '—']));

    const journal = cellTexts('user-journal');
    expect(journal).toEqual(
      expect.arrayContaining([
        'Position eröffnet',
        'Spot-Order aufgegeben',
        'Demogeld gutgeschrieben',
        'legacy_bonus',
      ]),
    );
    for (const raw of RAW_REASONS) expect(journal).not.toContain(raw);
  });

  it('shows them in Arabic too', async () => {
    await openUserIn('ar');
    const orders = cellTexts('user-orders');
    expect(orders).toEqual(
      expect.arrayContaining(['مركز طويل', 'مفتوح', 'صعود', 'رابح', 'شراء', 'منفّذ']),
    );
    for (const raw of RAW_ORDER_WORDS) expect(orders).not.toContain(raw);
    expect(orders.some((text) => text.includes('لوت'))).toBe(true);
    const journal = cellTexts('user-journal');
    expect(journal).toEqual(
      expect.arrayContaining(['فتح مركز', 'تقديم أمر فوري', 'منح أموال تجريبية', 'legacy_bonus']),
    );
    for (const raw of RAW_REASONS) expect(journal).not.toContain(raw);
  });
});
