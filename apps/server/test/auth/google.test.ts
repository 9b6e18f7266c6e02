import { createHash } from 'node:crypto';
import { USERNAME_PATTERN } from '@meridian/contract';
import { eq } from 'drizzle-orm';
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
import { oauthStates, users } from '../../src/db/schema/index.js';
import { totpCode } from '../../src/lib/totp.js';
import type { Bus } from '../../src/realtime/bus.js';
import { createMemoryBus } from '../../src/realtime/memory-bus.js';
import { registerByEmail, uniqueName } from '../helpers/accounts.js';
import {
  createOidcProvider,
  type OidcProvider,
  type TestIdentity,
} from '../helpers/oidc-provider.js';
import { expectFreshAccount } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';

const AUTH_URL = '/swx/customer/login/googleAuthUrl';
const LOGIN = '/swx/customer/login/loginByGoogle';
const REDIRECT_URI = 'http://localhost:8080/api/loginCallback/google';

let provider: OidcProvider;
let server: TestServer;
let warn: MockInstance;
const published: Array<{ topic: string; message: any }> = [];
/** The ledger's `balances` pushes (the demo grant of a new account), kept apart. */
const balanceChanges: Array<{ topic: string; message: any }> = [];

function recordingBus(): Bus {
  const inner = createMemoryBus();
  return {
    ...inner,
    async publish(topic, message) {
      // Only what reaches users (the spot market data heartbeat goes out every 2 s as well).
      if (topic.startsWith('user:')) {
        const isBalances = (message as { type?: string }).type === 'balances';
        (isBalances ? balanceChanges : published).push({ topic, message });
      }
      await inner.publish(topic, message);
    },
  };
}

beforeAll(async () => {
  provider = await createOidcProvider();
  server = await createTestServer({
    bus: recordingBus(),
    env: {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.url,
    },
  });
  // Every call here comes from one test IP; the per-IP limit has its own test (wallet.test.ts).
  await setSetting(server, 'auth.externalSignInPerIpPerMinute', 10_000);
  warn = vi.spyOn(server.deps.log, 'warn');
});
afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
  await provider.close();
});
beforeEach(() => {
  provider.reset();
  published.length = 0;
  balanceChanges.length = 0;
  warn.mockClear();
});

function newIdentity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  const name = uniqueName('g');
  return {
    sub: `google-${name}`,
    email: `${name.toLowerCase()}@gmail.test`,
    emailVerified: true,
    ...overrides,
  };
}

async function authorizationUrl(query = ''): Promise<URL> {
  const reply = await server.call({ method: 'GET', url: `${AUTH_URL}${query}` });
  expect(reply.body.code).toBe(200);
  return new URL(reply.body.result.authorizationUrl);
}

/** Starts a sign-in and lets the provider log `identity` in; returns what the callback page gets. */
async function authorizeAs(identity: TestIdentity, query = '') {
  const url = await authorizationUrl(query);
  return provider.authorize(url.href, identity);
}

function loginByGoogle(payload: { code: string; state: string }) {
  return server.call({ method: 'POST', url: LOGIN, payload });
}

async function signInAs(identity: TestIdentity, query = '') {
  const { code, state } = await authorizeAs(identity, query);
  return loginByGoogle({ code, state });
}

async function userBySubject(subject: string) {
  const [row] = await server.deps.db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

/** The reason the service logged for the last failure (and proof that nothing secret was logged). */
function loggedFailure(): string {
  expect(warn).toHaveBeenCalled();
  const logged = JSON.stringify(warn.mock.calls);
  expect(logged).not.toContain(provider.clientSecret);
  for (const auth of provider.authorizations) {
    if (auth.nonce) expect(logged).not.toContain(auth.nonce);
  }
  for (const request of provider.tokenRequests) {
    if (request.code) expect(logged).not.toContain(request.code);
    if (request.codeVerifier) expect(logged).not.toContain(request.codeVerifier);
  }
  return logged;
}

function expectRefused(reply: { status: number; body: { code: number; result: unknown } }) {
  expect(reply.status).toBe(401);
  expect(reply.body).toMatchObject({ code: 470, result: null });
}

describe('googleAuthUrl', () => {
  it('points at the provider with PKCE S256, a fresh state and nonce, and our callback', async () => {
    const url = await authorizationUrl();
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(provider.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const [row] = await server.deps.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, q.get('state')!));
    expect(row).toBeDefined();
    expect(row!.nonce).toBe(q.get('nonce'));
    expect(row!.consumedAt).toBeNull();
    // The challenge is the S256 of the verifier that stays on the server.
    const challenge = createHash('sha256').update(row!.codeVerifier).digest('base64url');
    expect(q.get('code_challenge')).toBe(challenge);
    expect(url.href).not.toContain(row!.codeVerifier);
    expect(row!.expiresAt.getTime() - server.time.clock().getTime()).toBe(10 * 60_000);

    const again = await authorizationUrl();
    expect(again.searchParams.get('state')).not.toBe(q.get('state'));
    expect(again.searchParams.get('nonce')).not.toBe(q.get('nonce'));
    expect(again.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'));
  });

  it('keeps the invite code with the state', async () => {
    const url = await authorizationUrl('?inviteCode=abc123');
    const [row] = await server.deps.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, url.searchParams.get('state')!));
    expect(row!.inviteCode).toBe('abc123');
  });
});

