import type { UserView } from '@meridian/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';

const user = {
  id: '0b7d3f5e-1c2a-4b8e-9f00-000000000001',
  username: 'ada',
  email: 'ada@example.test',
} as UserView;

function logIn() {
  settingsStore.setSession({ token: 'mrd_token', user });
}

/** The onboarding board is a separate concern (onboarding.test.tsx): off here. */
beforeEach(() => settingsStore.markOnboardingShown());

describe('desktop shell', () => {
  it('shows the five section tabs with the current one marked, service, language, login and sign up', async () => {
    stubFetch({ 'GET /health': { body: { status: 'ok', database: 'ok' } } });
    renderApp('/', 'desktop');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const tabs = within(nav).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Home',
      'Market',
      'Smart Trading',
      'Loan',
      'Account',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/',
      '/market',
      '/trading',
      '/loan',
      '/profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Market' })).not.toHaveAttribute('aria-current');

    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/profile/kefu',
    );
    expect(
      screen.getAllByRole('button', { name: /Change language, current: English/ }).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute(
      'href',
      '/pass/login',
    );
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute(
      'href',
      '/pass/register',
    );
    expect(screen.queryByTestId('mobile-tabbar')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Meridian' })).toBeInTheDocument();
    expect(await screen.findByText('Platform status: ok')).toHaveAttribute('data-testid', 'health');
    expect(screen.getByTestId('market-list-slot')).toBeInTheDocument();
  });

  it('marks Market current on the instrument page and Account on profile sub-pages', async () => {
    stubFetch();
    const { router } = renderApp('/cruuency?code=BTCUSDT&type=crypto&id=1', 'desktop');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Market' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT' })).toBeInTheDocument();
    await act(() => router.navigate('/profile/balance'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['/pass/login', '/pass/register', '/pass/reset'])(
    'hides the tabs on %s',
    async (path) => {
      stubFetch();
      renderApp(path, 'desktop');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByTestId('desktop-tabs')).toBeNull();
      // Language and customer service stay.
      expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    },
  );

  it('logged in: the account menu and the demo/real switch replace login and sign up', async () => {
    logIn();
    stubFetch({
      'POST /swx/customer/user/getUserInfo': ok({ ...user, book: 'demo', balances: [] }),
    });
    renderApp('/', 'desktop');
    expect(screen.getByRole('button', { name: 'Account menu for ada' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Account mode' })).toBeInTheDocument();
  });

  it('the demo/real switch changes the mode, confirms it and remembers it', async () => {
    logIn();
    const fetch = stubFetch({
      'POST /swx/customer/user/getUserInfo': ok({ ...user, book: 'demo', balances: [] }),
    });
    renderApp('/', 'desktop');
    await userEvent.click(screen.getByRole('radio', { name: 'Real' }));
    expect(await screen.findByText('Switched to the real account')).toBeInTheDocument();
    expect(settingsStore.getSnapshot().mode).toBe('real');
    expect(localStorage.getItem('meridian.virtualStatus')).toBe('0');
    // Book-dependent data reloads with virtually: YES.
    await waitFor(() =>
      expect(
        requests(fetch).some(
          (r) => r.url.endsWith('/getUserInfo') && r.headers.get('virtually') === 'YES',
        ),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Demo' }));
    expect(await screen.findByText('Switched to the virtual account')).toBeInTheDocument();
    expect(localStorage.getItem('meridian.virtualStatus')).toBe('1');
  });

  it('footer: product links, content groups as /detail links, © 2023, Android link from down_url', async () => {
    stubFetch({
      'GET /swx/customer/index/listContents/1': ok([
        { id: 11, title: 'About us', type: 1 },
        { id: 12, title: 'Licence & supervision', type: 1 },
      ]),
      'GET /swx/customer/index/listContents/2': ok([{ id: 21, title: 'Privacy', type: 2 }]),
      'GET /swx/customer/index/listContents/3': {
        status: 500,
        body: { code: 500, msg: 'Unknown error', result: null },
      },
      'GET /swx/customer/index/getParamByKey/down_url': ok({
        paramValue: 'https://downloads.example.test/meridian.apk',
      }),
    });
    renderApp('/', 'desktop');
    const footer = screen.getByRole('contentinfo');
    const product = within(footer).getByRole('list', { name: 'Product' });
    expect(
      within(product)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/market', '/loan', '/nfts', '/trading']);
    const company = await within(footer).findByRole('list', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'Licence & supervision' })).toHaveAttribute(
      'href',
      '/detail?id=12&title=Licence+%26+supervision',
    );
    expect(await within(footer).findByRole('list', { name: 'Policy' })).toBeInTheDocument();
    // The failed group renders nothing.
    expect(within(footer).queryByText('Statements')).toBeNull();
    expect(await within(footer).findByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      'https://downloads.example.test/meridian.apk',
    );
    expect(within(footer).getByText('© 2023 Meridian. All rights reserved.')).toBeInTheDocument();
  });

  it('footer: no Android link when down_url is absent or not a web address', async () => {
    stubFetch({
      'GET /swx/customer/index/getParamByKey/down_url': ok({ paramValue: 'javascript:alert(1)' }),
    });
    const fetch = stubFetch({
      'GET /swx/customer/index/getParamByKey/down_url': ok({ paramValue: 'javascript:alert(1)' }),
    });
    renderApp('/', 'desktop');
    await waitFor(() =>
      expect(requests(fetch).some((r) => r.url.endsWith('/getParamByKey/down_url'))).toBe(true),
    );
    expect(screen.queryByTestId('android-download')).toBeNull();
  });

  it('a language change reloads the footer content in the new language', async () => {
    const fetch = stubFetch({
      'GET /swx/customer/index/listContents/1': (request) =>
        ok([{ id: 1, title: request.headers.get('lang') === 'de' ? 'Über uns' : 'About us' }]),
    });
    renderApp('/', 'desktop');
    expect(await screen.findByRole('link', { name: 'About us' })).toBeInTheDocument();
    act(() => changeLanguage('de'));
    expect(await screen.findByRole('link', { name: 'Über uns' })).toBeInTheDocument();
    const contentCalls = requests(fetch).filter((r) => r.url.endsWith('/listContents/1'));
    expect(contentCalls.map((r) => r.headers.get('lang'))).toEqual(['en', 'de']);
    act(() => changeLanguage('en'));
  });
});

describe('mobile shell', () => {
  it('shows the bottom tab bar and the top bar (language, service, login) when logged out', async () => {
    stubFetch({ 'GET /health': { body: { status: 'ok' } } });
    renderApp('/', 'mobile');
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    const tabs = within(bar).getAllByRole('link');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/',
      '/market',
      '/trading',
      '/loan',
      '/profile',
    ]);
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('button', { name: /Change language/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/pass/login');
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    // Mobile home: the four marketing blocks and the notices bar.
    expect(screen.getByRole('heading', { level: 1, name: 'Meridian' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lowest fees',
      'Smart trading',
      'Loans without collateral',
      'NFT charity',
    ]);
    expect(screen.getByRole('link', { name: /Notices and announcements/ })).toHaveAttribute(
      'href',
      '/help/notice',
    );
    await waitFor(() =>
      expect(screen.getByTestId('health')).toHaveTextContent('Platform status: ok'),
    );
  });

  it('logged in: the bell with the unread count instead of the login button', async () => {
    logIn();
    stubFetch({
      'GET /swx/customer/user/unreadCount': ok({ unread: 3 }),
      'POST /swx/customer/user/getUserInfo': ok({ ...user, book: 'demo', balances: [] }),
    });
    renderApp('/market', 'mobile');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/profile/notification');
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it.each(['/pass/login', '/pass/register', '/pass/reset'])(
    'hides the tab bar (and the login button) on %s',
    async (path) => {
      stubFetch();
      renderApp(path, 'mobile');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
      expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Log in' })).toBeNull();
      expect(screen.getByRole('button', { name: /Change language/ })).toBeInTheDocument();
    },
  );

  it('the social-login callback hides all navigation', async () => {
    stubFetch();
    renderApp('/api/loginCallback/google?code=abc&state=xyz', 'mobile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Google sign-in' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('the language button opens the picker; picking one switches the app', async () => {
    stubFetch();
    renderApp('/', 'mobile');
    await userEvent.click(screen.getByRole('button', { name: /Change language/ }));
    const picker = await screen.findByRole('group', { name: 'Language' });
    const buttons = within(picker).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'English',
      '日本語',
      '한국어',
      'Deutsch',
      'Français',
      'Italiano',
      'Español',
      'العربية',
      '繁體中文',
      '简体中文',
      'Tiếng Việt',
    ]);
    expect(within(picker).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Français' }));
    expect(settingsStore.getSnapshot().language).toBe('fr');
    expect(localStorage.getItem('meridian.language')).toBe('fr');
    act(() => changeLanguage('en'));
  });
});

describe('a 401 from any call', () => {
  it('clears the session and lands on /pass/login', async () => {
    logIn();
    stubFetch({
      'POST /swx/customer/user/getUserInfo': {
        status: 401,
        body: { code: 401, msg: 'Please log in again', result: null },
      },
    });
    const { router } = renderApp('/profile', 'desktop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pass/login'));
    expect(router.state.location.state).toEqual({ from: '/profile' });
    expect(settingsStore.getSnapshot()).toMatchObject({ loggedIn: false, token: null, user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});
