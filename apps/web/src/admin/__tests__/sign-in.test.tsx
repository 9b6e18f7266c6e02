import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../api/session';
import { ADMIN, bodyOf, fail, renderAdmin, serveAdmin, staff } from './fixtures';
import { ok, requests } from '@/test/render';

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Meridian:boss?secret=JBSWY3DPEHPK3PXP&issuer=Meridian',
};
const BOSS = staff('admin', { username: 'boss' });

async function passwordStep(username = 'boss', password = 'correct horse') {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('staff sign-in', () => {
  it('first sign-in: QR code and secret, the code, a new password; then the token is stored and sent', async () => {
    const fetch = serveAdmin(null, {
      [`POST ${ADMIN}/auth/login`]: ok({
        challenge: 'ch-1',
        enrolment: ENROLMENT,
        mustChangePassword: true,
      }),
      [`POST ${ADMIN}/auth/verify`]: ok({ token: 'stf_new', staff: BOSS }),
    });
    renderAdmin('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    await passwordStep();

    // The QR code is drawn here (components/ui/QrCode: SVG modules, no remote image) for the
    // enrolment URL, and the secret is shown as text.
    const qr = await screen.findByRole('img', {
      name: 'QR code to add your staff account to an authenticator app',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('data-value')).toBe(ENROLMENT.otpauthUrl);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByTestId('totp-secret').textContent).toBe(ENROLMENT.secret);
    expect(
      screen.getByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();

    // A new password is required: too short, then not the same twice, then good.
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('At least 10 characters', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-new-password');
    await userEvent.type(screen.getByLabelText('New password again'), 'a-long-new-passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(requests(fetch).some((r) => r.url.endsWith('/auth/verify'))).toBe(false);

    await userEvent.clear(screen.getByLabelText('New password again'));
    await userEvent.type(screen.getByLabelText('New password again'), 'a-long-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    // Signed in: the staff layout with its navigation.
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    const verify = requests(fetch).find((r) => r.url.endsWith('/auth/verify'))!;
    expect(await bodyOf(verify)).toEqual({
      challenge: 'ch-1',
      code: '123456',
      newPassword: 'a-long-new-password',
    });
    const login = requests(fetch).find((r) => r.url.endsWith('/auth/login'))!;
    expect(await bodyOf(login)).toEqual({ username: 'boss', password: 'correct horse' });

    // The token is kept in sessionStorage under its own key, never as the user's token.
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBe('stf_new');
    expect(localStorage.getItem('meridian.token')).toBeNull();

    // Every later call carries it as a Bearer token.
    await waitFor(() =>
      expect(requests(fetch).some((r) => new URL(r.url).pathname === `${ADMIN}/kyc`)).toBe(true),
    );
    const later = requests(fetch).filter(
      (r) => !r.url.includes('/auth/login') && !r.url.includes('/auth/verify'),
    );
    expect(later.length).toBeGreaterThan(0);
    for (const request of later)
      expect(request.headers.get('authorization')).toBe('Bearer stf_new');
    // Sign-in calls carry no token at all.
    expect(login.headers.get('authorization')).toBeNull();
  });

  it('a later sign-in: no QR code and no new password, only the code', async () => {
    const fetch = serveAdmin(null, {
      [`POST ${ADMIN}/auth/login`]: ok({
        challenge: 'ch-2',
        enrolment: null,
        mustChangePassword: false,
      }),
      [`POST ${ADMIN}/auth/verify`]: ok({ token: 'stf_again', staff: BOSS }),
    });
    renderAdmin('/admin');
    await passwordStep();
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.queryByTestId('totp-qr')).toBeNull();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByText('Signing in as boss')).toBeInTheDocument();

    // Not six digits: refused here.
    await userEvent.type(screen.getByLabelText('Authentication code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Enter the 6 digits from your authenticator app'),
    ).toBeInTheDocument();
    expect(requests(fetch).some((r) => r.url.endsWith('/auth/verify'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Authentication code'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('staff-name')).toHaveTextContent('boss');
    const verify = requests(fetch).find((r) => r.url.endsWith('/auth/verify'))!;
    expect(await bodyOf(verify)).toEqual({ challenge: 'ch-2', code: '123456' });
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBe('stf_again');
  });

  it('a wrong password says so and stays on the first step', async () => {
    serveAdmin(null, { [`POST ${ADMIN}/auth/login`]: fail(401, 10004, 'Wrong password') });
    renderAdmin('/admin');
    await passwordStep('boss', 'nope');
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Wrong password');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('a wrong code shows the server message at the code and stays on the code step', async () => {
    serveAdmin(null, {
      [`POST ${ADMIN}/auth/login`]: ok({
        challenge: 'ch-3',
        enrolment: null,
        mustChangePassword: false,
      }),
      [`POST ${ADMIN}/auth/verify`]: fail(
        400,
        476,
        'The two-factor code is wrong or was already used',
      ),
    });
    renderAdmin('/admin');
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = screen.getByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('The two-factor code is wrong or was already used'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('an expired challenge (401) goes back to the password step and says why', async () => {
    serveAdmin(null, {
      [`POST ${ADMIN}/auth/login`]: ok({
        challenge: 'ch-4',
        enrolment: null,
        mustChangePassword: false,
      }),
      [`POST ${ADMIN}/auth/verify`]: fail(401, 401, 'Please log in again'),
    });
    const { router } = renderAdmin('/admin');
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent(
      'The sign-in took too long. Enter your password again.',
    );
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('"Start again" returns to the password step', async () => {
    serveAdmin(null, {
      [`POST ${ADMIN}/auth/login`]: ok({
        challenge: 'ch-5',
        enrolment: ENROLMENT,
        mustChangePassword: false,
      }),
    });
    renderAdmin('/admin');
    await passwordStep();
    const form = (await screen.findByLabelText('Authentication code')).closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Start again' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });
});
