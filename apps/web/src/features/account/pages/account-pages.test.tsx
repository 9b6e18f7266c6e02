import type { NotificationItem, UserView } from '@meridian/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch, type FakeRoutes } from '@/test/render';
import { TEST_USER } from '@/test/users';
import { figure } from '@/test/text';

const user: UserView = { ...TEST_USER, kycStatus: 'under_review' };
const balances = [
  { asset: 'USDT', available: '100000', frozen: '0', total: '100000' },
  { asset: 'BTC', available: '0', frozen: '0', total: '0' },
];
const info = (book: 'demo' | 'real', list = balances) =>
  ok({ ...user, book, balances: list, unreadNotifications: 1 });

function notification(n: number, read: boolean): NotificationItem {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    kind: 'welcome',
    title: `Title ${n}`,
    body: `Body of notification ${n}`,
    params: {},
    refType: null,
    refId: null,
    read,
    createdAt: `2026-11-2${n}T09:00:00.000Z`,
  };
}

/** A WebSocket double: records what the page sends; the test pushes server messages. */
class FakeSocket {
  static last: FakeSocket | undefined;
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  push(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

beforeEach(() => {
  settingsStore.markOnboardingShown();
  settingsStore.setSession({ token: 'mrd_token', user });
  FakeSocket.last = undefined;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.useRealTimers());

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'POST /swx/customer/user/getUserInfo': (request) =>
      request.headers.get('virtually') === 'YES'
        ? info('real', [{ asset: 'USDT', available: '0', frozen: '0', total: '0' }])
        : info('demo'),
    'GET /swx/customer/user/unreadCount': ok({ unread: 1 }),
    ...extra,
  };
}

describe('account hub (/profile)', () => {
  it('shows the demo balance, credit points, verification and the SPEC §2 account menu', async () => {
    stubFetch(routes());
    renderApp('/profile', 'desktop');
    await waitFor(() =>
      expect(screen.getByTestId('balance-usdt')).toHaveTextContent('100,000.00USDT'),
    );
    expect(screen.getByRole('heading', { name: 'Demo balance' })).toBeInTheDocument();
    expect(screen.getByTestId('credit-points')).toHaveTextContent('100');
    expect(screen.getAllByText('Under review').length).toBeGreaterThan(0);

    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    const labels = [
      'Balance',
      'Deposit and withdraw',
      'Transaction record',
      'All orders',
      'Notifications',
      'Settings',
      'Change language',
      'Change password',
      'Withdrawal password',
      'Account verification',
      'Help centre',
      'Contact support',
      'Log out',
    ];
    for (const label of labels) {
      expect(within(menu).getByText(label), label).toBeInTheDocument();
    }
    expect(within(menu).getByText('Change password').closest('a')).toHaveAttribute(
      'href',
      '/profile/info#password',
    );
    expect(await within(menu).findByLabelText('1 unread notification')).toBeInTheDocument();
  });

  it('switching to the real account shows the real book and hides the demo reset', async () => {
    const fetch = stubFetch(routes());
    const ui = userEvent.setup();
    renderApp('/profile', 'desktop');
    await screen.findByRole('button', { name: 'Reset demo account' });
    const side = screen.getByRole('region', { name: 'Your profile' });
    await ui.click(within(side).getByRole('radio', { name: 'Real' }));
    expect(await screen.findByText('Switched to the real account')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Real balance' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('balance-usdt')).toHaveTextContent('0.00USDT'));
    expect(screen.queryByRole('button', { name: 'Reset demo account' })).toBeNull();
    expect(
      requests(fetch).some(
        (r) => r.url.endsWith('/getUserInfo') && r.headers.get('virtually') === 'YES',
      ),
    ).toBe(true);
  });

  it('"Reset demo account" asks first, then resets with an Idempotency-Key', async () => {
    const fetch = stubFetch(routes({ 'POST /swx/customer/user/resetDemo': ok(balances) }));
    const ui = userEvent.setup();
    renderApp('/profile', 'desktop');
    await ui.click(await screen.findByRole('button', { name: 'Reset demo account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset the demo account?' });
    expect(requests(fetch).some((r) => r.url.endsWith('/resetDemo'))).toBe(false);
    // Cancel sends nothing.
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests(fetch).some((r) => r.url.endsWith('/resetDemo'))).toBe(false);

    await ui.click(screen.getByRole('button', { name: 'Reset demo account' }));
    const again = await screen.findByRole('dialog', { name: 'Reset the demo account?' });
    await ui.click(within(again).getByRole('button', { name: 'Reset demo account' }));
    expect(await screen.findByText('The demo account was reset')).toBeInTheDocument();
    const resets = requests(fetch).filter((r) => r.url.endsWith('/swx/customer/user/resetDemo'));
    expect(resets).toHaveLength(1);
    expect(resets[0]!.method).toBe('POST');
    expect(resets[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('notifications (/profile/notification)', () => {
  it('lists them with unread highlighted, marks one read on open and all read on request', async () => {
    let unread = 2;
    const fetch = stubFetch(
      routes({
        'GET /swx/customer/user/unreadCount': () => ok({ unread }),
        'GET /swx/customer/user/listNotification': ok({
          items: [notification(3, false), notification(2, false), notification(1, true)],
          total: 3,
          unread: 2,
        }),
        'POST /swx/customer/user/readNotification': () => {
          unread = Math.max(0, unread - 1);
          return ok({ unread });
        },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/profile/notification', 'desktop');

    const list = await screen.findByRole('list', { name: 'Your notifications, newest first' });
    const items = within(list).getAllByTestId('notification');
    expect(items.map((item) => item.hasAttribute('data-unread'))).toEqual([true, true, false]);
    expect(items[0]).toHaveTextContent('Title 3');
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2 unread');
    expect(screen.getByTestId('no-more')).toHaveTextContent('No more data');

    // Opening an unread one shows its body and marks it read.
    const first = within(items[0]!).getByRole('button', { expanded: false });
    await ui.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(items[0]!.hasAttribute('data-unread')).toBe(false));
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread');

    unread = 0;
    await ui.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('notification')
          .some((item) => item.hasAttribute('data-unread')),
      ).toBe(false),
    );
    expect(screen.getByTestId('unread-count')).toHaveTextContent('You have read everything');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('disabled');

    const reads = requests(fetch).filter((r) => r.url.endsWith('/readNotification'));
    expect(await Promise.all(reads.map((r) => r.json()))).toEqual([
      { id: notification(3, false).id },
      { all: true },
    ]);
  });

  it('loads more pages on demand', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => ({
      ...notification(1, true),
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      title: `First page ${i}`,
    }));
    stubFetch(
      routes({
        'GET /swx/customer/user/listNotification': (request) => {
          const page = new URL(request.url).searchParams.get('page');
          return page === '1'
            ? ok({ items: page1, total: 21, unread: 0 })
            : ok({
                items: [
                  {
                    ...notification(9, true),
                    id: '11111111-0000-4000-8000-000000000000',
                    title: 'Last one',
                  },
                ],
                total: 21,
                unread: 0,
              });
        },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/profile/notification', 'desktop');
    await ui.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Last one')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification')).toHaveLength(21);
    expect(screen.getByTestId('no-more')).toHaveTextContent('No more data');
  });

  it('live: authenticates the socket first, follows unread pushes and reloads on a new notification', async () => {
    let items = [notification(1, true)];
    let unread = 0;
    const fetch = stubFetch(
      routes({
        'GET /swx/customer/user/unreadCount': () => ok({ unread }),
        'GET /swx/customer/user/listNotification': () => ok({ items, total: items.length, unread }),
      }),
    );
    renderApp('/profile/notification', 'desktop');
    await screen.findByText(figure('Title 1'));
    const socket = FakeSocket.last!;
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/websocket\/user$/);
    act(() => socket.open());
    expect(socket.sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'auth', token: 'mrd_token' },
    ]);
    act(() => socket.push({ type: 'ready', unread: 0 }));

    items = [notification(2, false), ...items];
    unread = 1;
    const before = requests(fetch).filter((r) => r.url.includes('listNotification')).length;
    act(() =>
      socket.push({
        type: 'notification',
        notification: {
          id: items[0]!.id,
          kind: 'welcome',
          params: {},
          refType: null,
          refId: null,
          readAt: null,
          createdAt: items[0]!.createdAt,
        },
      }),
    );
    expect(await screen.findByText(figure('Title 2'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread'));
    expect(
      requests(fetch).filter((r) => r.url.includes('listNotification')).length,
    ).toBeGreaterThan(before);

    act(() => socket.push({ type: 'unread', unread: 0 }));
    await waitFor(() =>
      expect(screen.getByTestId('unread-count')).toHaveTextContent('You have read everything'),
    );
  });
});

describe('personal info (/profile/info)', () => {
  it('shows the profile and changes the password with the server message (20005)', async () => {
    const fetch = stubFetch(
      routes({
        'POST /swx/customer/user/repassword': {
          body: { code: 20005, msg: 'Changed successfully', result: null },
        },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/profile/info', 'desktop');
    expect(await screen.findByTestId('info-username')).toHaveTextContent('ada');
    expect(screen.getByText(figure('ADA123'))).toBeInTheDocument();
    expect(screen.getByText('ada@example.test')).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Change password' });
    await ui.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Enter your current password')).toBeInTheDocument();
    expect(within(section).getByText('Enter your password')).toBeInTheDocument();

    await ui.type(
      within(section).getByLabelText('Current password', { selector: 'input' }),
      'Old-pass-1',
    );
    await ui.type(
      within(section).getByLabelText('New password', { selector: 'input' }),
      'New-pass-2',
    );
    await ui.type(
      within(section).getByLabelText('Confirm the new password', { selector: 'input' }),
      'New-pass-3',
    );
    await ui.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The two passwords do not match')).toBeInTheDocument();

    await ui.clear(
      within(section).getByLabelText('Confirm the new password', { selector: 'input' }),
    );
    await ui.type(
      within(section).getByLabelText('Confirm the new password', { selector: 'input' }),
      'New-pass-2',
    );
    await ui.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('password-changed')).toHaveTextContent('Changed successfully');
    const sent = requests(fetch).find((r) => r.url.endsWith('/repassword'))!;
    expect(await sent.json()).toEqual({ oldPassword: 'Old-pass-1', newPassword: 'New-pass-2' });
    expect(settingsStore.getSnapshot().loggedIn).toBe(true);
  });

  it('a wrong current password (10004, HTTP 400) is shown on that field', async () => {
    stubFetch(
      routes({
        'POST /swx/customer/user/repassword': {
          status: 400,
          body: { code: 10004, msg: 'Wrong password', result: null },
        },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/profile/info', 'desktop');
    const section = await screen.findByRole('region', { name: 'Change password' });
    await ui.type(
      within(section).getByLabelText('Current password', { selector: 'input' }),
      'Nope-pass-1',
    );
    await ui.type(
      within(section).getByLabelText('New password', { selector: 'input' }),
      'New-pass-2',
    );
    await ui.type(
      within(section).getByLabelText('Confirm the new password', { selector: 'input' }),
      'New-pass-2',
    );
    await ui.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Wrong password')).toBeInTheDocument();
    expect(
      within(section).getByLabelText('Current password', { selector: 'input' }),
    ).toHaveAttribute('aria-invalid', 'true');
  });
});
