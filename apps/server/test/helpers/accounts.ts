import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { devMailbox, sessions } from '../../src/db/schema/index.js';
import type { TestServer } from './test-server.js';

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** The 6-digit code in the newest dev-mailbox message to `recipient`. */
export async function latestCode(server: TestServer, recipient: string): Promise<string> {
  const [message] = await server.deps.db
    .select()
    .from(devMailbox)
    .where(eq(devMailbox.recipient, recipient))
    .orderBy(desc(devMailbox.id))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the mailbox for ${recipient}`);
  return code;
}

export interface RegisteredUser {
  token: string;
  userId: string;
  username: string;
  email: string;
  password: string;
}

/** Registers a user by e-mail through the public API, as a person would. */
export async function registerByEmail(
  server: TestServer,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    inviteCode: string;
  }> = {},
): Promise<RegisteredUser> {
  const username = overrides.username ?? uniqueName('u');
  const email = overrides.email ?? `${username.toLowerCase()}@example.test`;
  const password = overrides.password ?? 'correct horse 42';
  const sent = await server.call({
    method: 'POST',
    url: '/swx/customer/login/sendCode',
    payload: { type: 'email', email },
  });
  if (sent.body.code !== 200) throw new Error(`sendCode failed: ${JSON.stringify(sent.body)}`);
  const code = await latestCode(server, email);
  const registered = await server.call({
    method: 'POST',
    url: '/swx/customer/login/register',
    payload: {
      type: 'email',
      username,
      email,
      password,
      confirmPassword: password,
      code,
      ...(overrides.inviteCode === undefined ? {} : { inviteCode: overrides.inviteCode }),
    },
  });
  if (registered.body.code !== 200)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return {
    token: registered.body.result.token,
    userId: registered.body.result.user.id,
    username,
    email,
    password,
  };
}

/**
 * What every new account looks like right after its first sign-in, through the public API: the
 * token works, the session records how the user came in, and the demo book holds 100,000 USDT
 * with the welcome notification unread.
 */
export async function expectFreshAccount(
  server: TestServer,
  token: string,
  userId: string,
  method: 'password' | 'register' | 'google' | 'wallet',
): Promise<void> {
  const [session] = await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
  expect(session?.method).toBe(method);
  const info = await server.call({
    method: 'POST',
    url: '/swx/customer/user/getUserInfo',
    headers: { authorization: token, virtually: 'NO' },
  });
  expect(info.body.code).toBe(200);
  expect(info.body.result.id).toBe(userId);
  const usdt = info.body.result.balances.find((b: { asset: string }) => b.asset === 'USDT');
  expect(usdt).toEqual({ asset: 'USDT', available: '100000', frozen: '0', total: '100000' });
  expect(info.body.result.unreadNotifications).toBe(1);
}
