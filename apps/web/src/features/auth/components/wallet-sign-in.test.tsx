import type { UserView } from '@meridian/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSiweMessage, toHexUtf8 } from '../lib/siwe';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';

// viem is used here only to check our hand-built message against an independent EIP-4361
// parser and a real signature; the web bundle does not include it.
const account = privateKeyToAccount(`0x${'4c'.repeat(32)}`);
const user = { id: '0b7d3f5e-1c2a-4b8e-9f00-000000000009', username: 'w_abcdef12' } as UserView;
const NONCE = 'Qm7x2LpR9sT4vW8yZ1aB3cD5';
const NOW = new Date('2026-11-21T10:00:00.000Z');

interface Call {
  method: string;
  params?: readonly unknown[];
}

function installWallet(chainId = '0x1') {
  const calls: Call[] = [];
  const provider = {
    request: vi.fn(async ({ method, params }: Call) => {
      calls.push({ method, params });
      if (method === 'eth_requestAccounts') return [account.address];
      if (method === 'eth_chainId') return chainId;
      if (method === 'personal_sign') {
        const [data] = params as [`0x${string}`, string];
        return account.signMessage({ message: { raw: data } });
      }
      throw Object.assign(new Error('unsupported'), { code: 4200 });
    }),
  };
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
  return calls;
}

beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
  vi.useRealTimers();
});

describe('wallet sign-in (Sign-In with Ethereum)', () => {
  it('has no wallet button in a browser without window.ethereum', async () => {
    stubFetch();
    renderApp('/pass/login', 'desktop');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
  });

  it('builds the EIP-4361 message, has the wallet sign it and logs in with loginByDapp', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const calls = installWallet('0x1');
    const fetch = stubFetch({
      'GET /swx/customer/login/dappNonce': ok({
        nonce: NONCE,
        domain: 'meridian.example:8443',
        uri: 'https://meridian.example:8443',
        chainIds: [1, 11155111],
      }),
      'POST /swx/customer/login/loginByDapp': ok({ token: 'mrd_wallet', user }),
      'POST /swx/customer/user/getUserInfo': ok({ ...user, book: 'demo', balances: [] }),
      'GET /health': { body: { status: 'ok' } },
    });
    const ui = userEvent.setup();
    const { router } = renderApp('/pass/login', 'desktop');
    await ui.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    expect(calls.map((call) => call.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'personal_sign',
    ]);
    const post = requests(fetch).find((r) => r.url.endsWith('/login/loginByDapp'))!;
    const body = (await post.json()) as { message: string; signature: `0x${string}` };
    expect(body.message).toBe(
      [
        'meridian.example:8443 wants you to sign in with your Ethereum account:',
        account.address,
        '',
        'Sign in to Meridian',
        '',
        'URI: https://meridian.example:8443',
        'Version: 1',
        'Chain ID: 1',
        `Nonce: ${NONCE}`,
        'Issued At: 2026-11-21T10:00:00.000Z',
        'Expiration Time: 2026-11-21T10:10:00.000Z',
      ].join('\n'),
    );
    // The wallet signed exactly these bytes, for this address.
    expect(calls[2]!.params).toEqual([toHexUtf8(body.message), account.address]);
    // An independent parser reads every field back, and the signature recovers the address.
    expect(parseSiweMessage(body.message)).toMatchObject({
      domain: 'meridian.example:8443',
      address: account.address,
      statement: 'Sign in to Meridian',
      uri: 'https://meridian.example:8443',
      version: '1',
      chainId: 1,
      nonce: NONCE,
      issuedAt: NOW,
      expirationTime: new Date(NOW.getTime() + 10 * 60_000),
    });
    await expect(
      verifyMessage({ address: account.address, message: body.message, signature: body.signature }),
    ).resolves.toBe(true);
    expect(settingsStore.getSnapshot()).toMatchObject({ loggedIn: true, token: 'mrd_wallet' });
  });

  it('refuses a chain the server does not accept, before asking for a signature', async () => {
    const calls = installWallet('0x38');
    stubFetch({
      'GET /swx/customer/login/dappNonce': ok({
        nonce: NONCE,
        domain: 'localhost',
        uri: 'http://localhost',
        chainIds: [1],
      }),
    });
    const ui = userEvent.setup();
    renderApp('/pass/login', 'desktop');
    await ui.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    expect(
      await screen.findByText(
        'Switch your wallet to a supported network (chain ID 1) and try again.',
      ),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.method)).not.toContain('personal_sign');
  });

  it('keeps the message format stable for any address the wallet gives', () => {
    const message = buildSiweMessage({
      domain: 'localhost:5173',
      address: account.address.toLowerCase(),
      statement: 'Sign in to Meridian',
      uri: 'http://localhost:5173',
      chainId: 11155111,
      nonce: NONCE,
      issuedAt: NOW,
      expirationTime: new Date(NOW.getTime() + 600_000),
    });
    expect(parseSiweMessage(message)).toMatchObject({
      address: account.address.toLowerCase(),
      chainId: 11155111,
      domain: 'localhost:5173',
    });
  });
});
