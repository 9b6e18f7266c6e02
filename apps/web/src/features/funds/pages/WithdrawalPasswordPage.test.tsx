import type { UserView } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, calls, logIn, renderFunds, USER } from '../test-fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, stubFetch, type FakeRoutes } from '@/test/render';
import { TEST_USER } from '@/test/users';

beforeEach(() => {
  settingsStore.markOnboardingShown();
});

function info(user: Partial<UserView>) {
  return ok({ ...TEST_USER, ...user, book: 'demo', balances: [], unreadNotifications: 0 });
}

async function open(user: Partial<UserView>, extra: FakeRoutes = {}) {
  logIn('demo', user);
  const fetch = stubFetch({ [`POST ${USER}/getUserInfo`]: info(user), ...extra });
  renderFunds('/profile/withdrawal-password');
  const form = await screen.findByTestId('withdrawal-password-form');
  return { fetch, form };
}

const password = (form: HTMLElement, label: string) => within(form).getByLabelText(label);

describe('/profile/withdrawal-password', () => {
  it('sets the first withdrawal password, confirmed with the login password', async () => {
    let hasWithdrawalPassword = false;
    const { form, fetch } = await open(
      { hasPassword: true, hasWithdrawalPassword: false },
      {
        [`POST ${USER}/getUserInfo`]: () => info({ hasPassword: true, hasWithdrawalPassword }),
        [`POST ${USER}/repasswordTx`]: () => {
          hasWithdrawalPassword = true;
          return { body: { code: 20005, msg: 'Changed successfully', result: null } };
        },
      },
    );
    expect(screen.getByTestId('withdrawal-password-status').textContent).toBe('Not set');
    expect(within(form).getByRole('heading').textContent).toBe('Set your withdrawal password');
    expect(within(form).queryByLabelText('Current withdrawal password')).toBeNull();

    const submit = within(form).getByRole('button', { name: 'Set withdrawal password' });
    await userEvent.click(submit);
    expect(await within(form).findByText('Enter the current password')).toBeInTheDocument();
    expect(within(form).getByText('Enter the withdrawal password')).toBeInTheDocument();
    expect(within(form).getByText('Confirm your password')).toBeInTheDocument();

    await userEvent.type(password(form, 'Login password'), 'login-pass1');
    await userEvent.type(password(form, 'New withdrawal password'), '12345');
    await userEvent.type(password(form, 'Confirm the withdrawal password'), '123456');
    await userEvent.click(submit);
    expect(await within(form).findByText('Use 6 to 64 characters')).toBeInTheDocument();
    expect(within(form).getByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls(fetch, 'repasswordTx')).toHaveLength(0);

    await userEvent.type(password(form, 'New withdrawal password'), '6');
    await userEvent.click(submit);
    expect(await screen.findByTestId('withdrawal-password-done')).toHaveTextContent(
      'Changed successfully',
    );
    expect(await bodyOf(calls(fetch, 'repasswordTx')[0]!)).toEqual({
      password: '123456',
      confirmPassword: '123456',
      currentPassword: 'login-pass1',
    });
    // The account now has one: the page offers to change it.
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-password-status').textContent).toBe('Set'),
    );
    const changeForm = screen.getByTestId('withdrawal-password-form');
    expect(within(changeForm).getByRole('heading').textContent).toBe(
      'Change your withdrawal password',
    );
    expect(within(changeForm).getByLabelText('Current withdrawal password')).toHaveProperty(
      'value',
      '',
    );
    expect(
      within(screen.getByTestId('withdrawal-password-done')).getByRole('link', {
        name: 'Go to withdrawals',
      }),
    ).toHaveAttribute('href', '/profile/withdraw');
  });

  it('changes it with the current withdrawal password; a wrong one is said at that field', async () => {
    let attempts = 0;
    const { form, fetch } = await open(
      { hasPassword: true, hasWithdrawalPassword: true },
      {
        [`POST ${USER}/repasswordTx`]: () => {
          attempts += 1;
          return attempts === 1
            ? { status: 400, body: { code: 10093, msg: 'Wrong withdrawal password', result: null } }
            : { body: { code: 20005, msg: 'Changed successfully', result: null } };
        },
      },
    );
    expect(screen.getByTestId('withdrawal-password-status').textContent).toBe('Set');
    await userEvent.type(password(form, 'Current withdrawal password'), 'old-secret');
    await userEvent.type(password(form, 'New withdrawal password'), 'new-secret');
    await userEvent.type(password(form, 'Confirm the withdrawal password'), 'new-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Change withdrawal password' }));
    expect(await within(form).findByText('Wrong withdrawal password')).toBeInTheDocument();
    expect(password(form, 'Current withdrawal password')).toHaveAttribute('aria-invalid', 'true');
    expect(password(form, 'New withdrawal password')).toHaveProperty('value', 'new-secret');

    await userEvent.clear(password(form, 'Current withdrawal password'));
    await userEvent.type(password(form, 'Current withdrawal password'), 'old-secret-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change withdrawal password' }));
    expect(await screen.findByTestId('withdrawal-password-done')).toHaveTextContent(
      'Changed successfully',
    );
    expect(await bodyOf(calls(fetch, 'repasswordTx')[1]!)).toEqual({
      password: 'new-secret',
      confirmPassword: 'new-secret',
      currentPassword: 'old-secret-2',
    });
  });

  it('an account without a login password sets one without a current password', async () => {
    const { form, fetch } = await open(
      { hasPassword: false, hasWithdrawalPassword: false },
      {
        [`POST ${USER}/repasswordTx`]: {
          body: { code: 20005, msg: 'Changed successfully', result: null },
        },
      },
    );
    expect(within(form).queryByLabelText('Login password')).toBeNull();
    await userEvent.type(password(form, 'New withdrawal password'), 'wallet-user');
    await userEvent.type(password(form, 'Confirm the withdrawal password'), 'wallet-user');
    await userEvent.click(within(form).getByRole('button', { name: 'Set withdrawal password' }));
    await screen.findByTestId('withdrawal-password-done');
    expect(await bodyOf(calls(fetch, 'repasswordTx')[0]!)).toEqual({
      password: 'wallet-user',
      confirmPassword: 'wallet-user',
    });
  });

  it('another refusal is shown above the form and the form is kept', async () => {
    const { form } = await open(
      { hasPassword: false, hasWithdrawalPassword: false },
      {
        [`POST ${USER}/repasswordTx`]: {
          status: 429,
          body: { code: 429, msg: 'Too many attempts; try again in 60 seconds', result: null },
        },
      },
    );
    await userEvent.type(password(form, 'New withdrawal password'), 'wallet-user');
    await userEvent.type(password(form, 'Confirm the withdrawal password'), 'wallet-user');
    await userEvent.click(within(form).getByRole('button', { name: 'Set withdrawal password' }));
    expect(await screen.findByTestId('withdrawal-password-error')).toHaveTextContent(
      'Too many attempts; try again in 60 seconds',
    );
    expect(password(form, 'New withdrawal password')).toHaveProperty('value', 'wallet-user');
  });

  it('a visitor is asked to log in', async () => {
    stubFetch({});
    renderFunds('/profile/withdrawal-password', 'mobile');
    expect(
      await screen.findByRole('heading', { name: 'Log in to deposit and withdraw' }),
    ).toBeInTheDocument();
  });
});
