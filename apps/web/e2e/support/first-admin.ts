import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './screenshots.js';
import type { TestServer } from './test-server.js';
import { totpCode } from './totp.js';
import { visible } from './text.js';

/** The password the first administrator chooses in the browser tests. */
export const STAFF_PASSWORD = 'Back-office-e2e-2468';

export interface FirstAdmin {
  /** The administrator's username (from the one-time password's file). */
  username: string;
  /** The password they chose. */
  password: string;
  /** The back office's navigation (on a phone behind the Menu button, closed again). */
  nav: Locator;
}

/**
 * The first administrator of `app`'s fresh DATA_DIR signs in, in `page` (one tab: the staff
 * session lives in its sessionStorage): the one-time password the server printed at its first
 * start, read from its file; the authenticator enrolment (the QR code drawn as SVG, the code
 * worked out here from the secret the page shows) and a new password. Lands on the KYC queue;
 * the one-time password's file is gone. Works on a desktop and on a phone (where the navigation
 * is behind the Menu button: it is opened to check it and closed again).
 */
export async function signInFirstAdmin(
  page: Page,
  app: TestServer,
  { enrolmentScreenshot }: { enrolmentScreenshot?: string } = {},
): Promise<FirstAdmin> {
  // The one-time password is handed over in a file only the server's user can read.
  const passwordFile = path.join(app.dataDir(), 'first-admin-password.txt');
  expect(app.stderr()).toContain(passwordFile);
  const handedOver = /username: (\S+)\none-time password: (\S+)/.exec(
    await readFile(passwordFile, 'utf8'),
  );
  expect(handedOver, 'no administrator password in the file').not.toBe(null);
  const [, adminName, oneTimePassword] = handedOver!;
  expect(adminName).toBe('admin');

  await page.goto(`${app.url()}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(adminName!);
  await page.getByLabel('Password', { exact: true }).fill(oneTimePassword!);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The enrolment: a QR code and the secret as text; then a new password is required.
  await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor();
  const qr = page.getByRole('img', {
    name: 'QR code to add your staff account to an authenticator app',
  });
  await qr.waitFor();
  // Drawn here as SVG modules (components/ui/QrCode), not an image from anywhere.
  expect(
    await qr.evaluate((svg) => svg.querySelector('path')?.getAttribute('d')?.length ?? 0),
  ).toBeGreaterThan(0);
  const secret = (await page.getByTestId('totp-secret').innerText().then(visible)).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('New password again', { exact: true }).fill(STAFF_PASSWORD);
  if (enrolmentScreenshot) {
    // From the top of the page (the sticky header then stays at its place).
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, enrolmentScreenshot);
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Signed in: the back office's navigation (on a narrow screen behind the menu button).
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.or(page.getByRole('button', { name: 'Menu', exact: true })).waitFor({
    timeout: 15_000,
  });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const narrow = await menu.isVisible();
  if (narrow) {
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
  }
  await nav.waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('staff-name').innerText().then(visible)).toBe('admin');
  // The administrator lands on the KYC queue.
  await page.waitForURL((url) => url.pathname === '/admin/kyc');
  if (narrow) {
    await menu.click();
    await nav.waitFor({ state: 'hidden' });
  }
  // With a password of their own, the one-time password's file is gone.
  expect(existsSync(passwordFile)).toBe(false);
  return { username: adminName!, password: STAFF_PASSWORD, nav };
}
