import type { UserView } from '@meridian/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';
import { TEST_USER } from '@/test/users';

const user: UserView = TEST_USER;
const session = { token: 'mrd_new_token', user };
const userInfo = ok({ ...user, book: 'demo', balances: [], unreadNotifications: 0 });

beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => {
  vi.useRealTimers();
});

/** /pass/login as the API client's 401 opens it: with `state.from`. */
async function renderLoginFrom(from: string) {
  const view = renderApp('/', 'desktop');
  await act(() => view.router.navigate('/pass/login', { state: { from } }));
  return view;
}

async function fillRegisterForm(
  ui: ReturnType<typeof userEvent.setup>,
  values: { email?: string; code?: string; username?: string; password?: string; confirm?: string },
) {
  await ui.click(screen.getByRole('radio', { name: 'Email' }));
  if (values.email !== undefined) await ui.type(screen.getByLabelText('Email'), values.email);
  if (values.code !== undefined)
    await ui.type(screen.getByLabelText('Verification code'), values.code);
  if (values.username !== undefined)
    await ui.type(screen.getByLabelText('Username'), values.username);
  if (values.password !== undefined)
    await ui.type(screen.getByLabelText('Password', { selector: 'input' }), values.password);
  if (values.confirm !== undefined)
    await ui.type(screen.getByLabelText('Confirm password', { selector: 'input' }), values.confirm);
}

describe('register (/pass/register)', () => {
  it('shows the SPEC §5 messages for an empty and a wrong form, and sends nothing', async () => {
    const fetch = stubFetch();
    const ui = userEvent.setup();
    renderApp('/pass/register', 'desktop');
    await ui.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Select a registration method (mobile or email)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('Enter a username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();

    await fillRegisterForm(ui, {
      email: 'ada@',
      code: '12345',
      username: '9lives',
      password: 'short1',
      confirm: 'other',
    });
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The email format is invalid')).toBeInTheDocument();
    expect(screen.getByText('The verification code has 6 digits')).toBeInTheDocument();
    expect(
      screen.getByText('Use 3 to 20 letters, digits or _, starting with a letter'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Use 8 to 64 characters, with at least one letter and one digit'),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    // The field is marked invalid for assistive technology.
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    const posts = requests(fetch).filter(
      (request) => request.method === 'POST' && request.url.includes('/login/'),
    );
    expect(posts).toEqual([]);
  });

  it('"Send code" needs a method and a valid address first', async () => {
    const fetch = stubFetch();
    const ui = userEvent.setup();
    renderApp('/pass/register', 'desktop');
    await ui.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Select a registration method (mobile or email)'),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole('radio', { name: 'Email' }));
    await ui.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    await ui.click(screen.getByRole('radio', { name: 'Mobile phone' }));
    await ui.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Select the country code')).toBeInTheDocument();
    expect(screen.getByText('Enter your mobile number')).toBeInTheDocument();
    expect(requests(fetch).filter((r) => r.url.includes('sendCode'))).toEqual([]);
  });

  it('sends the code, then counts 60 s down before it may be sent again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch({ 'POST /swx/customer/login/sendCode': ok(null) });
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/pass/register', 'desktop');
    await fillRegisterForm(ui, { email: 'Ada@Example.test' });
    await ui.click(screen.getByRole('button', { name: 'Send code' }));

    const button = await screen.findByTestId('send-code');
    await waitFor(() => expect(button).toHaveTextContent('Resend in 60 s'));
    expect(button).toHaveAttribute('disabled');
    expect(
      screen.getByText('We sent a code to ada@example.test. It is valid for 10 minutes.'),
    ).toBeInTheDocument();
    const sent = requests(fetch).find((r) => r.url.endsWith('/swx/customer/login/sendCode'))!;
    expect(await sent.json()).toEqual({
      type: 'email',
      email: 'ada@example.test',
      purpose: 'register',
    });

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(button).toHaveTextContent('Resend in 30 s');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(button).toHaveTextContent('Resend code'));
    expect(button).not.toHaveAttribute('disabled');
  });

  it.each([
    [10089, 429, 'Do not send repeatedly; wait 42 seconds'],
    [10007, 409, 'This email or phone number is already registered'],
    [10002, 400, 'The email address is not valid'],
  ])('shows the server message when sendCode answers %i', async (code, status, msg) => {
    stubFetch({
      'POST /swx/customer/login/sendCode': { status, body: { code, msg, result: null } },
    });
    const ui = userEvent.setup();
    renderApp('/pass/register', 'desktop');
    await fillRegisterForm(ui, { email: 'ada@example.test' });
    await ui.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.getByTestId('send-code')).toHaveTextContent('Send code');
  });

  it('registers with an Idempotency-Key, stores the session and goes home', async () => {
    const fetch = stubFetch({
      'POST /swx/customer/login/sendCode': ok(null),
      'POST /swx/customer/login/register': ok(session),
      'POST /swx/customer/user/getUserInfo': userInfo,
      'GET /health': { body: { status: 'ok' } },
    });
    const ui = userEvent.setup();
    const { router } = renderApp('/pass/register?invite=FRIEND42', 'desktop');
    expect(await screen.findByLabelText('Invite code (optional)')).toHaveProperty(
      'value',
      'FRIEND42',
    );
    await fillRegisterForm(ui, {
      email: 'ada@example.test',
      code: '123456',
      username: 'ada',
      password: 'Secret-pass-1',
      confirm: 'Secret-pass-1',
    });
    await ui.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(settingsStore.getSnapshot()).toMatchObject({
      token: 'mrd_new_token',
      loggedIn: true,
      user: { username: 'ada' },
    });
    const register = requests(fetch).find((r) => r.url.endsWith('/login/register'))!;
    expect(register.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await register.json()).toEqual({
      type: 'email',
      email: 'ada@example.test',
      username: 'ada',
      password: 'Secret-pass-1',
      confirmPassword: 'Secret-pass-1',
      code: '123456',
      inviteCode: 'FRIEND42',
    });
  });

  it('a refused registration shows the server message next to its field', async () => {
    stubFetch({
      'POST /swx/customer/login/register': {
        status: 409,
        body: { code: 10006, msg: 'This username already exists', result: null },
      },
    });
    const ui = userEvent.setup();
    const { router } = renderApp('/pass/register', 'desktop');
    await fillRegisterForm(ui, {
      email: 'ada@example.test',
      code: '123456',
      username: 'ada',
      password: 'Secret-pass-1',
      confirm: 'Secret-pass-1',
    });
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/pass/register');
    expect(settingsStore.getSnapshot().loggedIn).toBe(false);
  });
});

