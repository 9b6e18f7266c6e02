import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';

const PROVIDERS = 'GET /swx/customer/login/signInProviders';

function installWallet() {
  Object.defineProperty(window, 'ethereum', {
    value: { request: async () => [] },
    configurable: true,
  });
}

beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('outside sign-in providers on the login page', () => {
  it('offers neither Google nor a wallet when the server has enabled neither', async () => {
    installWallet();
    const fetch = stubFetch({ [PROVIDERS]: ok({ google: false, wallet: false }) });
    renderApp('/pass/login', 'desktop');
    await screen.findByRole('button', { name: 'Log in' });
    await expect
      .poll(() => requests(fetch).some((r) => r.url.endsWith('/signInProviders')))
      .toBe(true);
    // Give the answer time to render, then make sure nothing was offered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    expect(screen.queryByText('or continue with')).toBeNull();
  });

  it('offers only Google when wallet sign-in is off, even with a wallet in the browser', async () => {
    installWallet();
    stubFetch({ [PROVIDERS]: ok({ google: true, wallet: false }) });
    renderApp('/pass/login', 'desktop');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
  });

  it('offers only the wallet when Google is not configured', async () => {
    installWallet();
    stubFetch({ [PROVIDERS]: ok({ google: false, wallet: true }) });
    renderApp('/pass/register', 'desktop');
    expect(
      await screen.findByRole('button', { name: 'Continue with a wallet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('when the list cannot be read, offers Google and explains a "not enabled" answer', async () => {
    stubFetch({
      'GET /swx/customer/login/googleAuthUrl': {
        status: 404,
        body: {
          code: 483,
          msg: 'This sign-in method is not enabled on this platform',
          result: null,
        },
      },
    });
    const ui = userEvent.setup();
    renderApp('/pass/login', 'desktop');
    await ui.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(
      await screen.findByText(
        'Google sign-in is not set up on this server. Log in with your username or email.',
      ),
    ).toBeInTheDocument();
  });
});
