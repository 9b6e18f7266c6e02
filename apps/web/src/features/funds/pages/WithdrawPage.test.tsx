import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Withdrawal, WithdrawalTermsResult } from '../api/funds-api';
import { bodyOf, calls, list, logIn, renderFunds, USER, withdrawal } from '../test-fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, stubFetch, type FakeRoutes } from '@/test/render';
import { figure, visibleText } from '@/test/text';

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const TERMS: WithdrawalTermsResult = {
  kycStatus: 'verified',
  hasWithdrawalPassword: true,
  terms: [
    {
      asset: 'USDT',
      available: '1000',
      networks: ['TRC20', 'ERC20'],
      bank: true,
      feeBp: 100,
      minFee: '1',
    },
    {
      asset: 'BTC',
      available: '0.75',
      networks: ['BTC'],
      bank: false,
      feeBp: 100,
      minFee: '0.0001',
    },
    { asset: 'EUR', available: '250', networks: [], bank: true, feeBp: 50, minFee: '1' },
  ],
};

beforeEach(() => {
  settingsStore.markOnboardingShown();
});

function serve(
  terms: WithdrawalTermsResult = TERMS,
  extra: FakeRoutes = {},
  items: Withdrawal[] = [],
) {
  return stubFetch({
    [`GET ${USER}/getWithdrawalTerms`]: ok(terms),
    [`GET ${USER}/listWithdrwal`]: list(items),
    ...extra,
  });
}

async function open(extra: FakeRoutes = {}, items: Withdrawal[] = []) {
  logIn('real', { kycStatus: 'verified', hasWithdrawalPassword: true });
  const fetch = serve(TERMS, extra, items);
  renderFunds('/profile/withdraw');
  const form = await screen.findByTestId('withdraw-form');
  return { fetch, form };
}

