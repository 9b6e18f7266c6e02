// Users' own security (issue 12) in Chromium against the built server, as a new user would: enrol
// two-factor sign-in on the Security page (the code computed here from the key the page shows),
// keep the recovery codes, sign out, sign in with the password and a code; a second browser (a
// phone) signs in with a recovery code; both sessions are listed, the phone's is ended from the
// desktop and its next request gets 401. Screenshots of the Security page and the login's second
// step on a phone and a desktop, in English and Arabic (test-results/e2e/security-*.png).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerOverApi, submitLogin } from './support/accounts.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { expectNoOverflow, openPage, PHONE } from './support/layouts.js';
import { screenshot } from './support/screenshots.js';
import { serveBuiltApp } from './support/test-server.js';
import { totpCode } from './support/totp.js';
import { visible } from './support/text.js';

const base = serveBuiltApp('meridian-e2e-security-').url;
const DESKTOP = { viewport: { width: 1280, height: 800 } };

describe.skipIf(skipBrowserTests)('users’ own security in Chromium', () => {
  let browser: Browser;
  const pageErrors: string[] = [];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  async function open(options: object, label: string, language?: 'ar') {
    const opened = await openPage(browser, options, pageErrors, label, { language });
    contexts.push(opened.context);
    return opened;
  }

  /** Password step through the form (any language); lands on the second step. */
  async function passwordStep(page: Page, username: string, heading = 'Two-factor sign-in') {
    await page.goto(`${base()}/pass/login`);
    await page.locator('input[autocomplete="username"]').fill(username);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/pass/two-factor');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  async function finishWith(page: Page, fill: () => Promise<void>) {
    await fill();
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  }

  it(
    'enrols TOTP, signs in with a code, sees a second browser’s session and ends it (its next request is 401)',
    { timeout: 240_000 },
    async () => {
      const username = `sec${Date.now().toString(36)}`;
      const desktop = await open(DESKTOP, 'desktop');
      await registerOverApi(desktop.context, base(), username);

      // Sign in (no second step yet) and open the Security page from the account hub.
      const page = desktop.page;
      await page.goto(`${base()}/pass/login`);
      await submitLogin(page, username);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${base()}/profile`);
      await page.getByRole('link', { name: 'Security' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/security');
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();

      // Enrol: the QR code and the key; the code computed from the key as an app would.
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByTestId('totp-qr').waitFor();
      const secret = (await page.getByTestId('totp-key').innerText().then(visible)).replace(
        /\s/g,
        '',
      );
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await screenshot(page, 'security-desktop-en-enrol');
      const enrolledAtMs = Date.now();
      await page.getByLabel('Code from the app').fill(totpCode(secret, enrolledAtMs));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const panel = page.getByTestId('recovery-codes');
      await panel.waitFor();
      const recoveryCodes = await panel
        .getByTestId('recovery-code')
        .allInnerTexts()
        .then((texts) => texts.map(visible));
      expect(recoveryCodes).toHaveLength(10);
      await expect
        .poll(() => page.getByTestId('totp-status').innerText().then(visible), { timeout: 10_000 })
        .toBe('On');
      await screenshot(page, 'security-desktop-en-recovery-codes');
      await panel.getByRole('button', { name: 'I have saved them' }).click();
      await panel.waitFor({ state: 'hidden' });

      // Sign out, then in again: the password alone is not enough.
      await page.goto(`${base()}/profile`);
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('meridian.isLogin'))).not.toBe('1');
      await passwordStep(page, username);
      expect(await page.evaluate(() => localStorage.getItem('meridian.isLogin'))).not.toBe('1');
      await screenshot(page, 'security-desktop-en-login-second-step');
      // A code is accepted once: the next step's (the server takes one step either side, as an
      // app a little ahead would send) instead of waiting up to 30 s for the clock.
      const nextCode = totpCode(secret, enrolledAtMs + 30_000);

      await finishWith(page, () => page.getByLabel('Code from the app').fill(nextCode));
      expect(await page.evaluate(() => localStorage.getItem('meridian.isLogin'))).toBe('1');

      // A second browser, a phone, signs in with a recovery code.
      const phone = await open(PHONE, 'phone');
      await passwordStep(phone.page, username);
      await expectNoOverflow(phone.page, 'phone second step');
      await screenshot(phone.page, 'security-phone-en-login-second-step');
      await phone.page.getByRole('button', { name: 'Use a recovery code' }).click();
      await finishWith(phone.page, () =>
        phone.page.getByLabel('Recovery code').fill(recoveryCodes[0]!),
      );
      const phoneToken = await phone.page.evaluate(() => localStorage.getItem('meridian.token'));
      expect(phoneToken).toMatch(/^mrd_/);

      // Both sessions are listed on the desktop; the phone's is ended there.
      await page.goto(`${base()}/profile/security`);
      const rows = page.getByTestId('session-row');
      await rows.first().waitFor();
      const current = rows.filter({ has: page.getByTestId('session-current') });
      expect(await current.count()).toBe(1);
      expect(await current.innerText().then(visible)).toContain('Chrome');
      const phoneRow = rows.filter({ hasText: 'iPhone' });
      expect(await phoneRow.count()).toBe(1);
      await screenshot(page, 'security-desktop-en');
      await phoneRow.getByRole('button', { name: /^Sign out/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => rows.filter({ hasText: 'iPhone' }).count(), { timeout: 15_000 })
        .toBe(0);

      // The phone's next request is refused: 401.
      const status = await phone.page.evaluate(async (token) => {
        const response = await fetch('/swx/customer/user/getUserInfo', {
          method: 'POST',
          headers: { authorization: token ?? '' },
        });
        return response.status;
      }, phoneToken);
      expect(status).toBe(401);
      // …and the desktop's session still works.
      await page.reload();
      await page.getByTestId('session-current').waitFor();

      // The history shows the sign-ins, with the second step asked for.
      const history = page.getByTestId('history-row');
      await history.first().waitFor();
      expect(
        (await history.allInnerTexts().then((texts) => texts.map(visible))).join('\n'),
      ).toContain('Code requested');

      // The Security page on a phone, in English, then Arabic pages on both layouts.
      const phoneEn = await open(PHONE, 'phone-en-security');
      await passwordStep(phoneEn.page, username);
      await phoneEn.page.getByRole('button', { name: 'Use a recovery code' }).click();
      await finishWith(phoneEn.page, () =>
        phoneEn.page.getByLabel('Recovery code').fill(recoveryCodes[1]!),
      );
      await phoneEn.page.goto(`${base()}/profile/security`);
      await phoneEn.page.getByTestId('session-current').waitFor();
      await phoneEn.page.getByTestId('history-row').first().waitFor();
      await expectNoOverflow(phoneEn.page, 'phone security page');
      await screenshot(phoneEn.page, 'security-phone-en');

      for (const [label, options, code] of [
        ['desktop', DESKTOP, recoveryCodes[2]!],
        ['phone', PHONE, recoveryCodes[3]!],
      ] as const) {
        const arabic = await open(options, `${label}-ar`, 'ar');
        await passwordStep(arabic.page, username, 'تسجيل الدخول بخطوتين');
        expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await expectNoOverflow(arabic.page, `${label} ar second step`);
        await screenshot(arabic.page, `security-${label}-ar-login-second-step`);
        await arabic.page.getByTestId('two-factor-toggle').click();
        await finishWith(arabic.page, () => arabic.page.getByTestId('two-factor-code').fill(code));
        await arabic.page.goto(`${base()}/profile/security`);
        await arabic.page.getByRole('heading', { level: 1, name: 'الأمان' }).waitFor();
        await arabic.page.getByTestId('session-current').waitFor();
        await arabic.page.getByTestId('history-row').first().waitFor();
        await expectNoOverflow(arabic.page, `${label} ar security page`);
        await screenshot(arabic.page, `security-${label}-ar`);
      }

      expect(pageErrors).toEqual([]);
    },
  );
});
