// Issue 13, "tables become card lists on a phone": on an iPhone-sized screen (390 px) the
// transaction record, all orders (margin positions and spot orders) and the coin account's
// holdings and closed positions show every value on the screen — no page, table or list scrolls
// sideways and no cell ends beyond the window's right edge. A user with a margin position, a
// resting spot order and a filled one (placed over the API) so every table has rows.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOverApi, submitLogin } from './support/accounts.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { openPage, PHONE } from './support/layouts.js';
import { placeSampleOrders } from './support/sample-orders.js';
import { screenshot } from './support/screenshots.js';
import { expectCardsInReadingOrder, expectTablesFit, tableOverflow } from './support/table-fit.js';
import { serveBuiltApp } from './support/test-server.js';

const app = serveBuiltApp('meridian-e2e-phone-tables-');
const base = app.url;

describe.skipIf(skipBrowserTests)('tables on a phone (390 px)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, PHONE, pageErrors, 'phone'));
    const username = `ptab${Date.now().toString(36)}`;
    await registerOverApi(context, base(), username);
    await page.goto(`${base()}/pass/login`);
    await submitLogin(page, username);
    await page.waitForURL((url) => url.pathname === '/');
    const token = await page.evaluate(() => localStorage.getItem('meridian.token'));
    expect(token).toBeTruthy();
    // A limit buy far below the market rests (current orders); a market buy fills (history).
    await placeSampleOrders(base(), token!, { filledSpot: true });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });

  it('the transaction record', async () => {
    await page.goto(`${base()}/profile/records`);
    await page.getByTestId('statement').locator('tbody tr').first().waitFor();
    await expectTablesFit(page, '/profile/records', ['Transaction record']);
  });

  it('all orders: margin positions and spot orders', async () => {
    await page.goto(`${base()}/profile/orders`);
    await page.getByTestId('margin-orders').locator('tbody tr').first().waitFor();
    await expectTablesFit(page, '/profile/orders margin', ['Margin positions']);
    await page.goto(`${base()}/profile/orders?tab=spot`);
    await page.getByTestId('spot-orders').locator('tbody tr').first().waitFor();
    await expectTablesFit(page, '/profile/orders spot', ['Spot orders']);
  });

  it('the coin account: holdings and closed positions', async () => {
    await page.goto(`${base()}/profile/balancebb`);
    await page.getByTestId('closed-positions').locator('tbody tr').first().waitFor();
    await expectTablesFit(page, '/profile/balancebb', []);
    const tables = await tableOverflow(page);
    expect(tables.length, 'holdings and closed positions').toBeGreaterThanOrEqual(2);
    expect(tables.every((t) => t.rows > 0)).toBe(true);
  });

  it('in Arabic: the same cards fit and read label then value from the right', async () => {
    await page.evaluate(() => localStorage.setItem('meridian.language', 'ar'));
    const open = async (route: string, testId: string) => {
      await page.goto(`${base()}${route}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByTestId(testId).locator('tbody tr').first().waitFor();
    };
    await open('/profile/records', 'statement');
    await expectTablesFit(page, 'ar /profile/records', []);
    await expectCardsInReadingOrder(page, 'ar /profile/records');
    await screenshot(page, 'phone-tables-records-ar');
    await open('/profile/orders', 'margin-orders');
    await expectTablesFit(page, 'ar /profile/orders margin', []);
    await expectCardsInReadingOrder(page, 'ar /profile/orders margin');
    await screenshot(page, 'phone-tables-orders-ar');
    await open('/profile/orders?tab=spot', 'spot-orders');
    await expectCardsInReadingOrder(page, 'ar /profile/orders spot');
    await page.evaluate(() => localStorage.setItem('meridian.language', 'en'));
  });
});
