import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { siweNonces, users } from '../../src/db/schema/index.js';
import { expectFreshAccount } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';

const NONCE_URL = '/swx/customer/login/dappNonce';
const LOGIN = '/swx/customer/login/loginByDapp';
const PUBLIC_URL = 'http://localhost:8080';

let server: TestServer;
let warn: MockInstance;

beforeAll(async () => {
  server = await createTestServer({ env: { SIWE_CHAIN_IDS: '1, 137' } });
  // Every call here comes from one test IP; the per-IP limit has its own test below.
  await setSetting(server, 'auth.externalSignInPerIpPerMinute', 10_000);
  warn = vi.spyOn(server.deps.log, 'warn');
});
afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});
beforeEach(() => {
  warn.mockClear();
});

async function dappNonce() {
  const reply = await server.call({ method: 'GET', url: NONCE_URL });
  expect(reply.body.code).toBe(200);
  return reply.body.result as { nonce: string; domain: string; uri: string; chainIds: number[] };
}

/** An EIP-4361 message as a dapp would build it from dappNonce, with any field overridden. */
async function siweMessage(
  account: PrivateKeyAccount,
  overrides: Partial<SiweMessage> = {},
): Promise<string> {
  const issued = await dappNonce();
  return createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: issued.domain,
    nonce: issued.nonce,
    uri: issued.uri,
    version: '1',
    issuedAt: server.time.clock(),
    statement: 'Sign in to Meridian.',
    ...overrides,
  });
}

function loginByDapp(message: string, signature: Hex) {
  return server.call({ method: 'POST', url: LOGIN, payload: { message, signature } });
}

async function signIn(account: PrivateKeyAccount, overrides: Partial<SiweMessage> = {}) {
  const message = await siweMessage(account, overrides);
  const signature = await account.signMessage({ message });
  return { message, signature, reply: await loginByDapp(message, signature) };
}

const newAccount = () => privateKeyToAccount(generatePrivateKey());

async function userByAddress(address: string) {
  const [row] = await server.deps.db
    .select()
    .from(users)
    .where(eq(users.ethAddress, address.toLowerCase()));
  return row;
}

function expectRefused(
  reply: { status: number; body: { code: number; result: unknown } },
  reason: string,
) {
  expect(reply.status).toBe(401);
  expect(reply.body).toMatchObject({ code: 470, result: null });
  expect(JSON.stringify(warn.mock.calls)).toContain(reason);
}

describe('dappNonce', () => {
  it('hands out a fresh single-use nonce with the domain, uri and chain ids to sign', async () => {
    const first = await dappNonce();
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(first).toMatchObject({
      domain: 'localhost:8080',
      uri: PUBLIC_URL,
      chainIds: [1, 137],
    });
    const [row] = await server.deps.db
      .select()
      .from(siweNonces)
      .where(eq(siweNonces.nonce, first.nonce));
    expect(row?.consumedAt).toBeNull();
    expect(row!.expiresAt.getTime() - server.time.clock().getTime()).toBe(10 * 60_000);
    const second = await dappNonce();
    expect(second.nonce).not.toBe(first.nonce);
  });
});

