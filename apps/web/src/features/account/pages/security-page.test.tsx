import type { SessionView, UserView } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch, type FakeRoutes } from '@/test/render';
import { TEST_USER } from '@/test/users';

const user: UserView = TEST_USER;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const now = Date.UTC(2026, 10, 20, 9, 0);

function session(id: number, current: boolean, device: string | null): SessionView {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(id).padStart(2, '0')}`,
    device,
    ip: `203.0.113.${id}`,
    method: 'password',
    createdAt: now - id * 3_600_000,
    lastSeenAt: now - id * 60_000,
    current,
  };
}

beforeEach(() => {
  settingsStore.markOnboardingShown();
  settingsStore.setSession({ token: 'mrd_token', user });
});

function routes(extra: FakeRoutes = {}, enabled = false): FakeRoutes {
  return {
    'POST /swx/customer/user/getUserInfo': ok({
      ...user,
      book: 'demo',
      balances: [],
      unreadNotifications: 0,
    }),
    'GET /swx/customer/user/unreadCount': ok({ unread: 0 }),
    'GET /swx/customer/user/security/status': ok({
      twoFactorEnabled: enabled,
      enabledAt: enabled ? now : null,
      recoveryCodesLeft: enabled ? 10 : 0,
      hasPassword: true,
    }),
    'GET /swx/customer/user/security/sessions': ok({
      list: [
        session(1, true, 'Chrome · Windows'),
        session(2, false, 'Safari · iPhone'),
        session(3, false, null),
      ],
    }),
    'GET /swx/customer/user/security/signInHistory': ok({
      list: [
        {
          id: 2,
          at: now,
          ip: '203.0.113.1',
          device: 'Chrome · Windows',
          method: 'password',
          outcome: 'success',
        },
        {
          id: 1,
          at: now - 1000,
          ip: '198.51.100.7',
          device: null,
          method: 'password',
          outcome: 'wrong_password',
        },
      ],
      total: 2,
    }),
    ...extra,
  };
}

describe('security page (/profile/security)', () => {
  it('enrols two-factor: QR and key, a code, then the recovery codes once until "I have saved them"', async () => {
    let enabled = false;
    const fetch = stubFetch({
      ...routes(),
      'GET /swx/customer/user/security/status': () =>
        ok({
          twoFactorEnabled: enabled,
          enabledAt: enabled ? now : null,
          recoveryCodesLeft: enabled ? 10 : 0,
          hasPassword: true,
        }),
      'POST /swx/customer/user/security/totp/start': ok({
        secret: SECRET,
        otpauthUrl: `otpauth://totp/Meridian:ada?secret=${SECRET}&issuer=Meridian`,
      }),
      'POST /swx/customer/user/security/totp/confirm': () => {
        enabled = true;
        return ok({ recoveryCodes: codes });
      },
    });
    const ui = userEvent.setup();
    renderApp('/profile/security', 'desktop');
    const start = await screen.findByRole(
      'button',
      { name: 'Set up two-factor sign-in' },
      { timeout: 15_000 },
    );
    expect(screen.getByTestId('totp-status')).toHaveTextContent('Off');
    await ui.click(start);

    const qr = await screen.findByTestId('totp-qr');
    expect(qr.getAttribute('data-value')).toContain(`secret=${SECRET}`);
    expect(screen.getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await ui.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digits shown in the app')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Code from the app'), '654321');
    await ui.click(screen.getByRole('button', { name: 'Turn on' }));

    const panel = await screen.findByTestId('recovery-codes');
    expect(
      within(panel)
        .getAllByTestId('recovery-code')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const sent = requests(fetch).find((r) => r.url.endsWith('/totp/confirm'))!;
    expect(await sent.clone().json()).toEqual({ code: '654321' });
    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent('On'));
    await ui.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(screen.getByTestId('recovery-left')).toHaveTextContent('Recovery codes left: 10');
  });

  it('lists the sessions and signs one out after a confirmation; the current one has no button', async () => {
    const fetch = stubFetch(routes({ 'POST /swx/customer/user/security/endSession': ok(null) }));
    const ui = userEvent.setup();
    renderApp('/profile/security', 'desktop');
    const rows = await screen.findAllByTestId('session-row', {}, { timeout: 15_000 });
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Unknown device')).toBeInTheDocument();
    await ui.click(within(rows[1]!).getByRole('button', { name: 'Sign out Safari · iPhone' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Safari · iPhone');
    await ui.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(requests(fetch).some((r) => r.url.endsWith('/endSession'))).toBe(true),
    );
    const sent = requests(fetch).find((r) => r.url.endsWith('/endSession'))!;
    expect(await sent.clone().json()).toEqual({ id: session(2, false, null).id });
  });

  it('shows the sign-in history with device, address and result; turning two-factor off needs password and code', async () => {
    const fetch = stubFetch(
      routes({ 'POST /swx/customer/user/security/totp/disable': ok(null) }, true),
    );
    const ui = userEvent.setup();
    renderApp('/profile/security', 'desktop');
    const history = await screen.findAllByTestId('history-row', {}, { timeout: 15_000 });
    expect(history[0]).toHaveTextContent('Signed in');
    expect(history[1]).toHaveTextContent('Wrong password');
    expect(history[1]).toHaveTextContent('198.51.100.7');

    await ui.click(screen.getByTestId('totp-turn-off'));
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    await ui.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'secret-1');
    await ui.type(within(dialog).getByLabelText('Code from the app or recovery code'), '123456');
    await ui.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(requests(fetch).some((r) => r.url.endsWith('/totp/disable'))).toBe(true),
    );
    const sent = requests(fetch).find((r) => r.url.endsWith('/totp/disable'))!;
    expect(await sent.clone().json()).toEqual({ password: 'secret-1', code: '123456' });
  });
});
