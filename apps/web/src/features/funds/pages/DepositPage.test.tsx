import type { DepositOption } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deposit } from '../api/funds-api';
import {
  bodyOf,
  calls,
  choose,
  deposit,
  image,
  list,
  logIn,
  renderFunds,
  UPLOAD_IDS,
  uploadReply,
  USER,
} from '../test-fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, stubFetch, type FakeRoutes } from '@/test/render';
import { figure, visibleText } from '@/test/text';

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const BITCOIN = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const OPTIONS: DepositOption[] = [
  { asset: 'USDT', network: 'TRC20', address: TRON, minimum: '120', maximum: '10000000' },
  { asset: 'USDT', network: 'ERC20', address: '', minimum: '120', maximum: '10000000' },
  { asset: 'BTC', network: 'BTC', address: BITCOIN, minimum: '0.015', maximum: '100' },
  {
    asset: 'ETH',
    network: 'ETH',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    minimum: '0.2',
    maximum: '1000',
  },
];
const HASH = '0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b';

beforeEach(() => {
  settingsStore.markOnboardingShown();
});

function serve(extra: FakeRoutes = {}, deposits: Deposit[] = []) {
  return stubFetch({
    [`GET ${USER}/listDepositOptions`]: ok(OPTIONS),
    [`GET ${USER}/listRecharge`]: list(deposits),
    [`POST ${USER}/upload`]: uploadReply,
    ...extra,
  });
}

async function open(extra: FakeRoutes = {}, deposits: Deposit[] = []) {
  logIn('real');
  const fetch = serve(extra, deposits);
  const view = renderFunds('/profile/deposit');
  const form = await screen.findByTestId('deposit-form');
  return { fetch, form, ...view };
}

