import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';
import { TEST_USER } from '@/test/users';

/** Issue 17: the invite link (`/pass/register?invite=CODE`) and the invite code field. */

beforeEach(() => settingsStore.markOnboardingShown());

const REGISTER = 'POST /swx/customer/login/register';

async function fillAndSubmit(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(await screen.findByRole('radio', { name: 'Email' }));
  await ui.type(screen.getByLabelText('Email'), 'ada@example.test');
  await ui.type(screen.getByLabelText('Verification code'), '123456');
  await ui.type(screen.getByLabelText('Username'), 'ada');
  await ui.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret-pass-1');
  await ui.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Secret-pass-1');
  await ui.click(screen.getByRole('button', { name: 'Create account' }));
}

const inviteField = () => screen.getByLabelText('Invite code (optional)') as HTMLInputElement;

describe('register with an invite code', () => {
  it('prefills the code from ?invite= and sends it as inviteCode', async () => {
    const fetch = stubFetch({
      [REGISTER]: ok({ token: 'mrd_new_token', user: TEST_USER }),
      'POST /swx/customer/user/getUserInfo': ok({
        ...TEST_USER,
        book: 'demo',
        balances: [],
        unreadNotifications: 0,
      }),
    });
    const ui = userEvent.setup();
    const { router } = renderApp('/pass/register?invite=K7Q2MZP4', 'mobile');
    expect(
      (await screen.findByLabelText('Invite code (optional)')) as HTMLInputElement,
    ).toHaveProperty('value', 'K7Q2MZP4');
    expect(screen.getByText('Filled in from your invitation link')).toBeInTheDocument();
    await fillAndSubmit(ui);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const register = requests(fetch).find((r) => r.url.endsWith('/login/register'))!;
    expect(await register.json()).toMatchObject({ inviteCode: 'K7Q2MZP4' });
  });

  it('without ?invite= the field is empty and nothing is sent for it', async () => {
    const fetch = stubFetch({
      [REGISTER]: { status: 409, body: { code: 10006, msg: 'Taken', result: null } },
    });
    const ui = userEvent.setup();
    renderApp('/pass/register', 'desktop');
    expect(
      (await screen.findByLabelText('Invite code (optional)')) as HTMLInputElement,
    ).toHaveProperty('value', '');
    expect(screen.queryByText('Filled in from your invitation link')).toBeNull();
    await fillAndSubmit(ui);
    await screen.findByText('Taken');
    const register = requests(fetch).find((r) => r.url.endsWith('/login/register'))!;
    expect(await register.json()).not.toHaveProperty('inviteCode');
  });

  it('an invite code no account has (400 naming inviteCode) is shown on that field', async () => {
    stubFetch({
      [REGISTER]: {
        status: 400,
        body: { code: 400, msg: 'Invalid request: inviteCode', result: null },
      },
    });
    const ui = userEvent.setup();
    const { router } = renderApp('/pass/register?invite=NOPE1234', 'desktop');
    await screen.findByLabelText('Invite code (optional)');
    await fillAndSubmit(ui);
    const message = await screen.findByText(
      'No account has this invite code. Check it, or leave the field empty.',
    );
    expect(inviteField()).toHaveAttribute('aria-invalid', 'true');
    expect(inviteField().getAttribute('aria-describedby') ?? '').toContain(message.id);
    // The field gets the focus; the form keeps its values and no banner is shown above it.
    await waitFor(() => expect(document.activeElement).toBe(inviteField()));
    expect(screen.queryByText('Invalid request: inviteCode')).toBeNull();
    expect(router.state.location.pathname).toBe('/pass/register');
  });

  it('another 400 stays a message above the form', async () => {
    stubFetch({
      [REGISTER]: {
        status: 400,
        body: { code: 400, msg: 'Invalid request: confirmPassword', result: null },
      },
    });
    const ui = userEvent.setup();
    renderApp('/pass/register?invite=K7Q2MZP4', 'desktop');
    await screen.findByLabelText('Invite code (optional)');
    await fillAndSubmit(ui);
    expect(await screen.findByText('Invalid request: confirmPassword')).toBeInTheDocument();
    expect(inviteField()).not.toHaveAttribute('aria-invalid', 'true');
  });
});
