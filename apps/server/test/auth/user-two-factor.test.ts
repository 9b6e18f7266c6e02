import { and, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import {
  sessions,
  signInChallenges,
  userRecoveryCodes,
  users,
  userTwoFactor,
} from '../../src/db/schema/index.js';
import { totpCode } from '../../src/lib/totp.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer({}, { checkLedger: true });

let ips = 0;
/** Each sign-in from its own address unless a test says otherwise (per-address limits). */
const newIp = () => `198.51.100.${(ips += 1)}`;

const call = (
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; payload?: unknown; ip?: string; book?: 'YES' | 'NO' } = {},
) =>
  server.call({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.book ? { virtually: options.book } : {}),
    },
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
const security = (method: 'GET' | 'POST', path: string, token: string, payload?: unknown) =>
  call(method, `/swx/customer/user/security/${path}`, { token, payload });
const login = (user: Pick<RegisteredUser, 'username' | 'password'>, ip = newIp()) =>
  call('POST', '/swx/customer/login/login', {
    payload: { username: user.username, password: user.password },
    ip,
  });
const second = (payload: Record<string, unknown>, ip = newIp()) =>
  call('POST', '/swx/customer/login/loginTwoFactor', { payload, ip });

/** The code of `secret` now; the clock then moves to the next 30-second step (a code is single use). */
function codeNow(secret: string): string {
  const code = totpCode(secret, server.time.clock().getTime());
  server.time.advance(30_000);
  return code;
}
function wrongCode(secret: string): string {
  const now = server.time.clock().getTime();
  const valid = [-1, 0, 1].map((k) => totpCode(secret, now + k * 30_000));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
}

async function enrol(user: RegisteredUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await security('POST', 'totp/start', user.token);
  expect(started.body.code).toBe(200);
  const secret = started.body.result.secret as string;
  const confirmed = await security('POST', 'totp/confirm', user.token, { code: codeNow(secret) });
  expect(confirmed.body.code).toBe(200);
  return { secret, recoveryCodes: confirmed.body.result.recoveryCodes };
}

async function sessionCount(userId: string): Promise<number> {
  return (await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('two-factor enrolment', () => {
  it('offers a secret and otpauth URI, enables only with a right code, shows 10 single-use recovery codes once', async () => {
    const user = await registerByEmail(server);
    const off = await security('GET', 'status', user.token);
    expect(off.body.result).toEqual({
      twoFactorEnabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      hasPassword: true,
    });

    const started = await security('POST', 'totp/start', user.token);
    expect(started.response.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl } = started.body.result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Meridian:/);
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);

    const wrong = await security('POST', 'totp/confirm', user.token, { code: wrongCode(secret) });
    expect(wrong).toMatchObject({ status: 400, body: { code: 476 } });
    expect((await security('GET', 'status', user.token)).body.result.twoFactorEnabled).toBe(false);

    const confirmed = await security('POST', 'totp/confirm', user.token, {
      code: codeNow(secret),
    });
    expect(confirmed.body.code).toBe(200);
    const codes: string[] = confirmed.body.result.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const on = await security('GET', 'status', user.token);
    expect(on.body.result).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    // The secret never comes back: not in the status, and a new start is refused.
    expect(JSON.stringify(on.body)).not.toContain(secret);
    expect((await security('POST', 'totp/start', user.token)).body.code).toBe(480);
    // Stored: the secret (to check codes) and only hashes of the recovery codes.
    const [row] = await server.deps.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, user.userId));
    expect(row).toMatchObject({ secret, pendingSecret: null });
    const stored = await server.deps.db
      .select()
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, user.userId));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);

    // The owner is told.
    const notices = await call('GET', '/swx/customer/user/listNotification', {
      token: user.token,
    });
    expect(JSON.stringify(notices.body)).toContain('Two-factor sign-in turned on');
  });

  it('refuses to confirm without a pending set-up, or after it expired (481)', async () => {
    const user = await registerByEmail(server);
    expect((await security('POST', 'totp/confirm', user.token, { code: '123456' })).body.code).toBe(
      481,
    );
    const { secret } = (await security('POST', 'totp/start', user.token)).body.result;
    server.time.advance(16 * 60_000);
    const late = await security('POST', 'totp/confirm', user.token, { code: codeNow(secret) });
    expect(late).toMatchObject({ status: 409, body: { code: 481 } });
  });
});