describe('loginByGoogle, happy paths', () => {
  it('creates a user with 100,000 demo USDT on first sign-in and returns a working token', async () => {
    const identity = newIdentity();
    const reply = await signInAs(identity);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(200);
    const { token, user } = reply.body.result;
    expect(token).toMatch(/^mrd_/);
    const localPart = identity.email!.split('@')[0]!;
    expect(user).toMatchObject({
      username: localPart,
      email: identity.email,
      phone: null,
      hasPassword: false,
      ethAddress: null,
    });

    // The provider saw client_secret_post, our redirect_uri and a verifier matching the challenge.
    expect(provider.tokenRequests).toHaveLength(1);
    expect(provider.tokenRequests[0]).toMatchObject({
      clientAuthentication: 'client_secret_post',
      redirectUri: REDIRECT_URI,
      outcome: 'ok',
    });

    const row = await userBySubject(identity.sub);
    expect(row?.id).toBe(user.id);
    await expectFreshAccount(server, token, user.id, 'google');

    // The demo grant was announced by the ledger, once.
    expect(balanceChanges).toEqual([
      { topic: `user:${user.id}`, message: { type: 'balances', book: 'demo' } },
    ]);
    // The welcome notification was pushed after the commit.
    expect(published).toEqual([
      {
        topic: `user:${user.id}`,
        message: expect.objectContaining({
          type: 'notification',
          notification: expect.objectContaining({ kind: 'welcome' }),
        }),
      },
    ]);
  });

  it('signs the same Google account into the same user the second time, with a new token', async () => {
    const identity = newIdentity();
    const first = await signInAs(identity);
    const second = await signInAs(identity);
    expect(second.body.code).toBe(200);
    expect(second.body.result.user.id).toBe(first.body.result.user.id);
    expect(second.body.result.token).not.toBe(first.body.result.token);
    expect(published).toHaveLength(1);
    const rows = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.googleSubject, identity.sub));
    expect(rows).toHaveLength(1);
  });

  it('links the Google account to the existing user with the same verified e-mail', async () => {
    const existing = await registerByEmail(server);
    published.length = 0;
    const identity = newIdentity({ email: existing.email.toUpperCase(), emailVerified: true });
    const reply = await signInAs(identity);
    expect(reply.body.code).toBe(200);
    expect(reply.body.result.user.id).toBe(existing.userId);
    expect(reply.body.result.user.username).toBe(existing.username);
    expect((await userBySubject(identity.sub))?.id).toBe(existing.userId);
    expect(published).toHaveLength(0);
    // Their password still works and the next Google sign-in finds them by subject.
    const again = await signInAs({ ...identity, email: 'changed@example.test' });
    expect(again.body.result.user.id).toBe(existing.userId);
  });

  it('does not link on an unverified e-mail: a separate user without that e-mail', async () => {
    const existing = await registerByEmail(server);
    const identity = newIdentity({ email: existing.email, emailVerified: false });
    const reply = await signInAs(identity);
    expect(reply.body.code).toBe(200);
    expect(reply.body.result.user.id).not.toBe(existing.userId);
    expect(reply.body.result.user.email).toBeNull();
    const owner = await server.deps.db.select().from(users).where(eq(users.id, existing.userId));
    expect(owner[0]?.googleSubject).toBeNull();
  });

  it('refuses to relink an e-mail whose owner already has another Google account', async () => {
    const first = newIdentity();
    expect((await signInAs(first)).body.code).toBe(200);
    const impostor = newIdentity({ email: first.email });
    expectRefused(await signInAs(impostor));
    expect(loggedFailure()).toContain('linked to another Google account');
    expect(await userBySubject(impostor.sub)).toBeUndefined();
  });

  it('two first sign-ins of one Google account at once end in one user', async () => {
    const identity = newIdentity();
    const first = await authorizeAs(identity);
    const second = await authorizeAs(identity);
    const replies = await Promise.all([loginByGoogle(first), loginByGoogle(second)]);
    expect(replies.map((r) => r.body.code)).toEqual([200, 200]);
    expect(replies[0]!.body.result.user.id).toBe(replies[1]!.body.result.user.id);
    const rows = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.googleSubject, identity.sub));
    expect(rows).toHaveLength(1);
  });

  it('derives a valid username and adds a suffix when it is taken', async () => {
    const taken = await registerByEmail(server);
    const identity = newIdentity({ email: `${taken.username}@other.test`, emailVerified: false });
    const reply = await signInAs(identity);
    const username: string = reply.body.result.user.username;
    expect(username).not.toBe(taken.username);
    expect(username.startsWith(`${taken.username.slice(0, 15)}_`)).toBe(true);
    expect(username).toMatch(USERNAME_PATTERN);

    const odd = await signInAs(newIdentity({ email: '9.x-Y+tag@weird.test' }));
    expect(odd.body.code).toBe(200);
    expect(odd.body.result.user.username).toMatch(USERNAME_PATTERN);
    expect(odd.body.result.user.username.startsWith('x_y_tag')).toBe(true);

    const noEmail = await signInAs(newIdentity({ email: undefined, emailVerified: undefined }));
    expect(noEmail.body.code).toBe(200);
    expect(noEmail.body.result.user.username).toMatch(USERNAME_PATTERN);
    expect(noEmail.body.result.user.email).toBeNull();
  });

  it('credits the inviter when the sign-in carried an invite code', async () => {
    const inviter = await registerByEmail(server);
    const [inviterRow] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.id, inviter.userId));
    const identity = newIdentity();
    const reply = await signInAs(identity, `?inviteCode=${inviterRow!.referralCode.toLowerCase()}`);
    expect(reply.body.code).toBe(200);
    expect((await userBySubject(identity.sub))?.invitedBy).toBe(inviter.userId);
  });

  it('answers 10005 for a disabled user', async () => {
    const identity = newIdentity();
    const first = await signInAs(identity);
    await server.deps.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, first.body.result.user.id));
    const reply = await signInAs(identity);
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe(10005);
  });
});