describe('login (/pass/login)', () => {
  it('asks for the username or email and the password', async () => {
    stubFetch();
    const ui = userEvent.setup();
    renderApp('/pass/login', 'desktop');
    await ui.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your username or email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Username or email'), 'ada@nowhere');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The email format is invalid')).toBeInTheDocument();
  });

  it('a refused login (HTTP 401, 10004) shows the server message and stays on the page', async () => {
    const fetch = stubFetch({
      'POST /swx/customer/login/login': {
        status: 401,
        body: { code: 10004, msg: 'Wrong password', result: null },
      },
    });
    const ui = userEvent.setup();
    const { router } = await renderLoginFrom('/profile/notification');
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    const entry = router.state.location.key;
    await ui.type(screen.getByLabelText('Username or email'), 'ada');
    await ui.type(screen.getByLabelText('Password', { selector: 'input' }), 'not-it-1');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByTestId('form-error');
    expect(alert).toHaveTextContent('Wrong password');
    expect(alert).toHaveAttribute('role', 'alert');
    // Still here, once: no redirect, the original destination kept.
    expect(router.state.location.pathname).toBe('/pass/login');
    expect(router.state.location.state).toEqual({ from: '/profile/notification' });
    expect(router.state.location.key).toBe(entry);
    expect(requests(fetch).filter((r) => r.url.endsWith('/login/login'))).toHaveLength(1);
    expect(settingsStore.getSnapshot().loggedIn).toBe(false);
    // The typed username stays for the next attempt.
    expect(screen.getByLabelText('Username or email')).toHaveProperty('value', 'ada');
  });

  it('logs in, stores the session and returns to the page the user came from', async () => {
    const fetch = stubFetch({
      'POST /swx/customer/login/login': ok(session),
      'POST /swx/customer/user/getUserInfo': userInfo,
      'GET /swx/customer/user/listNotification': ok({ items: [], total: 0, unread: 0 }),
      'GET /swx/customer/user/unreadCount': ok({ unread: 0 }),
    });
    vi.stubGlobal(
      'WebSocket',
      class {
        send() {}
        close() {}
      },
    );
    const ui = userEvent.setup();
    const { router } = await renderLoginFrom('/profile/notification');
    await ui.type(await screen.findByLabelText('Username or email'), ' ada ');
    await ui.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret-pass-1');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/notification'));
    expect(settingsStore.getSnapshot().token).toBe('mrd_new_token');
    const login = requests(fetch).find((r) => r.url.endsWith('/login/login'))!;
    expect(await login.json()).toEqual({ username: 'ada', password: 'Secret-pass-1' });
  });

  it('Google: a server without Google configured (503) says so', async () => {
    stubFetch({
      'GET /swx/customer/login/googleAuthUrl': {
        status: 503,
        body: { code: 503, msg: 'Service temporarily unavailable', result: null },
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

describe('reset (/pass/reset)', () => {
  it('sends a reset code, sets the new password and goes to login with the server message', async () => {
    const fetch = stubFetch({
      'POST /swx/customer/login/sendCode': ok(null),
      'POST /swx/customer/login/resetPassword': {
        body: { code: 20005, msg: 'Changed successfully', result: null },
      },
    });
    const ui = userEvent.setup();
    const { router } = renderApp('/pass/reset', 'desktop');
    await ui.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await ui.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/We sent a code to ada@example.test/);
    await ui.type(screen.getByLabelText('Verification code'), '654321');
    await ui.type(screen.getByLabelText('New password', { selector: 'input' }), 'Brand-new-2');
    await ui.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Brand-new-2');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pass/login'));
    expect(await screen.findByText('Changed successfully')).toBeInTheDocument();
    expect(await screen.findByLabelText('Username or email')).toHaveProperty(
      'value',
      'ada@example.test',
    );
    const all = requests(fetch);
    expect(await all.find((r) => r.url.endsWith('/sendCode'))!.json()).toEqual({
      type: 'email',
      email: 'ada@example.test',
      purpose: 'reset',
    });
    expect(await all.find((r) => r.url.endsWith('/resetPassword'))!.json()).toEqual({
      email: 'ada@example.test',
      code: '654321',
      password: 'Brand-new-2',
    });
  });
});

describe('Google callback (/api/loginCallback/google)', () => {
  it('posts code and state once, stores the session and goes home', async () => {
    const fetch = stubFetch({
      'POST /swx/customer/login/loginByGoogle': ok(session),
      'POST /swx/customer/user/getUserInfo': userInfo,
      'GET /health': { body: { status: 'ok' } },
    });
    const { router } = renderApp(
      '/api/loginCallback/google?code=4%2F0Abc&state=st_123&scope=openid',
      'desktop',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const posts = requests(fetch).filter((r) => r.url.endsWith('/loginByGoogle'));
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({ code: '4/0Abc', state: 'st_123' });
    expect(settingsStore.getSnapshot()).toMatchObject({ loggedIn: true, token: 'mrd_new_token' });
  });

  it('shows the error Google sent back, without calling the server', async () => {
    const fetch = stubFetch();
    renderApp('/api/loginCallback/google?error=access_denied', 'desktop');
    expect(await screen.findByText('Google sign-in was cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('You did not allow Meridian to use your Google account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      '/pass/login',
    );
    expect(requests(fetch).filter((r) => r.url.includes('loginByGoogle'))).toEqual([]);
  });

  it('a refused exchange (HTTP 401, 470) shows the server message here, not a redirect', async () => {
    stubFetch({
      'POST /swx/customer/login/loginByGoogle': {
        status: 401,
        body: { code: 470, msg: 'Sign-in could not be verified; please try again', result: null },
      },
    });
    const { router } = renderApp('/api/loginCallback/google?code=c&state=s', 'desktop');
    const message = await screen.findByText('Sign-in could not be verified; please try again');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/api/loginCallback/google');
  });
});