describe('sign-in with two-factor on', () => {
  it('login answers a challenge and no session; the code completes it; a wrong code is 476', async () => {
    const user = await registerByEmail(server);
    const { secret } = await enrol(user);
    const before = await sessionCount(user.userId);

    const first = await login(user);
    expect(first.body.code).toBe(200);
    expect(first.body.result).toEqual({
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^mfa_/),
      expiresAt: server.time.clock().getTime() + 5 * 60_000,
    });
    expect(first.body.result.token).toBeUndefined();
    expect(await sessionCount(user.userId)).toBe(before);
    const [challengeRow] = await server.deps.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.userId, user.userId));
    expect(challengeRow!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const { challenge } = first.body.result;
    const wrong = await second({ challenge, code: wrongCode(secret) });
    expect(wrong).toMatchObject({ status: 400, body: { code: 476 } });
    const right = await second({ challenge, code: codeNow(secret) });
    expect(right.body.code).toBe(200);
    expect(right.body.result.user.id).toBe(user.userId);
    const info = await call('POST', '/swx/customer/user/getUserInfo', {
      token: right.body.result.token,
    });
    expect(info.body.code).toBe(200);
    // The challenge is spent.
    const again = await second({ challenge, code: codeNow(secret) });
    expect(again.status).toBe(401);
  });

  it('refuses a replayed code (same time step) even on a new challenge', async () => {
    const user = await registerByEmail(server);
    const { secret } = await enrol(user);
    const code = totpCode(secret, server.time.clock().getTime());
    const one = (await login(user)).body.result.challenge;
    expect((await second({ challenge: one, code })).body.code).toBe(200);
    const two = (await login(user)).body.result.challenge;
    expect((await second({ challenge: two, code })).body.code).toBe(476);
    server.time.advance(30_000);
    expect((await second({ challenge: two, code: codeNow(secret) })).body.code).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const user = await registerByEmail(server);
    const { recoveryCodes } = await enrol(user);
    const recoveryCode = recoveryCodes[3]!.toUpperCase();
    const one = (await login(user)).body.result.challenge;
    expect((await second({ challenge: one, recoveryCode })).body.code).toBe(200);
    const two = (await login(user)).body.result.challenge;
    expect((await second({ challenge: two, recoveryCode })).body.code).toBe(476);
    expect((await security('GET', 'status', user.token)).body.result.recoveryCodesLeft).toBe(9);
  });

  it('a challenge takes 5 guesses, then even the right code is 401', async () => {
    const user = await registerByEmail(server);
    const { secret } = await enrol(user);
    const ip = newIp();
    const { challenge } = (await login(user, ip)).body.result;
    for (let i = 0; i < 5; i += 1) {
      expect((await second({ challenge, code: wrongCode(secret) })).body.code).toBe(476);
    }
    expect((await second({ challenge, code: codeNow(secret) })).status).toBe(401);
  });

  it('wrong codes slow the address down like wrong passwords, across new challenges', async () => {
    const user = await registerByEmail(server);
    const { secret } = await enrol(user);
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) {
      const { challenge } = (await login(user, ip)).body.result;
      expect((await second({ challenge, code: wrongCode(secret) }, ip)).body.code).toBe(476);
    }
    // The third wrong code from this address set a wait: a new challenge does not buy a guess.
    expect((await login(user, ip)).status).toBe(429);
    // The owner elsewhere is not held up.
    const elsewhere = (await login(user)).body.result.challenge;
    expect((await second({ challenge: elsewhere, code: codeNow(secret) })).body.code).toBe(200);
  });

  it('wallet sign-in also needs the second step; a password-less account turns it off with a code', async () => {
    await setSetting(server, 'auth.externalSignInPerIpPerMinute', 10_000);
    const account = privateKeyToAccount(generatePrivateKey());
    const walletLogin = async () => {
      const issued = (await call('GET', '/swx/customer/login/dappNonce')).body.result;
      const message = createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: issued.domain,
        nonce: issued.nonce,
        uri: issued.uri,
        version: '1',
        issuedAt: server.time.clock(),
      });
      const signature = await account.signMessage({ message });
      return call('POST', '/swx/customer/login/loginByDapp', { payload: { message, signature } });
    };
    const first = await walletLogin();
    const token = first.body.result.token as string;
    const userId = first.body.result.user.id as string;
    const { secret } = await enrol({ token, userId } as RegisteredUser);

    const again = await walletLogin();
    expect(again.body.result).toMatchObject({ twoFactorRequired: true });
    expect(again.body.result.token).toBeUndefined();
    const done = await second({ challenge: again.body.result.challenge, code: codeNow(secret) });
    expect(done.body.code).toBe(200);
    expect(done.body.result.user.id).toBe(userId);
    const [session] = await server.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.method, 'wallet')))
      .orderBy(sessions.createdAt)
      .limit(1);
    expect(session).toBeDefined();

    const status = (await security('GET', 'status', token)).body.result;
    expect(status.hasPassword).toBe(false);
    expect((await security('POST', 'totp/disable', token, {})).body.code).toBe(400);
    expect(
      (await security('POST', 'totp/disable', token, { code: codeNow(secret) })).body.code,
    ).toBe(200);
    expect((await walletLogin()).body.result.token).toEqual(expect.any(String));
  });

  it('turning it off needs the password and a code', async () => {
    const user = await registerByEmail(server);
    const { secret } = await enrol(user);
    const noCode = await security('POST', 'totp/disable', user.token, {
      password: user.password,
      code: '',
    });
    expect(noCode.body.code).toBe(479);
    const wrongPassword = await security('POST', 'totp/disable', user.token, {
      password: 'not the password',
      code: codeNow(secret),
    });
    expect(wrongPassword.body.code).toBe(10004);
    const wrong = await security('POST', 'totp/disable', user.token, {
      password: user.password,
      code: wrongCode(secret),
    });
    expect(wrong.body.code).toBe(476);
    const ok = await security('POST', 'totp/disable', user.token, {
      password: user.password,
      code: codeNow(secret),
    });
    expect(ok.body.code).toBe(200);
    expect((await security('GET', 'status', user.token)).body.result.twoFactorEnabled).toBe(false);
    expect((await login(user)).body.result.token).toEqual(expect.any(String));
  });
});

