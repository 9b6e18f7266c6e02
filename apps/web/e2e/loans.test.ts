// The Loan tab's quote in Chromium (issue 15, first slice) against the built server on a fresh
// DATA_DIR, as a new user sees it on a desktop and an iPhone: the whole cost of an amount and a
// term before anything is signed — the annual percentage rate, total interest, amount repayable
// and its date, the rates, overdue and early-repayment terms and the schedule — with what the
// user may borrow and what stops them (the demo book; then, in the real book, the identity
// check, with the way to it). The figures are the domain's quote with the default settings.
// Screenshots desktop and phone, English and Arabic; no sideways scroll; no serious axe finding.
import {
  DEFAULT_LOAN_SETTINGS,
  formatAmount,
  parseAmount,
  quoteLoan,
  type LoanTermDays,
} from '@meridian/domain';
import type { BrowserContext, Page, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts.js';
import { seriousViolations, violationTargets } from './support/axe.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { expectNoOverflow, openPage, PHONE } from './support/layouts.js';
import { screenshot } from './support/screenshots.js';
import { serveBuiltApp } from './support/test-server.js';
import { visible } from './support/text.js';

const app = serveBuiltApp('meridian-e2e-loans-');
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** "1,018.90 USDT": the page's money format for a quote figure (en). */
const usdt = (amount: bigint) => {
  const [whole, fraction = ''] = formatAmount(amount).split('.');
  return `${BigInt(whole!).toLocaleString('en-US')}.${fraction.padEnd(2, '0')} USDT`;
};

describe.skipIf(skipBrowserTests)('the loan quote in Chromium', () => {
  let browser: Browser;
  const pageErrors: string[] = [];
  let desktop: Page;
  let desktopContext: BrowserContext;
  let phone: Page;
  let phoneContext: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: desktopContext, page: desktop } = await openPage(
      browser,
      DESKTOP,
      pageErrors,
      'desktop',
    ));
    ({ context: phoneContext, page: phone } = await openPage(browser, PHONE, pageErrors, 'phone'));
  });

  afterAll(async () => {
    await desktopContext?.close();
    await phoneContext?.close();
    await browser?.close();
  });

  const text = async (page: Page, testId: string) =>
    visible(await page.getByTestId(testId).innerText()).trim();

  async function book(page: Page, mode: 'demo' | 'real') {
    await page.evaluate(
      (value) => localStorage.setItem('meridian.virtualStatus', value),
      mode === 'demo' ? '1' : '0',
    );
  }

  async function language(page: Page, lang: 'en' | 'ar') {
    await page.evaluate((value) => localStorage.setItem('meridian.language', value), lang);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dir))
      .toBe(lang === 'ar' ? 'rtl' : 'ltr');
  }

  async function expectQuote(page: Page, amount: string, days: LoanTermDays) {
    const quote = quoteLoan(parseAmount(amount), days, DEFAULT_LOAN_SETTINGS);
    await expect
      .poll(() => text(page, 'loan-box-repayable'), { timeout: 15_000 })
      .toBe(usdt(quote.repayable));
    expect(await text(page, 'loan-box-interest')).toBe(usdt(quote.totalInterest));
    expect(await text(page, 'loan-box-amount')).toBe(usdt(parseAmount(amount)));
    expect(await text(page, 'loan-terms-chargedDays')).toBe(String(quote.chargedDays));
    expect(await text(page, 'loan-terms-dailyInterest')).toBe(usdt(quote.figures.dailyInterest));
  }

  it('shows a new user in the demo book the cost, and that loans are for the real account', async () => {
    await signInNewUser(desktopContext, desktop, app.url(), `ln${Date.now().toString(36)}`);
    await book(desktop, 'demo');
    await desktop.goto(`${app.url()}/loan`);
    await expectQuote(desktop, '1000', 30);
    expect(await text(desktop, 'loan-box-apr')).toBe('22.995%');
    expect(await desktop.getByTestId('loan-problem').getAttribute('data-problem')).toBe('demo');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('in the real book, prices what is typed and sends an unverified user to KYC', async () => {
    await book(desktop, 'real');
    await desktop.reload();
    await expectQuote(desktop, '1000', 30);
    await desktop.getByTestId('loan-amount').fill('2500');
    await desktop.getByTestId('loan-term-90').click();
    await expectQuote(desktop, '2500', 90);
    expect(await text(desktop, 'loan-problem')).toContain(
      'Loans need a verified identity. Your status: not verified.',
    );
    expect(await desktop.getByTestId('loan-kyc-link').getAttribute('href')).toBe('/profile/kyc');
    expect(await text(desktop, 'loan-standing-limit')).toBe('10,000.00 USDT');
    await expectNoOverflow(desktop, 'loan desktop');
    expect(violationTargets(await seriousViolations(desktop))).toEqual([]);
    await screenshot(desktop, 'loan-quote-desktop-en');
    await language(desktop, 'ar');
    await desktop.getByTestId('loan-box-apr').waitFor();
    await expectNoOverflow(desktop, 'loan desktop ar');
    await screenshot(desktop, 'loan-quote-desktop-ar');
    await language(desktop, 'en');
  }, 120_000);

  it('on a phone, the same quote fits the screen, in English and Arabic', async () => {
    await phone.goto(`${app.url()}/loan`);
    // The desktop's session is not the phone's: a visitor first.
    await phone.getByTestId('loan-guest').waitFor({ timeout: 20_000 });
    await signInNewUser(phoneContext, phone, app.url(), `lp${Date.now().toString(36)}`);
    await book(phone, 'real');
    await phone.goto(`${app.url()}/loan`);
    await expectQuote(phone, '1000', 30);
    await expectNoOverflow(phone, 'loan phone');
    await screenshot(phone, 'loan-quote-phone-en');
    await language(phone, 'ar');
    await phone.getByTestId('loan-box-apr').waitFor();
    await expectNoOverflow(phone, 'loan phone ar');
    await screenshot(phone, 'loan-quote-phone-ar');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