async function type(form: HTMLElement, label: string, value: string) {
  const input = within(form).getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

const shown = (key: 'fee' | 'received') =>
  visibleText(screen.getByTestId(`withdraw-figure-${key}`));
const review = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Review the withdrawal' }));

describe('/profile/withdraw', () => {
  it('asks for identity verification first, with the way there', async () => {
    logIn('real');
    const fetch = serve({ ...TERMS, kycStatus: 'unverified', hasWithdrawalPassword: false });
    renderFunds('/profile/withdraw');
    const gate = await screen.findByTestId('withdraw-kyc-needed');
    expect(visibleText(within(gate).getByRole('heading'))).toBe(
      'Complete identity verification first',
    );
    expect(within(gate).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/profile/kyc',
    );
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(calls(fetch, 'listWithdrwal')).toHaveLength(0);
  });

  it('while the verification is under review, says so (up to 48 h)', async () => {
    logIn('real');
    serve({ ...TERMS, kycStatus: 'under_review' });
    renderFunds('/profile/withdraw');
    const gate = await screen.findByTestId('withdraw-kyc-review');
    expect(visibleText(within(gate).getByRole('heading'))).toBe(
      'Your identity verification is under review',
    );
    expect(gate).toHaveTextContent('Reviews take up to 48 hours.');
  });

  it('verified without a withdrawal password: asks to set one first', async () => {
    logIn('real');
    serve({ ...TERMS, hasWithdrawalPassword: false });
    renderFunds('/profile/withdraw');
    const gate = await screen.findByTestId('withdraw-password-needed');
    expect(visibleText(within(gate).getByRole('heading'))).toBe('Set a withdrawal password first');
    expect(within(gate).getByRole('link', { name: 'Set a withdrawal password' })).toHaveAttribute(
      'href',
      '/profile/withdrawal-password',
    );
  });

  it('demo mode: the switch to the real account instead of the form', async () => {
    logIn('demo');
    const fetch = serve();
    renderFunds('/profile/withdraw');
    expect(await screen.findByTestId('funds-real-only')).toBeInTheDocument();
    expect(calls(fetch, 'getWithdrawalTerms')).toHaveLength(0);
  });

  it('shows the fee and the amount received exactly', async () => {
    const { form } = await open();
    expect(visibleText(screen.getByTestId('withdraw-available'))).toBe('1,000.00 USDT');
    expect(within(form).getByText(figure('Fee (1.00%, at least 1.00 USDT)'))).toBeInTheDocument();
    expect(shown('fee')).toBe('—');

    await type(form, 'Amount (USDT)', '100');
    expect([shown('fee'), shown('received')]).toEqual(['1.00 USDT', '99.00 USDT']);
    await type(form, 'Amount (USDT)', '50');
    expect([shown('fee'), shown('received')]).toEqual(['1.00 USDT', '49.00 USDT']);
    await type(form, 'Amount (USDT)', '250');
    expect([shown('fee'), shown('received')]).toEqual(['2.50 USDT', '247.50 USDT']);
    // 1% of 123.456789 is 1.23456789: rounded up to USDT's unit.
    await type(form, 'Amount (USDT)', '123.456789');
    expect([shown('fee'), shown('received')]).toEqual(['1.234568 USDT', '122.222221 USDT']);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'BTC');
    expect(visibleText(screen.getByTestId('withdraw-available'))).toBe('0.75000000 BTC');
    await type(form, 'Amount (BTC)', '0.5');
    expect([shown('fee'), shown('received')]).toEqual(['0.00500000 BTC', '0.49500000 BTC']);
    await type(form, 'Amount (BTC)', '0.005');
    expect([shown('fee'), shown('received')]).toEqual(['0.00010000 BTC', '0.00490000 BTC']);

    // "All" fills in the whole available balance.
    await userEvent.click(
      within(form).getByRole('button', {
        name: 'All',
        description: 'Withdraw everything available',
      }),
    );
    expect(within(form).getByRole('textbox', { name: 'Amount (BTC)' })).toHaveProperty(
      'value',
      '0.75',
    );
    expect([shown('fee'), shown('received')]).toEqual(['0.00750000 BTC', '0.74250000 BTC']);
  });

  it('refuses more than is available, or an amount the fee would take whole', async () => {
    const { form, fetch } = await open();
    await type(form, 'Amount (USDT)', '1000.01');
    expect(
      within(form).getByText(figure('More than you have available (1,000.00 USDT)')),
    ).toBeInTheDocument();
    await type(form, 'Amount (USDT)', '1');
    expect(
      within(form).getByText(figure('The amount must be more than the fee (1 USDT)')),
    ).toBeInTheDocument();
    expect(shown('received')).toBe('—');
    await type(form, 'Amount (USDT)', '1.0000001');
    expect(within(form).getByText(figure('At most 6 decimal places for USDT'))).toBeInTheDocument();
    await review(form);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetch, 'withdrawal')).toHaveLength(0);
  });

  it('needs a method, a network and an address of its shape', async () => {
    const { form } = await open();
    await type(form, 'Amount (USDT)', '100');
    await review(form);
    expect(within(form).getByText('Select a withdrawal method')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('radio', { name: 'Crypto address' }));
    expect(within(form).queryByText('Select a withdrawal method')).toBeNull();
    expect(within(form).getByText('Choose a network')).toBeInTheDocument();
    expect(within(form).getByText('Enter the address')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'TRC20' }));
    expect(
      within(form).getByText(figure(/A TRON \(TRC-20\) address is T followed by 33/)),
    ).toBeInTheDocument();
    await type(form, 'Receiving address', '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(
      within(form).getByText(figure('This does not look like an address on the TRC20 network')),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'ERC20' }));
    expect(within(form).queryByText(/does not look like/)).toBeNull();
    await type(form, 'Receiving address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect(
      within(form).getByText(figure('This does not look like an address on the ERC20 network')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a bank withdrawal needs the holder, the account number and the bank', async () => {
    const { form, fetch } = await open();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'EUR');
    // EUR goes to a bank only: the method is chosen already.
    expect(within(form).getByRole('radio', { name: 'Bank account' })).toHaveProperty(
      'checked',
      true,
    );
    await type(form, 'Amount (EUR)', '100');
    expect([shown('fee'), shown('received')]).toEqual(['1.00 EUR', '99.00 EUR']);
    await review(form);
    expect(within(form).getByText('Enter the account holder name')).toBeInTheDocument();
    expect(within(form).getByText('Enter the account number')).toBeInTheDocument();
    expect(within(form).getByText('Enter the bank type')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await type(form, 'Account holder', 'Ada Lovelace');
    await type(form, 'Account number', 'DE89370400440532013000');
    await type(form, 'Bank', 'Commerzbank');
    await review(form);
    const dialog = await screen.findByTestId('withdraw-confirm');
    expect(visibleText(screen.getByTestId('withdraw-confirm-to'))).toBe(
      'Ada Lovelace · Commerzbank, DE89370400440532013000',
    );
    expect(visibleText(screen.getByTestId('withdraw-confirm-received'))).toBe('99.00 EUR');
    // The password is asked for here.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByText('Enter the withdrawal password')).toBeInTheDocument();
    expect(calls(fetch, 'withdrawal')).toHaveLength(0);
  });

  it('a wrong password is said in the confirmation and the form is kept; the right one goes through', async () => {
    let attempts = 0;
    let recorded: Withdrawal[] = [];
    const { form, fetch } = await open({
      [`GET ${USER}/listWithdrwal`]: () => list(recorded),
      [`POST ${USER}/withdrawal`]: () => {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 400,
            body: { code: 10093, msg: 'Wrong withdrawal password', result: null },
          };
        recorded = [withdrawal({ id: 12, amount: '100', fee: '1', received: '99' })];
        return {
          body: {
            code: 20003,
            msg: 'Withdrawal added and submitted for review',
            result: recorded[0],
          },
        };
      },
    });
    await userEvent.click(within(form).getByRole('radio', { name: 'Crypto address' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'TRC20' }));
    await type(form, 'Receiving address', TRON);
    await type(form, 'Amount (USDT)', '100');
    await review(form);

    const dialog = await screen.findByTestId('withdraw-confirm');
    expect(visibleText(screen.getByTestId('withdraw-confirm-method'))).toBe(
      'Crypto address (TRC20)',
    );
    expect(visibleText(screen.getByTestId('withdraw-confirm-to'))).toBe(TRON);
    expect(visibleText(screen.getByTestId('withdraw-confirm-amount'))).toBe('100.00 USDT');
    expect(visibleText(screen.getByTestId('withdraw-confirm-fee'))).toBe('1.00 USDT');
    expect(visibleText(screen.getByTestId('withdraw-confirm-received'))).toBe('99.00 USDT');
    const password = within(dialog).getByLabelText('Withdrawal password');
    await userEvent.type(password, 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByTestId('withdraw-confirm-error')).toHaveTextContent(
      'Wrong withdrawal password',
    );
    expect(screen.getByTestId('withdraw-confirm')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'Receiving address' })).toHaveProperty(
      'value',
      TRON,
    );

    await userEvent.clear(password);
    await userEvent.type(password, 'right-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-done')).toHaveTextContent(
      'Withdrawal added and submitted for review',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sent = calls(fetch, 'withdrawal');
    expect(sent).toHaveLength(2);
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    // A refusal ends that attempt: the corrected one is a new request.
    expect(keys[0]).not.toBe(keys[1]);
    expect(await bodyOf(sent[1]!)).toEqual({
      method: 'crypto',
      network: 'TRC20',
      address: TRON,
      asset: 'USDT',
      amount: '100',
      password: 'right-one',
    });
    expect(within(form).getByRole('textbox', { name: 'Amount (USDT)' })).toHaveProperty(
      'value',
      '',
    );
    expect(await screen.findByTestId('withdrawal-12')).toHaveTextContent('Pending review');
    // The available amounts are reloaded after the withdrawal.
    expect(calls(fetch, 'getWithdrawalTerms').length).toBeGreaterThanOrEqual(2);
  });

  it('lists withdrawals with fee, amount received and the reason of a rejection', async () => {
    await open({}, [
      withdrawal({ id: 5, status: 'rejected', rejectReason: 'The address is on a sanctions list' }),
      withdrawal({
        id: 4,
        status: 'approved',
        method: 'bank',
        network: null,
        address: null,
        asset: 'EUR',
        bankHolder: 'Ada Lovelace',
        bankAccount: '****3000',
        bankType: 'Commerzbank',
        amount: '200',
        fee: '1',
        received: '199',
      }),
    ]);
    const rejected = await screen.findByTestId('withdrawal-5');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Fee 1.00 USDT · you receive 99.00 USDT');
    expect(visibleText(screen.getByTestId('withdrawal-5-reason'))).toBe(
      'Reason: The address is on a sanctions list',
    );
    const bank = screen.getByTestId('withdrawal-4');
    expect(bank).toHaveTextContent('Approved');
    expect(bank).toHaveTextContent('Ada Lovelace · Commerzbank, ****3000');
  });

  it('says when the terms cannot be loaded', async () => {
    logIn('real');
    stubFetch({
      [`GET ${USER}/getWithdrawalTerms`]: {
        status: 500,
        body: { code: 500, msg: 'Unknown error', result: null },
      },
    });
    renderFunds('/profile/withdraw', 'mobile');
    expect(
      await screen.findByRole('heading', { name: 'The withdrawal terms could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
  });
});
