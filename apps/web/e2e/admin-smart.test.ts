// The back office of smart plans in a browser, on a desktop (1280 px) and a phone-width window
// (390 px), in English and in Arabic: the first administrator signs in, opens the products list
// (every seeded product, the switch, every table fits) and a product's form, runs the backtest
// preview over the history the server generated at its first start (the figures per cycle and
// the equity curves appear; nothing is saved) and, once, saves an edit after the confirmation;
// then a product's plans (none yet) and the earnings from plans.
// No serious axe-core finding on the products page or the form with its preview. Each page is
// photographed (test-results/e2e/admin-smart-*.png).
import { uiLocales } from '@meridian/i18n/ui-all';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, violationTargets } from './support/axe.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { signInFirstAdmin } from './support/first-admin.js';
import { openPage } from './support/layouts.js';
import { screenshot } from './support/screenshots.js';
import { expectCardsInReadingOrder, expectTablesFit } from './support/table-fit.js';
import { serveBuiltApp } from './support/test-server.js';
import { visible } from './support/text.js';

const app = serveBuiltApp('meridian-e2e-admin-smart-');
const base = app.url;

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
type Width = keyof typeof WIDTHS;

function texts(language: Language) {
  const admin = uiLocales[language].admin;
  if (!admin) throw new Error(`No back office texts in ${language}`);
  return admin.smart;
}

describe.skipIf(skipBrowserTests)('the smart plans back office', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  let language: Language = 'en';
  let saved = false;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(
      browser,
      { viewport: WIDTHS.desktop },
      pageErrors,
      'admin-smart',
    ));
    await signInFirstAdmin(page, app);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });

  async function open(route: string, lang: Language, width: Width, title?: string) {
    await page.setViewportSize(WIDTHS[width]);
    if (lang !== language) {
      await page.evaluate((l) => localStorage.setItem('meridian.language', l), lang);
      language = lang;
    }
    await page.goto(`${base()}${route}`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dir))
      .toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await page
      .getByRole('heading', { level: 1, ...(title ? { name: title } : {}) })
      .waitFor({ timeout: 15_000 });
  }

  async function shot(name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    return screenshot(page, name);
  }

  for (const lang of LANGUAGES)
    for (const width of ['desktop', 'phone'] as const) {
      const t = texts(lang);

      it(`products: the seeded catalogue and the switch, the table fits (${width}, ${lang})`, async () => {
        await open('/admin/smart', lang, width, t.list.title);
        await page.getByTestId('product-btc-grid').waitFor({ timeout: 15_000 });
        for (const code of ['btc-grid', 'eth-trend', 'eurusd-mean-reversion', 'xau-grid'])
          expect(await page.getByTestId(`product-${code}`).count(), code).toBe(1);
        expect(visible(await page.getByTestId('smart-switch').innerText())).toContain(
          t.list.switchOn,
        );
        await shot(`admin-smart-products-${width}-${lang}`);
        expect(violationTargets(await seriousViolations(page)), 'axe: products').toEqual([]);
        await expectTablesFit(page, `/admin/smart (${width}, ${lang})`, [t.list.title]);
        if (width === 'phone') await expectCardsInReadingOrder(page, `/admin/smart (${lang})`);
      });

      it(`a product's form with the backtest preview (${width}, ${lang})`, async () => {
        await open('/admin/smart', lang, width, t.list.title);
        const row = page.getByTestId('product-btc-grid');
        await row.waitFor({ timeout: 15_000 });
        await row.getByRole('link', { name: 'btc-grid', exact: true }).click();
        await page.getByTestId('smart-form').waitFor({ timeout: 15_000 });
        await page.getByTestId('smart-preview').click();
        const ranges = page.getByTestId('preview-ranges');
        // A catalogue's backtest is seconds of CPU on a loaded machine.
        await ranges.waitFor({ timeout: 90_000 });
        // A row per figure, a column per cycle (and the figures' names).
        expect(await ranges.locator('thead th').count()).toBe(6);
        expect(await ranges.locator('tbody tr').count()).toBe(12);
        expect(await page.getByTestId('curve-1').count()).toBe(1);
        expect(visible(await page.getByTestId('past-performance').innerText())).toBe(
          t.preview.pastPerformance,
        );
        await shot(`admin-smart-form-${width}-${lang}`);
        expect(violationTargets(await seriousViolations(page)), 'axe: form').toEqual([]);
        await expectTablesFit(page, `form (${width}, ${lang})`, [t.preview.tableLabel]);
        if (width === 'phone') await expectCardsInReadingOrder(page, `form (${lang})`);

        if (!saved) {
          // One edit, confirmed: a new platform share for future purchases.
          const share = page.getByLabel(t.product.profitShareBp, { exact: false });
          await share.fill('2100');
          await page.getByTestId('smart-save').click();
          const dialog = page.getByRole('dialog', { name: t.form.confirmEdit });
          await dialog.waitFor();
          expect(visible(await dialog.innerText())).toContain('21.00%');
          await shot(`admin-smart-confirm-${width}-${lang}`);
          await dialog.getByTestId('smart-confirm-save').click();
          await page.getByTestId('product-btc-grid').waitFor({ timeout: 15_000 });
          expect(visible(await page.getByTestId('product-btc-grid').innerText())).toContain(
            '21.00%',
          );
          saved = true;
        }
      });

      it(`a product's plans and the earnings from plans (${width}, ${lang})`, async () => {
        await open('/admin/smart', lang, width, t.list.title);
        const row = page.getByTestId('product-btc-grid');
        await row.waitFor({ timeout: 15_000 });
        await row
          .getByRole('link', { name: t.list.plansFor.replace('{{code}}', 'btc-grid'), exact: true })
          .click();
        await page.getByRole('heading', { level: 1, name: /btc-grid/ }).waitFor();
        // A fresh server: nobody has bought a plan.
        await page.getByTestId('plans-empty').waitFor({ timeout: 15_000 });
        await shot(`admin-smart-plans-${width}-${lang}`);

        await open('/admin/smart-earnings', lang, width, t.earnings.title);
        await page.getByTestId('earnings-total').waitFor({ timeout: 15_000 });
        expect(await page.getByTestId('earnings-btc-grid').count()).toBe(1);
        await shot(`admin-smart-earnings-${width}-${lang}`);
        await expectTablesFit(page, `earnings (${width}, ${lang})`, [t.earnings.perProduct]);
        if (width === 'phone') await expectCardsInReadingOrder(page, `earnings (${lang})`);
      });
    }
});
