import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { post } from './api.js';
import { readCodeFromMailbox } from './mailbox.js';

/** The password of every account the browser tests make. */
export const PASSWORD = 'Meridian-e2e-42';

/**
 * A new account over the API (the UI path is tested on its own): a code sent to
 * `<username>@example.test`, read from the dev mailbox in a page of `context`, then the
 * registration. Returns the email.
 */
export async function registerOverApi(
  context: BrowserContext,
  baseUrl: string,
  username: string,
): Promise<string> {
  const email = `${username}@example.test`;
  expect(
    (await post(baseUrl, '/swx/customer/login/sendCode', { type: 'email', email })).status,
  ).toBe(200);
  const mail = await context.newPage();
  const code = await readCodeFromMailbox(mail, baseUrl, email);
  await mail.close();
  const created = await post(baseUrl, '/swx/customer/login/register', {
    type: 'email',
    username,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return email;
}

/** On the login page: fills in the username or email and the password, and presses Log in. */
export async function submitLogin(page: Page, login: string, password: string = PASSWORD) {
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A new account (over the API, with the mailbox code), then a login through the form. */
export async function signInNewUser(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  username: string,
) {
  await registerOverApi(context, baseUrl, username);
  await page.goto(`${baseUrl}/pass/login`);
  await submitLogin(page, username);
  await page.waitForURL((url) => url.pathname === '/');
}
