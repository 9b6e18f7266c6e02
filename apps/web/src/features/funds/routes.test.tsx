import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, USER } from './test-fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, stubFetch } from '@/test/render';
import { stubWebSockets } from '@/test/sockets';
import { TEST_USER } from '@/test/users';

beforeEach(() => {
  settingsStore.markOnboardingShown();
  stubWebSockets();
});

describe('the funds routes', () => {
  it.each([
    ['/profile/kyc', 'Identity verification'],
    ['/profile/deposit', 'Deposit'],
    ['/profile/withdraw', 'Withdraw'],
    ['/profile/withdrawal-password', 'Withdrawal password'],
  ])('%s shows its page in the app: %s', async (path, heading) => {
    stubFetch({ 'GET /health': { body: { status: 'ok' } } });
    renderApp(path, 'desktop');
    const h1 = await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
    // The page sets the title in an effect, after the heading is in the document.
    await waitFor(() => expect(document.title).toBe(`${heading} · Meridian`));
  });

  it('the account menu leads to them', async () => {
    logIn('demo', { kycStatus: 'under_review' });
    stubFetch({
      [`POST ${USER}/getUserInfo`]: ok({
        ...TEST_USER,
        kycStatus: 'under_review',
        book: 'demo',
        balances: [],
        unreadNotifications: 0,
      }),
      [`GET ${USER}/unreadCount`]: ok({ unread: 0 }),
    });
    renderApp('/profile', 'mobile');
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(screen.getByTestId('menu-item-deposit')).toHaveAttribute('href', '/profile/deposit');
    expect(screen.getByTestId('menu-item-withdrawal-password')).toHaveAttribute(
      'href',
      '/profile/withdrawal-password',
    );
    const verification = screen.getByTestId('menu-item-verification');
    expect(verification).toHaveAttribute('href', '/profile/kyc');
    expect(within(verification).getByTestId('kyc-status').textContent).toBe('Under review');
    expect(within(menu).getByText('Deposit and withdraw')).toBeInTheDocument();
  });
});
