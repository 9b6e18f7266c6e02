import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WithdrawalTermsResult } from '../api/funds-api';
import { bodyOf, calls, list, logIn, renderFunds, USER, withdrawal } from '../test-fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, stubFetch } from '@/test/render';

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const TERMS: WithdrawalTermsResult = {
  kycStatus: 'verified',
  hasWithdrawalPassword: true,
  terms: [
    { asset: 'USDT', available: '1000', networks: ['TRC20'], bank: false, feeBp: 100, minFee: '1' },
  ],
};
const twoFactorOn = ok({
  twoFactorEnabled: true,
  enabledAt: 1,
  recoveryCodesLeft: 10,
  hasPassword: true,
});

beforeEach(() => settingsStore.markOnboardingShown());

describe('money steps once two-factor sign-in is on', () => {
  it('the withdrawal confirmation asks for the code and sends it; a wrong code is said there', async () => {
    let attempts = 0;
    logIn('real', { kycStatus: 'verified', hasWithdrawalPassword: true });
    const fetch = stubFetch({
      [`GET ${USER}/getWithdrawalTerms`]: ok(TERMS),
      [`GET ${USER}/listWithdrwal`]: list([]),
      [`GET ${USER}/security/status`]: twoFactorOn,
      [`POST ${USER}/withdrawal`]: () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: {
                code: 476,
                msg: 'The two-factor code is wrong or was already used',
                result: null,
              },
            }
          : {
              body: {
                code: 20003,
                msg: 'Withdrawal added and submitted for review',
                result: withdrawal({ id: 3, amount: '100', fee: '1', received: '99' }),
              },
            };
      },
    });
    renderFunds('/profile/withdraw');
    const form = await screen.findByTestId('withdraw-form');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Receiving address' }), TRON);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount (USDT)' }), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Review the withdrawal' }));

    const dialog = await screen.findByTestId('withdraw-confirm');
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), 'withdraw-1');
    const code = await within(dialog).findByTestId('withdraw-totp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(dialog).findByText('Enter the code from your authenticator app'),
    ).toBeInTheDocument();
    expect(calls(fetch, 'withdrawal')).toHaveLength(0);

    await userEvent.type(code, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-confirm-error')).toHaveTextContent(
      'The two-factor code is wrong or was already used',
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-done')).toBeInTheDocument();
    const sent = calls(fetch, 'withdrawal');
    expect(await bodyOf(sent[1]!)).toMatchObject({ password: 'withdraw-1', totpCode: '222222' });
  });

  it('changing the withdrawal password asks for the code too', async () => {
    logIn('real', { hasWithdrawalPassword: true, hasPassword: true });
    const fetch = stubFetch({
      [`POST ${USER}/getUserInfo`]: ok({ hasPassword: true, hasWithdrawalPassword: true }),
      [`GET ${USER}/security/status`]: twoFactorOn,
      [`POST ${USER}/repasswordTx`]: {
        body: { code: 20005, msg: 'Changed successfully', result: null },
      },
    });
    renderFunds('/profile/withdrawal-password');
    const form = await screen.findByTestId('withdrawal-password-form');
    await userEvent.type(within(form).getByLabelText('Current withdrawal password'), 'old-pass-1');
    await userEvent.type(within(form).getByLabelText('New withdrawal password'), 'new-pass-1');
    await userEvent.type(
      within(form).getByLabelText('Confirm the withdrawal password'),
      'new-pass-1',
    );
    const code = await within(form).findByTestId('withdrawal-password-totp');
    await userEvent.click(within(form).getByTestId('withdrawal-password-submit'));
    expect(
      await within(form).findByText('Enter the code from your authenticator app'),
    ).toBeInTheDocument();
    await userEvent.type(code, '333333');
    await userEvent.click(within(form).getByTestId('withdrawal-password-submit'));
    await waitFor(() => expect(calls(fetch, 'repasswordTx')).toHaveLength(1));
    expect(await bodyOf(calls(fetch, 'repasswordTx')[0]!)).toMatchObject({ totpCode: '333333' });
  });
});