describe('loginByDapp, happy paths', () => {
  it('creates a user for a new wallet, with 100,000 demo USDT and a working token', async () => {
    const account = newAccount();
    const { reply } = await signIn(account);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(200);
    const { token, user } = reply.body.result;
    expect(token).toMatch(/^mrd_/);
    expect(user).toMatchObject({
      username: `w_${account.address.slice(2, 10).toLowerCase()}`,
      email: null,
      phone: null,
      hasPassword: false,
      ethAddress: account.address.toLowerCase(),
    });
    await expectFreshAccount(server, token, user.id, 'wallet');
  });

  it('signs the same wallet into the same user the second time', async () => {
    const account = newAccount();
    const first = await signIn(account);
    const second = await signIn(account, { chainId: 137 });
    expect(second.reply.body.code).toBe(200);
    expect(second.reply.body.result.user.id).toBe(first.reply.body.result.user.id);
    expect(second.reply.body.result.token).not.toBe(first.reply.body.result.token);
    const rows = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.ethAddress, account.address.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('two first sign-ins of one wallet at once end in one user', async () => {
    const account = newAccount();
    const messages = [await siweMessage(account), await siweMessage(account)];
    const signatures = await Promise.all(
      messages.map((message) => account.signMessage({ message })),
    );
    const replies = await Promise.all(
      messages.map((message, i) => loginByDapp(message, signatures[i]!)),
    );
    expect(replies.map((r) => r.body.code)).toEqual([200, 200]);
    expect(replies[0]!.body.result.user.id).toBe(replies[1]!.body.result.user.id);
  });

  it('adds a suffix when the w_ username is taken, and accepts optional fields', async () => {
    const account = newAccount();
    const wanted = `w_${account.address.slice(2, 10).toLowerCase()}`;
    const squatter = await signIn(newAccount());
    await server.deps.db
      .update(users)
      .set({ username: wanted.toUpperCase() })
      .where(eq(users.id, squatter.reply.body.result.user.id));
    const now = server.time.clock().getTime();
    const { reply } = await signIn(account, {
      expirationTime: new Date(now + 60_000),
      notBefore: new Date(now - 60_000),
      requestId: 'req-1',
      resources: ['https://example.test/terms'],
    });
    expect(reply.body.code).toBe(200);
    expect(reply.body.result.user.username).toMatch(new RegExp(`^${wanted}_[a-z0-9]{4}$`));
  });

  it('tolerates a wallet clock up to five minutes ahead', async () => {
    const ahead = new Date(server.time.clock().getTime() + 4 * 60_000);
    expect((await signIn(newAccount(), { issuedAt: ahead })).reply.body.code).toBe(200);
  });

  it('answers 10005 for a disabled user', async () => {
    const account = newAccount();
    const first = await signIn(account);
    await server.deps.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, first.reply.body.result.user.id));
    const { message, signature, reply } = await signIn(account);
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe(10005);
    // The nonce was spent all the same.
    expectRefused(await loginByDapp(message, signature), 'unknown, used or expired nonce');
  });
});

