import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Staff } from '../api/admin-api';
import {
  ADMIN,
  bodyOf,
  fail,
  renderAdmin,
  requestBody,
  serveAdmin,
  signedIn,
  staff,
} from './fixtures';
import { ok, requests } from '@/test/render';

beforeEach(() => {
  signedIn();
});

const ME = staff('admin', { username: 'boss' });
const CARA = staff('compliance', { id: '5a1f0000-0000-4000-8000-0000000000c1', username: 'cara' });
const DAN = staff('support', {
  id: '5a1f0000-0000-4000-8000-0000000000d1',
  username: 'dan',
  status: 'disabled',
  twoFactorEnabled: false,
});

function serveStaff(extra: Record<string, ReturnType<typeof ok>> = {}) {
  return serveAdmin(ME, {
    [`GET ${ADMIN}/staff`]: ok([ME, CARA, DAN]),
    [`POST ${ADMIN}/staff`]: () => {
      const body = requestBody<{ username: string; role: Staff['role'] }>();
      return ok({
        staff: staff(body.role, {
          id: '5a1f0000-0000-4000-8000-0000000000e1',
          username: body.username,
          twoFactorEnabled: false,
        }),
        oneTimePassword: 'Tmp-8f3K-29xQ-77Lp',
      });
    },
    ...extra,
  });
}

describe('staff accounts', () => {
  it('lists the staff; nobody can disable themselves', async () => {
    serveStaff();
    renderAdmin('/admin/staff');
    const cara = await screen.findByTestId('staff-cara');
    expect(cara).toHaveTextContent('Compliance');
    expect(cara).toHaveTextContent('Active');
    expect(within(cara).getByRole('button', { name: 'Disable cara' })).toBeInTheDocument();
    expect(
      within(cara).getByRole('button', { name: 'Reset two-factor of cara' }),
    ).toBeInTheDocument();
    const dan = screen.getByTestId('staff-dan');
    expect(dan).toHaveTextContent('Disabled');
    expect(within(dan).getByRole('button', { name: 'Enable dan' })).toBeInTheDocument();
    expect(within(dan).queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
    expect(within(screen.getByTestId('staff-boss')).queryAllByRole('button')).toEqual([]);
  });

  it('adds a staff member and shows the one-time password once, with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const fetch = serveStaff();
    renderAdmin('/admin/staff');
    await screen.findByTestId('staff-cara');

    // A username the server would refuse is refused here.
    await userEvent.type(screen.getByRole('textbox', { name: /^Username/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('3 to 32 letters, digits, dots, dashes or underscores', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(requests(fetch).some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: /^Username/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Username/ }), 'erin.ops');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'compliance');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const dialog = await screen.findByRole('dialog', { name: 'erin.ops was added' });
    expect(within(dialog).getByTestId('one-time-password')).toHaveTextContent('Tmp-8f3K-29xQ-77Lp');
    expect(dialog).toHaveTextContent('This password is shown only once.');
    const [create] = requests(fetch).filter((r) => r.method === 'POST' && r.url.endsWith('/staff'));
    expect(await bodyOf(create!)).toEqual({ username: 'erin.ops', role: 'compliance' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the password' }));
    expect(writeText).toHaveBeenCalledWith('Tmp-8f3K-29xQ-77Lp');
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();

    // Closed, it is gone for good.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Tmp-8f3K-29xQ-77Lp')).toBeNull();
  });

  it('disables, enables and resets two-factor after a confirmation', async () => {
    const fetch = serveStaff({
      [`POST ${ADMIN}/staff/${CARA.id}/disable`]: ok(null),
      [`POST ${ADMIN}/staff/${DAN.id}/enable`]: ok(null),
      [`POST ${ADMIN}/staff/${CARA.id}/reset-two-factor`]: ok(null),
    });
    renderAdmin('/admin/staff');
    const posted = () =>
      requests(fetch)
        .filter((r) => r.method === 'POST')
        .map((r) => new URL(r.url).pathname);

    await userEvent.click(await screen.findByRole('button', { name: 'Disable cara' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(posted()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(posted()).toEqual([`${ADMIN}/staff/${CARA.id}/disable`]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Enable dan' }));
    dialog = await screen.findByRole('dialog', { name: 'Enable this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(posted()).toContain(`${ADMIN}/staff/${DAN.id}/enable`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Reset two-factor of cara' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset two-factor authentication?' });
    // Cancel first: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted()).not.toContain(`${ADMIN}/staff/${CARA.id}/reset-two-factor`);
    await userEvent.click(screen.getByRole('button', { name: 'Reset two-factor of cara' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset two-factor authentication?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    await waitFor(() => expect(posted()).toContain(`${ADMIN}/staff/${CARA.id}/reset-two-factor`));
  });

  it('a refused creation shows the server message', async () => {
    serveStaff({ [`POST ${ADMIN}/staff`]: fail(409, 10005, 'This username is taken') });
    renderAdmin('/admin/staff');
    await screen.findByTestId('staff-cara');
    await userEvent.type(screen.getByRole('textbox', { name: /^Username/ }), 'cara');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is taken');
  });
});
