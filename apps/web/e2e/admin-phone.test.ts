// The back office on a phone (390 px, the phone layout): its tables are the shared
// ResponsiveTable, cards of labelled values on a narrow screen. A user registers over the API and
// places a margin position and a resting spot order (so the users list, the user's balances,
// orders and journal and the audit log have rows); the first administrator signs in on the phone
// and opens the settings, the users list, that user's page and the audit log. On each, every
// table has rows and fits — no page or table scrolls sideways and no cell lies beyond either
// edge of the window — each card reads label then value in the page's direction with the value in
// one piece, and the settings show every group of the catalogue under its heading,
// none under "Other". Then the same pages with the interface in Arabic: right to left,
// the headings in Arabic, still fitting. Each page is photographed in both languages
// (test-results/e2e/admin-phone-*.png).
import { uiLocales } from '@meridian/i18n/ui-all';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerOverApi } from './support/accounts.js';
import { post } from './support/api.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { signInFirstAdmin } from './support/first-admin.js';
import { openPage, PHONE } from './support/layouts.js';
import { placeSampleOrders } from './support/sample-orders.js';
import { screenshot } from './support/screenshots.js';
import { expectCardsInReadingOrder, expectTablesFit, tableOverflow } from './support/table-fit.js';
import { serveBuiltApp } from './support/test-server.js';
import { visible } from './support/text.js';

const app = serveBuiltApp('meridian-e2e-admin-phone-');
const base = app.url;

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

/** The back office's texts in a language (the page must show these, not English or keys). */
function texts(language: Language) {
  const admin = uiLocales[language].admin;
  if (!admin) throw new Error(`No back office texts in ${language}`);
  return admin;
}

/**
 * The headings of the settings groups in a language: every group the page has a title for except
 * "Other" (every catalogue key has a group of its own kind, so "Other" never shows).
 */
function settingGroupHeadings(language: Language): string[] {
  const { other, ...groups } = texts(language).settings.groups;
  expect(other).toBeTruthy();
  return Object.values(groups);
}

describe.skipIf(skipBrowserTests)('the back office on a phone (390 px)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const username = `aph${Date.now().toString(36)}`;
  /** The user's page in the back office (found through the users list in English). */
  let userPath: string | undefined;
  let language: Language = 'en';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, PHONE, pageErrors, 'admin-phone'));

    // A user with a margin position and a resting spot order on the demo book.
    await registerOverApi(context, base(), username);
    const login = await post(base(), '/swx/customer/login/login', { username, password: PASSWORD });
    const token: unknown = login.body?.result?.token;
    expect(typeof token, JSON.stringify(login.body)).toBe('string');
    await placeSampleOrders(base(), token as string);

    await signInFirstAdmin(page, app);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });

  /**
   * Opens a back office page in `lang` (the stored interface language, read when the app loads;
   * the staff session stays in this tab's sessionStorage) and waits for its h1.
   */
  async function open(route: string, lang: Language, title?: string) {
    if (lang !== language) {
      await page.evaluate((l) => localStorage.setItem('meridian.language', l), lang);
      language = lang;
    }
    await page.goto(`${base()}${route}`);
    await expect
      .poll(() =>
        page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
      )
      .toEqual(lang === 'ar' ? ['rtl', 'ar'] : ['ltr', 'en']);
    const h1 = page.getByRole('heading', { level: 1, ...(title ? { name: title } : {}) });
    await h1.waitFor({ timeout: 15_000 });
  }

  /** A full-page screenshot from the top (the sticky bar then stays at its place). */
  async function shot(name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  for (const lang of LANGUAGES) {
    const t = texts(lang);

    it(`settings: every group under its heading, none under "Other", every table fits (${lang})`, async () => {
      await open('/admin/settings', lang, t.settings.title);
      await page.getByTestId('settings-depositAddress').locator('tbody tr').first().waitFor({
        timeout: 15_000,
      });
      const headings = (await page.locator('main section h2').allInnerTexts()).map(visible);
      // Every group once (the order is the page's; the unit test of groupSettings checks it).
      expect([...headings].sort()).toEqual(settingGroupHeadings(lang).sort());
      expect(headings).not.toContain(t.settings.groups.other);
      expect(await page.getByTestId('settings-other').count()).toBe(0);
      // Each group is one table named by its heading, with its settings as rows.
      await expectTablesFit(page, `/admin/settings (${lang})`, headings);
      await expectCardsInReadingOrder(page, `/admin/settings (${lang})`);
      expect((await tableOverflow(page)).length).toBe(headings.length);
      await shot(`admin-phone-settings-${lang}`);
    });

    it(`the users list: the new user's row, the table fits (${lang})`, async () => {
      await open('/admin/users', lang, t.users.title);
      const link = page.getByRole('link', { name: username, exact: true });
      await link.waitFor({ timeout: 15_000 });
      await expectTablesFit(page, `/admin/users (${lang})`, [t.users.title]);
      await expectCardsInReadingOrder(page, `/admin/users (${lang})`);
      await shot(`admin-phone-users-${lang}`);
      if (!userPath) {
        await link.click();
        await page.waitForURL((url) => /^\/admin\/users\/[^/]+$/.test(url.pathname));
        userPath = new URL(page.url()).pathname;
      }
    });

    it(`a user's page: balances, orders and journal fit (${lang})`, async () => {
      expect(userPath, 'the users list linked to the user').toBeDefined();
      await open(userPath!, lang, username);
      await page.getByTestId('user-journal').locator('tbody tr').first().waitFor({
        timeout: 15_000,
      });
      await expectTablesFit(page, `${userPath} (${lang})`, [
        `${t.userDetail.balances}: ${t.books.demo}`,
        t.userDetail.orders,
        t.userDetail.journal,
      ]);
      await expectCardsInReadingOrder(page, `${userPath} (${lang})`);
      await shot(`admin-phone-user-${lang}`);
    });

    it(`the audit log: the sign-in's entries, the table fits (${lang})`, async () => {
      await open('/admin/audit', lang, t.audit.title);
      await page.locator('[role="region"] tbody tr').first().waitFor({ timeout: 15_000 });
      await expectTablesFit(page, `/admin/audit (${lang})`, [t.audit.title]);
      await expectCardsInReadingOrder(page, `/admin/audit (${lang})`);
      // The administrator's enrolment, new password and sign-in.
      const actions = (await page.locator('[role="region"] tbody code').allInnerTexts()).map(
        visible,
      );
      expect(actions).toEqual(
        expect.arrayContaining(['staff.totp_enrolled', 'staff.password_changed', 'staff.sign_in']),
      );
      await shot(`admin-phone-audit-${lang}`);
    });
  }
});