describe('loginByDapp refuses with 470', () => {
  it('a nonce that was never issued', async () => {
    const account = newAccount();
    const message = await siweMessage(account, { nonce: 'neverIssuedByUs1234' });
    const signature = await account.signMessage({ message });
    expectRefused(await loginByDapp(message, signature), 'unknown, used or expired nonce');
    expect(await userByAddress(account.address)).toBeUndefined();
  });

  it('a replayed signature (the same message twice)', async () => {
    const account = newAccount();
    const { message, signature, reply } = await signIn(account);
    expect(reply.body.code).toBe(200);
    expectRefused(await loginByDapp(message, signature), 'unknown, used or expired nonce');
  });

  it('a wrong domain, and the nonce is not spent by it', async () => {
    const account = newAccount();
    const message = await siweMessage(account, { domain: 'evil.example' });
    expectRefused(
      await loginByDapp(message, await account.signMessage({ message })),
      'wrong domain',
    );
    // The same nonce in an honest message still signs in: failed checks never reach the nonce.
    const honest = message.replace('evil.example wants', 'localhost:8080 wants');
    const reply = await loginByDapp(honest, await account.signMessage({ message: honest }));
    expect(reply.body.code).toBe(200);
  });

  it('a wrong scheme', async () => {
    const account = newAccount();
    const message = await siweMessage(account, { scheme: 'https' });
    expectRefused(
      await loginByDapp(message, await account.signMessage({ message })),
      'wrong scheme',
    );
  });

  it('a wrong uri', async () => {
    const account = newAccount();
    for (const uri of [
      'https://evil.example/login',
      'https://localhost:8080/',
      'http://localhost:9090',
    ]) {
      warn.mockClear();
      const message = await siweMessage(account, { uri });
      expectRefused(
        await loginByDapp(message, await account.signMessage({ message })),
        'wrong uri',
      );
    }
    // A path under our origin is fine.
    const ok = await signIn(account, { uri: `${PUBLIC_URL}/login` });
    expect(ok.reply.body.code).toBe(200);
  });

  it('an expired message', async () => {
    const account = newAccount();
    const expirationTime = new Date(server.time.clock().getTime() - 1_000);
    const { reply } = await signIn(account, { expirationTime });
    expectRefused(reply, 'message expired');
  });

  it('a message that is not valid yet', async () => {
    const account = newAccount();
    const notBefore = new Date(server.time.clock().getTime() + 60_000);
    const { reply } = await signIn(account, { notBefore });
    expectRefused(reply, 'message not yet valid');
  });

  it('a message issued more than five minutes in the future', async () => {
    const issuedAt = new Date(server.time.clock().getTime() + 6 * 60_000);
    const { reply } = await signIn(newAccount(), { issuedAt });
    expectRefused(reply, 'issued in the future');
  });

  it('a chain id that is not accepted', async () => {
    const { reply } = await signIn(newAccount(), { chainId: 5 });
    expectRefused(reply, 'chain id not accepted');
  });

  it('a version other than 1', async () => {
    const account = newAccount();
    const message = (await siweMessage(account)).replace('\nVersion: 1\n', '\nVersion: 2\n');
    expect(message).toContain('Version: 2');
    expectRefused(
      await loginByDapp(message, await account.signMessage({ message })),
      'unsupported version',
    );
  });

  it('a signature by a different key than the address in the message', async () => {
    const claimed = newAccount();
    const signer = newAccount();
    const message = await siweMessage(claimed);
    expectRefused(
      await loginByDapp(message, await signer.signMessage({ message })),
      'signature does not match the address',
    );
    expect(await userByAddress(claimed.address)).toBeUndefined();
  });

  it('a message tampered with after signing', async () => {
    const account = newAccount();
    const message = await siweMessage(account);
    const signature = await account.signMessage({ message });
    const tampered = message.replace('Sign in to Meridian.', 'Sign in to Meridian!');
    expect(tampered).not.toBe(message);
    expectRefused(await loginByDapp(tampered, signature), 'signature does not match the address');
    // The genuine pair still works: the tampered attempt did not spend the nonce.
    expect((await loginByDapp(message, signature)).body.code).toBe(200);
  });

  it('a malformed signature or message', async () => {
    const account = newAccount();
    const message = await siweMessage(account);
    expectRefused(await loginByDapp(message, '0x1234'), 'malformed signature');
    warn.mockClear();
    expectRefused(
      await loginByDapp('hello', await account.signMessage({ message: 'hello' })),
      'no valid address',
    );
    const badHex = await server.call({
      method: 'POST',
      url: LOGIN,
      payload: { message, signature: 'not-hex' },
    });
    expect(badHex.status).toBe(400);
  });

  it('an expired nonce (older than ten minutes)', async () => {
    const account = newAccount();
    const issued = await dappNonce();
    server.time.advance(10 * 60_000 + 1_000);
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: issued.domain,
      nonce: issued.nonce,
      uri: issued.uri,
      version: '1',
      issuedAt: server.time.clock(),
    });
    const { status, body } = await loginByDapp(message, await account.signMessage({ message }));
    expectRefused({ status, body }, 'unknown, used or expired nonce');
    expect(await userByAddress(account.address)).toBeUndefined();
  });
});

describe('external sign-in is rate-limited per IP', () => {
  it('answers 429 after 30 nonce requests a minute from one IP', async () => {
    const limited = await createTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const reply = await limited.call({
          method: 'GET',
          url: '/swx/customer/login/dappNonce',
          remoteAddress: '192.0.2.50',
        });
        statuses.push(reply.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      const otherIp = await limited.call({
        method: 'GET',
        url: '/swx/customer/login/dappNonce',
        remoteAddress: '192.0.2.51',
      });
      expect(otherIp.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
