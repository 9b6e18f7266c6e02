// The account issue's flow in Chromium against the built server, on a desktop and an iPhone:
// register through the UI with the code from the dev mailbox, log in (a wrong password first),
// see 100,000 demo USDT, switch to Arabic (RTL), switch to the real account, log out; the mobile
// onboarding board (once per browser session); and a 401 anywhere (the token revoked from another
// client) sending the user to /pass/login and back after logging in again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/api.js';
import { PASSWORD, registerOverApi, submitLogin } from './support/accounts.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { PHONE, openPage } from './support/layouts.js';
import { readCodeFromMailbox } from './support/mailbox.js';
import { screenshot } from './support/screenshots.js';
import { serveBuiltApp } from './support/test-server.js';
import { visible } from './support/text.js';

const base = serveBuiltApp('meridian-e2e-account-').url;

const LAYOUTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: PHONE,
} as const;
type LayoutName = keyof typeof LAYOUTS;

describe.skipIf(skipBrowserTests)('accounts in Chromium', () => {
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // This test meets the mobile onboarding board on purpose.
  const newContext = (layout: LayoutName) =>
    openPage(browser, LAYOUTS[layout], pageErrors, layout, { onboarding: true });

  async function expectNoHorizontalOverflow(page: Page, layout: LayoutName) {
    if (layout !== 'mobile') return;
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${page.url()} overflows`).toBeLessThanOrEqual(390);
  }

  /** On a phone the first page of a session shows the onboarding board: Skip it. */
  async function skipOnboarding(page: Page, layout: LayoutName) {
    if (layout !== 'mobile') return;
    await page.goto(`${base()}/`);
    const board = page.getByRole('dialog', { name: 'Welcome to Meridian' });
    await board.waitFor();
    await board.getByRole('button', { name: 'Skip' }).click();
    await board.waitFor({ state: 'hidden' });
  }

  async function register(page: Page, mail: Page, layout: LayoutName, username: string) {
    const email = `${username}@example.test`;
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    // The SPEC §5 messages before anything is sent.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Select a registration method (mobile or email)').waitFor();
    await screenshot(page, `${layout}-register-errors`);

    await page.getByRole('radio', { name: 'Email' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a code to ${email}`).waitFor();
    expect(await page.getByTestId('send-code').innerText().then(visible)).toMatch(
      /^Resend in (60|59|58) s$/,
    );
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);

    const code = await readCodeFromMailbox(mail, base(), email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await expectNoHorizontalOverflow(page, layout);
    await screenshot(page, `${layout}-register-filled`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('meridian.isLogin'))).toBe('1');
    return email;
  }

  async function logInThroughForm(page: Page, layout: LayoutName, login: string) {
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    // A wrong password: the server's message, on this page, no redirect.
    await submitLogin(page, login, 'Not-the-password-9');
    const alert = page.getByTestId('form-error');
    await alert.waitFor();
    expect(await alert.innerText().then(visible)).toContain('Wrong password');
    expect(new URL(page.url()).pathname).toBe('/pass/login');
    await screenshot(page, `${layout}-login-failed`);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  it.each(['desktop', 'mobile'] as const)(
    '%s: register with the mailbox code → log in → 100,000 demo USDT → Arabic (RTL) → real account → log out',
    async (layout) => {
      const { context, page } = await newContext(layout);
      const mail = await context.newPage();
      try {
        const username = `${layout.slice(0, 1)}${Date.now().toString(36)}`;
        if (layout === 'mobile') {
          // First visit on a phone: the onboarding board; Continue (logged out) → register.
          await page.goto(`${base()}/`);
          const board = page.getByRole('dialog', { name: 'Welcome to Meridian' });
          await board.waitFor();
          await screenshot(page, 'mobile-onboarding');
          await board.getByRole('button', { name: 'Continue' }).click();
          await page.waitForURL((url) => url.pathname === '/pass/register');
          await board.waitFor({ state: 'hidden' });
        } else {
          await page.goto(`${base()}/pass/register`);
        }
        const email = await register(page, mail, layout, username);

        // Log out, then log in through the form (wrong password first).
        await page.goto(`${base()}/profile`);
        await page.getByTestId('menu-item-logout').click();
        await page.waitForURL((url) => url.pathname === '/');
        expect(await page.evaluate(() => localStorage.getItem('meridian.token'))).toBeNull();
        await page.goto(`${base()}/pass/login`);
        await logInThroughForm(page, layout, email);
        await page.waitForURL((url) => url.pathname === '/');

        // The account hub: the demo book's 100,000 USDT.
        await page.goto(`${base()}/profile`);
        const balance = page.getByTestId('balance-usdt').locator('span').first();
        await expect
          .poll(() => balance.innerText().then(visible), { timeout: 15_000 })
          .toBe('100,000.00');
        expect(await page.getByRole('heading', { name: 'Demo balance' }).isVisible()).toBe(true);
        expect(await page.getByTestId('account-name').innerText().then(visible)).toBe(username);
        expect(await page.getByTestId('credit-points').innerText().then(visible)).toBe('100');
        await expectNoHorizontalOverflow(page, layout);
        await screenshot(page, `${layout}-profile-demo`);

        // Arabic: right to left, <html lang="ar">.
        await page.getByTestId('menu-item-language').click();
        await page.getByRole('dialog').getByRole('button', { name: 'العربية' }).click();
        await expect
          .poll(() =>
            page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
          )
          .toEqual(['rtl', 'ar']);
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await expect.poll(() => balance.innerText().then(visible)).toBe('100,000.00');
        await expectNoHorizontalOverflow(page, layout);
        await screenshot(page, `${layout}-profile-ar`);

        // The real account: confirmed, remembered, the real book shown.
        await page.locator('main [data-testid="account-mode"] label').nth(1).click();
        // The confirmation (in the interface language, whichever texts it has by now).
        const toast = page.locator('.mantine-Notification-root');
        await toast.first().waitFor();
        expect((await toast.first().innerText().then(visible)).trim().length).toBeGreaterThan(0);
        expect(await page.evaluate(() => localStorage.getItem('meridian.virtualStatus'))).toBe('0');
        await page.locator('section[data-mode="real"]').waitFor();
        await expect.poll(() => balance.innerText().then(visible)).toBe('0.00');
        await screenshot(page, `${layout}-profile-ar-real`);

        // Log out.
        await page.getByTestId('menu-item-logout').click();
        await page.waitForURL((url) => url.pathname === '/');
        expect(await page.evaluate(() => localStorage.getItem('meridian.isLogin'))).toBeNull();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await screenshot(page, `${layout}-logged-out-ar`);
        await page.goto(`${base()}/pass/register`);
        await page.locator('form').waitFor();
        await page.getByRole('radio').first().click();
        await page.locator('form button[type="submit"]').click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await expectNoHorizontalOverflow(page, layout);
        await screenshot(page, `${layout}-register-ar`);
      } finally {
        await context.close();
      }
    },
    180_000,
  );

  it('mobile: the onboarding board shows once per browser session; Skip goes home', async () => {
    const { context, page } = await newContext('mobile');
    try {
      await page.goto(`${base()}/market`);
      const board = page.getByRole('dialog', { name: 'Welcome to Meridian' });
      await board.waitFor();
      await board.getByRole('button', { name: 'Skip' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await board.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => sessionStorage.getItem('meridian.onboardingShown'))).toBe(
        '1',
      );
      // Same session (reload, another page): not again.
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto(`${base()}/help`);
      await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Welcome to Meridian' }).count()).toBe(0);
      await screenshot(page, 'mobile-help');
    } finally {
      await context.close();
    }
  });

  it.each(['desktop', 'mobile'] as const)(
    '%s: a 401 anywhere (token revoked from another client) goes to /pass/login, and back after logging in',
    async (layout) => {
      // An account made over the API (the UI path is covered above).
      const username = `r${layout.slice(0, 1)}${Date.now().toString(36)}`;
      const { context, page } = await newContext(layout);
      try {
        const email = await registerOverApi(context, base(), username);

        await skipOnboarding(page, layout);
        await page.goto(`${base()}/pass/login`);
        await submitLogin(page, username);
        await page.waitForURL((url) => url.pathname === '/');
        await page.goto(`${base()}/profile`);
        await page.getByTestId('balance-usdt').waitFor();

        // Another client logs this session out.
        const token = await page.evaluate(() => localStorage.getItem('meridian.token'));
        const revoked = await post(base(), '/swx/customer/login/logout', undefined, {
          authorization: token ?? '',
        });
        expect(revoked.status).toBe(200);

        // The next call answers 401: session gone, login page, the reason said. (A background
        // refresh may meet the 401 first; either way the user lands on the login page.)
        await page
          .getByTestId('menu-item-notifications')
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        await page.waitForURL((url) => url.pathname === '/pass/login', { timeout: 15_000 });
        await page.getByTestId('login-reason').waitFor();
        expect(await page.evaluate(() => localStorage.getItem('meridian.token'))).toBeNull();
        await screenshot(page, `${layout}-session-expired`);

        // Logging in again returns to where the user was.
        await submitLogin(page, email);
        await page.waitForURL((url) => url.pathname.startsWith('/profile'));
        if (new URL(page.url()).pathname !== '/profile/notification') {
          await page.getByTestId('menu-item-notifications').click();
        }
        await page.getByTestId('notification').first().waitFor();
        await expectNoHorizontalOverflow(page, layout);
        await screenshot(page, `${layout}-notifications`);

        // The rest of the account pages render for a signed-in user.
        for (const [route, name] of [
          ['/profile/info', 'info'],
          ['/help/faq', 'faq'],
          ['/help/notice', 'notices'],
        ] as const) {
          await page.goto(`${base()}${route}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          if (name === 'faq') {
            await page.getByRole('button', { name: 'What is the demo account?' }).click();
            await page.getByTestId('content-body').waitFor();
            await page.waitForTimeout(400); // the panel's opening transition, for the screenshot
          }
          if (name === 'info') await page.getByTestId('info-username').waitFor();
          if (name === 'notices') await page.getByRole('link', { name: /Trading hours/ }).waitFor();
          await expectNoHorizontalOverflow(page, layout);
          await screenshot(page, `${layout}-${name}`);
        }
      } finally {
        await context.close();
      }
    },
    180_000,
  );

  it('desktop: content pages and the sign-in pages in the logged-out state', async () => {
    const { context, page } = await newContext('desktop');
    try {
      await page.goto(`${base()}/help`);
      await page.getByRole('link', { name: 'How do I deposit?' }).waitFor();
      await screenshot(page, 'desktop-help');
      await page.goto(`${base()}/detail?id=999999&title=Gone`);
      await page.getByTestId('content-not-found').waitFor();
      // A footer page: its title and paragraphs.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
      await page.getByTestId('content-body').waitFor();
      expect(await page.getByTestId('content-body').locator('p').count()).toBeGreaterThan(1);
      await screenshot(page, 'desktop-detail');
      await page.goto(`${base()}/help/notice`);
      await page.getByRole('link', { name: /Trading hours/ }).click();
      await page.getByRole('heading', { level: 2, name: 'Trading hours' }).waitFor();
      await screenshot(page, 'desktop-notice');
      await page.goto(`${base()}/introduction`);
      await page.getByRole('heading', { level: 2, name: 'Explore Meridian' }).waitFor();
      await screenshot(page, 'desktop-introduction');
      // This server has no GOOGLE_CLIENT_ID, and the browser no injected wallet: neither is offered.
      const providers = page.waitForResponse((r) => r.url().endsWith('/signInProviders'));
      await page.goto(`${base()}/pass/login`);
      expect((await (await providers).json()).result).toEqual({ google: false, wallet: true });
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Continue with a wallet' }).count()).toBe(0);
      await screenshot(page, 'desktop-login');
      await page.goto(`${base()}/pass/reset`);
      await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
      await screenshot(page, 'desktop-reset');
    } finally {
      await context.close();
    }
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