describe('money calls need the code once two-factor is on', () => {
  it('withdrawal: 479 without a code, 476 with a wrong one, and passes the check with the right one', async () => {
    const user = await registerByEmail(server);
    await server.deps.db
      .update(users)
      .set({ kycStatus: 'verified' })
      .where(eq(users.id, user.userId));
    const setPassword = await call('POST', '/swx/customer/user/repasswordTx', {
      token: user.token,
      payload: {
        password: 'withdraw-123',
        confirmPassword: 'withdraw-123',
        currentPassword: user.password,
      },
    });
    expect(setPassword.body.code).toBe(20005);
    const { secret } = await enrol(user);
    const body = {
      method: 'crypto',
      asset: 'USDT',
      network: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      amount: '100',
      password: 'withdraw-123',
    };
    const withdraw = (extra: Record<string, unknown>) =>
      call('POST', '/swx/customer/user/withdrawal', {
        token: user.token,
        book: 'YES',
        payload: { ...body, ...extra },
      });
    expect(await withdraw({})).toMatchObject({ status: 400, body: { code: 479 } });
    expect((await withdraw({ totpCode: wrongCode(secret) })).body.code).toBe(476);
    // The code is accepted; what stops this withdrawal now is the empty real book.
    expect((await withdraw({ totpCode: codeNow(secret) })).body.code).toBe(10092);

    const change = (extra: Record<string, unknown>) =>
      call('POST', '/swx/customer/user/repasswordTx', {
        token: user.token,
        payload: {
          password: 'withdraw-456',
          confirmPassword: 'withdraw-456',
          currentPassword: 'withdraw-123',
          ...extra,
        },
      });
    expect((await change({})).body.code).toBe(479);
    expect((await change({ totpCode: wrongCode(secret) })).body.code).toBe(476);
    expect((await change({ totpCode: codeNow(secret) })).body.code).toBe(20005);
  });
});