async function type(form: HTMLElement, label: string, value: string) {
  const input = within(form).getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

const review = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Review the deposit' }));

describe('/profile/deposit', () => {
  it('demo mode: no form, but the switch to the real account', async () => {
    logIn('demo');
    const fetch = serve();
    renderFunds('/profile/deposit');
    const block = await screen.findByTestId('funds-real-only');
    expect(
      within(block).getByRole('heading', { name: 'Switch to a real account' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    expect(calls(fetch, 'listDepositOptions')).toHaveLength(0);

    await userEvent.click(within(block).getByRole('radio', { name: 'Real' }));
    expect(await screen.findByTestId('deposit-form')).toBeInTheDocument();
    expect(calls(fetch, 'listDepositOptions')[0]!.headers.get('virtually')).toBe('YES');
  });

  it('shows the address of the chosen coin and network with a QR code, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { form } = await open();
    expect(visibleText(screen.getByTestId('deposit-address'))).toBe(TRON);
    const qr = within(form).getByRole('img', { name: 'QR code of the deposit address' });
    expect(qr).toHaveAttribute('data-value', TRON);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(visibleText(screen.getByTestId('deposit-minimum'))).toBe('Minimum deposit: 120 USDT');

    await userEvent.click(within(form).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(TRON);
    expect(await within(form).findByRole('button', { name: 'Address copied' })).toBeInTheDocument();

    // Another coin: its own address, QR code and minimum.
    await userEvent.click(within(form).getByRole('radio', { name: 'BTC' }));
    expect(visibleText(screen.getByTestId('deposit-address'))).toBe(BITCOIN);
    expect(
      within(form).getByRole('img', { name: 'QR code of the deposit address' }),
    ).toHaveAttribute('data-value', BITCOIN);
    expect(visibleText(screen.getByTestId('deposit-minimum'))).toBe('Minimum deposit: 0.015 BTC');
  });

  it('says when copying fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const { form } = await open();
    await userEvent.click(within(form).getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByTestId('deposit-copy-status')).toHaveTextContent('Copy failed');
  });

  it('a network without an address is not open for deposits', async () => {
    const { form } = await open();
    await userEvent.click(within(form).getByRole('radio', { name: 'ERC20' }));
    const closed = screen.getByTestId('deposit-closed');
    expect(visibleText(within(closed).getByRole('heading'))).toBe(
      'Deposits of USDT on ERC20 are not open',
    );
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Review the deposit' })).toBeNull();
  });

  it('checks the amount against the coin minimum, the hash and its last 6 characters', async () => {
    const { form, fetch } = await open();
    await review(form);
    expect(within(form).getByText('Enter an amount')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Enter the transaction hash: 16 to 128 hexadecimal characters, optionally after 0x',
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(figure('Enter 6 hexadecimal characters (0–9, a–f)')),
    ).toBeInTheDocument();
    expect(visibleText(screen.getByTestId('deposit-proof-error'))).toBe('Upload the proof');

    await type(form, 'Amount (USDT)', '119.99');
    expect(
      within(form).getByText(figure('The minimum deposit of USDT is 120')),
    ).toBeInTheDocument();
    await type(form, 'Amount (USDT)', '120.0000001');
    expect(within(form).getByText(figure('At most 6 decimal places for USDT'))).toBeInTheDocument();
    await type(form, 'Amount (USDT)', '120');
    expect(within(form).queryByText(/minimum deposit/)).toBeNull();

    await type(form, 'Transaction hash', HASH);
    await type(form, 'Last 6 characters of the hash', '836d8c');
    expect(
      within(form).getByText(figure('These are not the last 6 characters of the transaction hash')),
    ).toBeInTheDocument();
    // Any case will do.
    await type(form, 'Last 6 characters of the hash', '836D8B');
    expect(within(form).queryByText(figure(/not the last 6/))).toBeNull();

    await userEvent.click(within(form).getByRole('radio', { name: 'BTC' }));
    await type(form, 'Amount (BTC)', '0.01');
    expect(
      within(form).getByText(figure('The minimum deposit of BTC is 0.015')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetch, 'recharge')).toHaveLength(0);
  });

  it('reviews, submits with an Idempotency-Key, shows the answer and the new deposit', async () => {
    let recorded: Deposit[] = [];
    const { form, fetch } = await open({
      [`GET ${USER}/listRecharge`]: () => list(recorded),
      [`POST ${USER}/recharge`]: () => {
        recorded = [deposit({ id: 7, amount: '150.5', txHash: HASH, last6: '836d8b' })];
        return {
          body: {
            code: 20002,
            msg: 'Recharge added and submitted for review',
            result: recorded[0],
          },
        };
      },
    });
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
    await type(form, 'Amount (USDT)', '150.5');
    await type(form, 'Transaction hash', HASH);
    await type(form, 'Last 6 characters of the hash', '836d8b');
    await choose('deposit-proof', image('proof.png'));
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('deposit-proof-status'))).toBe(' Uploaded'),
    );
    await review(form);

    const dialog = await screen.findByTestId('deposit-confirm');
    expect(visibleText(screen.getByTestId('deposit-confirm-coin'))).toBe('USDT');
    expect(visibleText(screen.getByTestId('deposit-confirm-network'))).toBe('TRC20');
    expect(visibleText(screen.getByTestId('deposit-confirm-address'))).toBe(TRON);
    expect(visibleText(screen.getByTestId('deposit-confirm-amount'))).toBe('150.50 USDT');
    expect(visibleText(screen.getByTestId('deposit-confirm-hash'))).toBe(HASH);
    expect(visibleText(screen.getByTestId('deposit-confirm-last6'))).toBe('836d8b');
    expect(visibleText(screen.getByTestId('deposit-confirm-proof'))).toBe('Attached (proof.png)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit the deposit' }));

    expect(await screen.findByTestId('deposit-done')).toHaveTextContent(
      'Recharge added and submitted for review',
    );
    expect(screen.getByTestId('deposit-done')).toHaveTextContent(
      '150.5 USDT: you can follow it in the list below.',
    );
    const [request] = calls(fetch, 'recharge');
    expect(request!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.headers.get('virtually')).toBe('YES');
    expect(await bodyOf(request!)).toEqual({
      asset: 'USDT',
      network: 'TRC20',
      amount: '150.5',
      txHash: HASH,
      last6: '836d8b',
      proofImageId: UPLOAD_IDS.deposit_proof,
    });
    // The form is empty again; the list shows the new deposit.
    expect(within(form).getByRole('textbox', { name: 'Amount (USDT)' })).toHaveProperty(
      'value',
      '',
    );
    const item = await screen.findByTestId('deposit-7');
    expect(item).toHaveTextContent('150.50 USDT');
    expect(item).toHaveTextContent('Pending review');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refusal is shown in the summary and nothing typed is lost', async () => {
    const { form, fetch } = await open({
      [`POST ${USER}/recharge`]: {
        status: 409,
        body: {
          code: 477,
          msg: 'A deposit with this transaction hash was already submitted',
          result: null,
        },
      },
    });
    await type(form, 'Amount (USDT)', '200');
    await type(form, 'Transaction hash', HASH);
    await type(form, 'Last 6 characters of the hash', '836d8b');
    await choose('deposit-proof', image('proof.jpg', 'image/jpeg'));
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('deposit-proof-status'))).toBe(' Uploaded'),
    );
    await review(form);
    const dialog = await screen.findByTestId('deposit-confirm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit the deposit' }));
    expect(await screen.findByTestId('deposit-confirm-error')).toHaveTextContent(
      'A deposit with this transaction hash was already submitted',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByRole('textbox', { name: 'Transaction hash' })).toHaveProperty(
      'value',
      HASH,
    );
    expect(visibleText(screen.getByTestId('deposit-proof-status'))).toBe(' Uploaded');
    expect(calls(fetch, 'recharge')).toHaveLength(1);
  });

  it('a retry after a lost connection sends the same Idempotency-Key', async () => {
    let attempts = 0;
    const { form, fetch } = await open({
      [`POST ${USER}/recharge`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return {
          body: { code: 20002, msg: 'Recharge added and submitted for review', result: null },
        };
      },
    });
    await type(form, 'Amount (USDT)', '200');
    await type(form, 'Transaction hash', HASH);
    await type(form, 'Last 6 characters of the hash', '836d8b');
    await choose('deposit-proof', image('proof.png'));
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('deposit-proof-status'))).toBe(' Uploaded'),
    );
    await review(form);
    const dialog = await screen.findByTestId('deposit-confirm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit the deposit' }));
    expect(await screen.findByTestId('deposit-confirm-error')).toHaveTextContent(
      'Meridian cannot be reached',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit the deposit' }));
    expect(await screen.findByTestId('deposit-done')).toBeInTheDocument();
    const keys = calls(fetch, 'recharge').map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lists deposits with their status and the reason of a rejection; filters by status', async () => {
    const { fetch } = await open({}, [
      deposit({ id: 3, status: 'rejected', rejectReason: 'No such transaction on TRC20' }),
      deposit({ id: 2, status: 'approved', amount: '500' }),
      deposit({ id: 1, status: 'pending', asset: 'BTC', network: 'BTC', amount: '0.02' }),
    ]);
    const records = await screen.findByTestId('deposit-records');
    const rejected = await within(records).findByTestId('deposit-3');
    expect(rejected).toHaveTextContent('Rejected');
    expect(visibleText(screen.getByTestId('deposit-3-reason'))).toBe(
      'Reason: No such transaction on TRC20',
    );
    expect(screen.getByTestId('deposit-2')).toHaveTextContent('500.00 USDT');
    expect(screen.getByTestId('deposit-2')).toHaveTextContent('Approved');
    expect(screen.getByTestId('deposit-1')).toHaveTextContent('0.02000000 BTC');
    expect(screen.queryByTestId('deposit-2-reason')).toBeNull();
    expect(visibleText(screen.getByTestId('deposit-records-no-more'))).toBe('No more data');

    await userEvent.selectOptions(
      within(records).getByRole('combobox', { name: 'Show' }),
      'rejected',
    );
    await waitFor(() =>
      expect(
        calls(fetch, 'listRecharge').map((request) =>
          new URL(request.url).searchParams.get('status'),
        ),
      ).toEqual([null, 'rejected']),
    );
  });

  it('says when the options cannot be loaded, and a visitor is asked to log in', async () => {
    logIn('real');
    stubFetch({
      [`GET ${USER}/listDepositOptions`]: {
        status: 500,
        body: { code: 500, msg: 'Unknown error', result: null },
      },
      [`GET ${USER}/listRecharge`]: list([]),
    });
    const view = renderFunds('/profile/deposit');
    expect(
      await screen.findByRole('heading', { name: 'The deposit options could not be loaded' }),
    ).toBeInTheDocument();
    view.unmount();
    settingsStore.clearSession();
    renderFunds('/profile/deposit');
    expect(
      await screen.findByRole('heading', { name: 'Log in to deposit and withdraw' }),
    ).toBeInTheDocument();
  });

  it('works on a phone', async () => {
    logIn('real');
    serve();
    renderFunds('/profile/deposit', 'mobile');
    expect(await screen.findByTestId('deposit-form')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Deposit or withdraw' })).toBeInTheDocument();
  });
});
