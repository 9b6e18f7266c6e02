import type { UserView } from '@meridian/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';
import { TEST_USER } from '@/test/users';

const user: UserView = TEST_USER;
const userInfo = ok({ ...user, book: 'demo', balances: [], unreadNotifications: 0 });
const challenge = {
  twoFactorRequired: true,
  challenge: 'mfa_abc',
  expiresAt: Date.now() + 300_000,
};

beforeEach(() => settingsStore.markOnboardingShown());

async function passwordStep(ui: ReturnType<typeof userEvent.setup>, from?: string) {
  const view = renderApp('/', 'desktop');
  await act(() => view.router.navigate('/pass/login', from ? { state: { from } } : {}));
  await ui.type(await screen.findByLabelText('Username or email', {}, { timeout: 15_000 }), 'ada');
  await ui.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct-1');
  await ui.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

describe('login second step (/pass/two-factor)', () => {
  it('a password accepted with two-factor on asks for the code, then signs in and returns', async () => {
    const fetch = stubFetch({
      'POST /swx/customer/login/login': ok(challenge),
      'POST /swx/customer/login/loginTwoFactor': (request) =>
        request.headers.get('content-type')?.includes('json')
          ? ok({ token: 'mrd_after_code', user })
          : { status: 400, body: { code: 400, msg: 'bad', result: null } },
      'POST /swx/customer/user/getUserInfo': userInfo,
      'GET /swx/customer/user/unreadCount': ok({ unread: 0 }),
    });
    const ui = userEvent.setup();
    const { router } = await passwordStep(ui, '/profile/notification');

    expect(
      await screen.findByRole('heading', { name: 'Two-factor sign-in' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pass/two-factor');
    // No session from the password alone.
    expect(settingsStore.getSnapshot().loggedIn).toBe(false);

    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6 digits shown in the app')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Code from the app'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(settingsStore.getSnapshot().token).toBe('mrd_after_code'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/notification'));
    const sent = requests(fetch).find((r) => r.url.endsWith('/loginTwoFactor'))!;
    expect(await sent.clone().json()).toEqual({ challenge: 'mfa_abc', code: '123456' });
  });

  it('offers a recovery code instead, shows a wrong code (476), and an expired challenge (401)', async () => {
    let answer: 'wrong' | 'expired' = 'wrong';
    const fetch = stubFetch({
      'POST /swx/customer/login/login': ok(challenge),
      'POST /swx/customer/login/loginTwoFactor': () =>
        answer === 'wrong'
          ? {
              status: 400,
              body: {
                code: 476,
                msg: 'The two-factor code is wrong or was already used',
                result: null,
              },
            }
          : { status: 401, body: { code: 401, msg: 'Please log in again', result: null } },
    });
    const ui = userEvent.setup();
    await passwordStep(ui);
    await ui.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await ui.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'The two-factor code is wrong or was already used',
    );
    const sent = requests(fetch).find((r) => r.url.endsWith('/loginTwoFactor'))!;
    expect(await sent.clone().json()).toEqual({
      challenge: 'mfa_abc',
      recoveryCode: 'abcde-fghij',
    });

    answer = 'expired';
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This sign-in has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeInTheDocument();
    expect(settingsStore.getSnapshot().loggedIn).toBe(false);
  });

  it('without a challenge (a reload, a typed address) goes back to the login', async () => {
    stubFetch();
    const { router } = renderApp('/pass/two-factor', 'desktop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pass/login'));
  });
});
