import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/lib/settings-store';
import { renderApp, stubFetch } from '@/test/render';

beforeEach(() => {
  settingsStore.markOnboardingShown();
  stubFetch({ 'GET /health': { body: { status: 'ok' } } });
});

/** SPEC §2: every route and the h1 its page frame shows (logged out, English). */
const ROUTES: [path: string, heading: string][] = [
  ['/', 'Meridian'],
  ['/market', 'Markets'],
  ['/cruuency?code=ETHUSDT&type=crypto&id=2', 'ETHUSDT'],
  ['/currency?code=EURUSD&type=forex&id=9', 'EURUSD'],
  ['/cruuency', 'Instrument'],
  ['/trading', 'Smart trading'],
  ['/loan', 'Loans'],
  ['/nfts', 'Charity NFTs'],
  ['/nfts/mine', 'My NFTs'],
  ['/nfts/donations', 'Donations'],
  ['/profile', 'Account'],
  ['/profile/balance', 'Balance'],
  ['/profile/balancebb', 'Coin account'],
  ['/profile/info', 'Personal info'],
  ['/profile/exchange', 'Currency exchange'],
  ['/profile/records', 'Transaction record'],
  ['/profile/orders', 'All orders'],
  ['/profile/kefu', 'Customer service'],
  ['/profile/invite', 'Invite friends'],
  ['/profile/notification', 'Notifications'],
  ['/help', 'Help centre'],
  ['/help/faq', 'FAQ'],
  ['/help/notice', 'Notices'],
  ['/pass/register', 'Create your account'],
  ['/pass/login', 'Log in'],
  ['/pass/reset', 'Reset your password'],
  ['/detail?id=7&title=Privacy%20policy', 'Privacy policy'],
  ['/detail?id=7', 'Document'],
  ['/introduction', 'Introduction'],
  ['/api/loginCallback/google', 'Google sign-in'],
];

describe('routes (SPEC §2)', () => {
  it.each(ROUTES)('%s shows its page: %s', async (path, heading) => {
    renderApp(path, 'desktop');
    // Pages are lazy chunks; the first import of a big one (the trading screens) can take a
    // while on a busy CI machine.
    const h1 = await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
    // One h1 per page, and the tab title follows it.
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
    await waitFor(() =>
      expect(document.title).toBe(heading === 'Meridian' ? 'Meridian' : `${heading} · Meridian`),
    );
  });

  it('/trading is the smart trading tab: the plans on offer first, my plans beside them', async () => {
    renderApp('/trading', 'desktop');
    expect(
      await screen.findByRole(
        'tab',
        { name: 'Plans on offer', selected: true },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My plans' })).toBeInTheDocument();
  });

  it('an unknown path redirects to the home page', async () => {
    const { router } = renderApp('/no/such/page', 'desktop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meridian' })).toBeInTheDocument();
    expect(screen.getByTestId('market-list-slot')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('scrolls to the top after every navigation', async () => {
    const { router } = renderApp('/', 'desktop');
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[][] } };
    const before = scrollTo.mock.calls.length;
    await act(() => router.navigate('/help'));
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    await act(() => router.navigate('/help?tab=2'));
    expect(scrollTo.mock.calls.length).toBeGreaterThanOrEqual(before + 2);
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 0]);
  });
});