describe('loginByGoogle with two-factor sign-in on', () => {
  it('asks for the second step instead of returning a session, and the code completes it', async () => {
    const identity = newIdentity();
    const first = await signInAs(identity);
    const token: string = first.body.result.token;
    const security = (path: string, payload?: object) =>
      server.call({
        method: 'POST',
        url: `/swx/customer/user/security/${path}`,
        headers: { authorization: token },
        ...(payload ? { payload } : {}),
      });
    const started = await security('totp/start');
    expect(started.body.code).toBe(200);
    const secret: string = started.body.result.secret;
    const codeNow = () => {
      const code = totpCode(secret, server.time.clock().getTime());
      server.time.advance(30_000); // a code is accepted once
      return code;
    };
    expect((await security('totp/confirm', { code: codeNow() })).body.code).toBe(200);

    const google = await signInAs(identity);
    expect(google.body.code).toBe(200);
    expect(google.body.result).toMatchObject({ twoFactorRequired: true });
    expect(google.body.result.token).toBeUndefined();
    const challenge: string = google.body.result.challenge;
    const done = await server.call({
      method: 'POST',
      url: '/swx/customer/login/loginTwoFactor',
      payload: { challenge, code: codeNow() },
    });
    expect(done.body.code).toBe(200);
    expect(done.body.result.user.id).toBe(first.body.result.user.id);
    const me = await server.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: done.body.result.token },
    });
    expect(me.body.code).toBe(200);
  });
});

