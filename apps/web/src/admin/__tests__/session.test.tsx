import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../api/session';
import {
  ADMIN,
  fail,
  KYC_ITEM,
  page,
  renderAdmin,
  serveAdmin,
  signedIn,
  staff,
  STAFF_TOKEN,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests } from '@/test/render';
import { stubWebSockets } from '@/test/sockets';
import { TEST_USER } from '@/test/users';

/** The names of the back office's navigation links. */
async function navLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+$/, '').replace(/,.*$/, '').trim());
}

describe('the staff session', () => {
  it('sends the staff token as a Bearer token, never the user token', async () => {
    settingsStore.setSession({ token: 'mrd_user_token', user: TEST_USER });
    signedIn();
    const fetch = serveAdmin(staff('compliance'));
    renderAdmin('/admin/kyc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC reviews' }),
    ).toBeInTheDocument();
    const sent = requests(fetch).filter((r) => new URL(r.url).pathname.startsWith(ADMIN));
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent)
      expect(request.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('a 401 from /swx/admin shows the staff sign-in again, and leaves the user session alone', async () => {
    settingsStore.markOnboardingShown();
    settingsStore.setSession({ token: 'mrd_user_token', user: TEST_USER });
    signedIn();
    serveAdmin(staff('compliance'), {
      [`GET ${ADMIN}/kyc`]: fail(401, 401, 'Please log in again'),
      'POST /swx/customer/user/getUserInfo': ok(TEST_USER),
    });
    // The whole app: the user app's 401 path (to /pass/login) must not run.
    const { router } = renderApp('/admin/kyc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-notice')).toHaveTextContent(
      'Your staff session has ended. Sign in again.',
    );
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/kyc');
    expect(settingsStore.getSnapshot().token).toBe('mrd_user_token');
    expect(localStorage.getItem('meridian.token')).toBe('mrd_user_token');
  });

  it('a refused token at start (auth/me 401) shows the sign-in', async () => {
    signedIn();
    serveAdmin(null, { [`GET ${ADMIN}/auth/me`]: fail(401, 401, 'Please log in again') });
    renderAdmin('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('signing out calls auth/logout and forgets the token', async () => {
    signedIn();
    const fetch = serveAdmin(staff('support'), {
      [`POST ${ADMIN}/auth/logout`]: ok(null),
      [`GET ${ADMIN}/users`]: page([]),
    });
    renderAdmin('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    const logout = requests(fetch).find((r) => r.url.endsWith('/auth/logout'))!;
    expect(logout.method).toBe('POST');
    expect(logout.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
  });
});

describe('navigation by role', () => {
  it('admin: every section, with the queue counts', async () => {
    signedIn();
    serveAdmin(staff('admin'), {
      [`GET ${ADMIN}/kyc`]: page([KYC_ITEM], 3),
      [`GET ${ADMIN}/deposits`]: page([], 0),
      [`GET ${ADMIN}/withdrawals`]: page([], 12),
    });
    const { router } = renderAdmin('/admin');
    expect(await navLinks()).toEqual([
      'KYC reviews',
      'Deposits',
      'Withdrawals',
      'Loans',
      'Loan book',
      'Customer service',
      'Users',
      'Smart plans',
      'Plan earnings',
      'NFT items',
      'Charity payouts',
      'Settings',
      'Audit log',
      'Staff',
    ]);
    // /admin opens the first section.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/kyc'));
    expect(await screen.findByTestId('waiting-kyc')).toHaveTextContent('3');
    expect(await screen.findByTestId('waiting-withdrawals')).toHaveTextContent('12');
    expect(screen.queryByTestId('waiting-deposits')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'KYC reviews, 3 waiting' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('compliance: the queues, users, the NFT items and the charity payouts', async () => {
    signedIn();
    serveAdmin(staff('compliance'));
    renderAdmin('/admin');
    expect(await navLinks()).toEqual([
      'KYC reviews',
      'Deposits',
      'Withdrawals',
      'Loans',
      'Loan book',
      'Users',
      'Smart plans',
      'NFT items',
      'Charity payouts',
    ]);
  });

  it('support: customer service, users and smart plans (to read) only, and no queue counts are asked for', async () => {
    signedIn();
    stubWebSockets();
    const fetch = serveAdmin(staff('support'), {
      [`GET ${ADMIN}/users`]: page([]),
      [`GET ${ADMIN}/chat/conversations`]: ok({ items: [], total: 0 }),
    });
    const { router } = renderAdmin('/admin');
    expect(await navLinks()).toEqual(['Customer service', 'Users', 'Smart plans']);
    // Customer service is support's first section: /admin opens the console.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/chat'));
    const paths = requests(fetch).map((r) => new URL(r.url).pathname);
    expect(paths).not.toContain(`${ADMIN}/kyc`);
    expect(paths).not.toContain(`${ADMIN}/deposits`);
  });

  it('content: the NFT items only, which /admin opens', async () => {
    signedIn();
    serveAdmin(staff('content'), {
      [`GET ${ADMIN}/nfts`]: ok({ list: [], total: 0, frozenTotal: '0', serverTime: 0 }),
    });
    const { router } = renderAdmin('/admin');
    expect(await navLinks()).toEqual(['NFT items']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/nfts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'NFT items' })).toBeInTheDocument();
  });

  it('a section the role may not use says "You do not have permission"', async () => {
    signedIn();
    const fetch = serveAdmin(staff('support'));
    renderAdmin('/admin/settings');
    expect(
      await screen.findByRole('heading', { name: 'You do not have permission' }),
    ).toBeInTheDocument();
    expect(requests(fetch).some((r) => r.url.includes('/settings'))).toBe(false);
  });

  it('a 403 from the server says "You do not have permission"', async () => {
    signedIn();
    serveAdmin(staff('compliance'), {
      [`GET ${ADMIN}/users`]: fail(403, 403, 'Forbidden'),
    });
    renderAdmin('/admin/users');
    expect(
      await screen.findByRole('heading', { name: 'You do not have permission' }),
    ).toBeInTheDocument();
  });

  it('the narrow-screen menu button opens and closes the navigation', async () => {
    signedIn();
    serveAdmin(staff('compliance'));
    renderAdmin('/admin/kyc');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'admin-nav');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Deposits' }));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  });
});