describe('loginByGoogle refuses with 470', () => {
  it('a tampered state, and the genuine state still works afterwards', async () => {
    const identity = newIdentity();
    const { code, state } = await authorizeAs(identity);
    expectRefused(await loginByGoogle({ code, state: `${state}x` }));
    expectRefused(await loginByGoogle({ code, state: 'never-issued' }));
    expect(loggedFailure()).toContain('unknown, used or expired state');
    expect(provider.tokenRequests).toHaveLength(0);
    expect((await loginByGoogle({ code, state })).body.code).toBe(200);
  });

  it('a replayed state (the same callback posted twice)', async () => {
    const identity = newIdentity();
    const { code, state } = await authorizeAs(identity);
    expect((await loginByGoogle({ code, state })).body.code).toBe(200);
    expectRefused(await loginByGoogle({ code, state }));
    expect(loggedFailure()).toContain('unknown, used or expired state');
    expect(provider.tokenRequests).toHaveLength(1);
  });

  it('an expired state (older than ten minutes)', async () => {
    const identity = newIdentity();
    const { code, state } = await authorizeAs(identity);
    server.time.advance(10 * 60_000 + 1_000);
    expectRefused(await loginByGoogle({ code, state }));
    expect(loggedFailure()).toContain('unknown, used or expired state');
    expect(provider.tokenRequests).toHaveLength(0);
    expect(await userBySubject(identity.sub)).toBeUndefined();
  });

  const idTokenCases: Array<[string, () => void, RegExp]> = [
    ['a wrong nonce in the ID token', () => (provider.misbehave.nonce = 'not-the-nonce'), /nonce/],
    [
      'a wrong audience',
      () => (provider.misbehave.audience = 'someone-elses-client'),
      /"aud"|audience/,
    ],
    ['a wrong issuer', () => (provider.misbehave.issuer = 'https://evil.example'), /"iss"|issuer/],
    ['an expired ID token', () => (provider.misbehave.expired = true), /"exp"|expir/],
    ['a bad signature', () => (provider.misbehave.wrongSigningKey = true), /signature/i],
  ];
  for (const [name, arrange, reason] of idTokenCases) {
    it(name, async () => {
      arrange();
      const identity = newIdentity();
      expectRefused(await signInAs(identity));
      const logged = loggedFailure();
      expect(logged).toContain('code exchange or ID token check failed');
      expect(logged).toMatch(reason);
      expect(provider.tokenRequests.at(-1)?.outcome).toBe('ok');
      expect(await userBySubject(identity.sub)).toBeUndefined();
    });
  }

  it('a PKCE mismatch: the provider holds a challenge our verifier does not answer', async () => {
    provider.misbehave.alterChallenge = true;
    const identity = newIdentity();
    expectRefused(await signInAs(identity));
    expect(provider.tokenRequests.at(-1)?.outcome).toBe('invalid_grant');
    expect(loggedFailure()).toContain('invalid_grant');
    expect(await userBySubject(identity.sub)).toBeUndefined();
  });

  it('a PKCE mismatch: the verifier kept with the state is not the one the challenge came from', async () => {
    const identity = newIdentity();
    const { code, state } = await authorizeAs(identity);
    await server.deps.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.state, state));
    expectRefused(await loginByGoogle({ code, state }));
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      codeVerifier: 'x'.repeat(43),
      outcome: 'invalid_grant',
    });
  });

  it('a token endpoint error', async () => {
    provider.misbehave.tokenError = 'server_error';
    const identity = newIdentity();
    expectRefused(await signInAs(identity));
    expect(provider.tokenRequests.at(-1)?.outcome).toBe('server_error');
    expect(loggedFailure()).toContain('server_error');
    expect(await userBySubject(identity.sub)).toBeUndefined();
  });

  it('a code the provider never issued', async () => {
    const identity = newIdentity();
    const { state } = await authorizeAs(identity);
    expectRefused(await loginByGoogle({ code: 'forged-code', state }));
    expect(provider.tokenRequests.at(-1)?.outcome).toBe('invalid_grant');
  });

  it('answers 400 for a malformed body', async () => {
    const reply = await server.call({ method: 'POST', url: LOGIN, payload: { state: 'x' } });
    expect(reply.status).toBe(400);
  });
});

describe('Google not available', () => {
  it('answers 404 "not enabled" (483) on both calls when Google is not configured', async () => {
    const bare = await createTestServer();
    try {
      const url = await bare.call({ method: 'GET', url: AUTH_URL });
      expect(url.status).toBe(404);
      expect(url.body).toMatchObject({ code: 483, result: null });
      const login = await bare.call({
        method: 'POST',
        url: LOGIN,
        payload: { code: 'c', state: 's' },
      });
      expect(login.status).toBe(404);
      expect(login.body.code).toBe(483);
    } finally {
      await bare.close();
    }
  });

  it('answers 503 when the issuer cannot be discovered', async () => {
    const closed = await createOidcProvider();
    await closed.close();
    const unreachable = await createTestServer({
      env: { GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', GOOGLE_ISSUER: closed.url },
    });
    try {
      const url = await unreachable.call({ method: 'GET', url: AUTH_URL });
      expect(url.status).toBe(503);
      expect(url.body.code).toBe(503);
    } finally {
      await unreachable.close();
    }
  });
});
