// The Loan tab's quote in Chromium (issue 15, first slice) against the built server on a fresh
// DATA_DIR, as a new user sees it on a desktop and an iPhone: the whole cost of an amount and a
// term before anything is signed — the annual percentage rate, total interest, amount repayable
// and its date, the rates, overdue and early-repayment terms and the schedule — with what the
// user may borrow and what stops them (the demo book; then, in the real book, the identity
// check, with the way to it). The figures are the domain's quote with the default settings.
// Then a user whose identity the first administrator verified applies: signs with the mouse,
// reads the agreement (the preview PDF), confirms with the agreement acknowledged; once staff
// approve it, repays early with the exact amount due shown first; my loans on a phone.
// Screenshots desktop and phone, English and Arabic; no sideways scroll; no serious axe finding.
import {
  DEFAULT_LOAN_SETTINGS,
  formatAmount,
  parseAmount,
  quoteLoan,
  type LoanTermDays,
} from '@meridian/domain';
import type { BrowserContext, Page, Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts.js';
import { signInFirstAdmin } from './support/first-admin.js';
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

  /** An API call with the user's or the staff's token, as the server sees a client's. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    authorization: string,
    body?: unknown,
    type = 'application/json',
  ): Promise<{ status: number; body: any }> {
    const response = await fetch(`${app.url()}${path}`, {
      method,
      headers: {
        authorization,
        virtually: 'YES',
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body:
        body === undefined
          ? undefined
          : body instanceof Buffer
            ? new Uint8Array(body)
            : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.json() };
  }

  /** A full-page screenshot from the top (the sticky header then stays at its place). */
  async function shotFromTop(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  const card = (caption: string) =>
    sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
        <rect width="480" height="300" fill="#bfdbfe"/>
        <text x="40" y="250" font-family="sans-serif" font-size="30">${caption}</text></svg>`),
    )
      .png()
      .toBuffer();

  it('a verified user signs, reads the agreement and applies; once approved, repays early with the amount shown', async () => {
    // The identity check, sent over the API and verified by the first administrator.
    const username = `lv${Date.now().toString(36)}`;
    await signInNewUser(desktopContext, desktop, app.url(), username);
    await book(desktop, 'real');
    const token = (await desktop.evaluate(() => localStorage.getItem('meridian.token')))!;
    const ids: Record<string, string> = {};
    for (const purpose of ['kyc_front', 'kyc_back', 'kyc_holding', 'kyc_signature']) {
      const upload = await call(
        'POST',
        `/swx/customer/user/upload?purpose=${purpose}`,
        token,
        await card(purpose),
        'image/png',
      );
      expect(upload.status, JSON.stringify(upload.body)).toBe(200);
      ids[purpose] = upload.body.result.id;
    }
    const sent = await call('POST', '/swx/customer/user/identification', token, {
      firstName: 'Lea',
      lastName: 'Verified',
      sex: 'female',
      birthDate: '1990-04-02',
      country: 'Portugal',
      address: 'Rua 1, Lisboa',
      phone: '+351 912 345 678',
      documentType: 'passport',
      documentNumber: 'P1234567',
      frontImageId: ids.kyc_front,
      backImageId: ids.kyc_back,
      holdingImageId: ids.kyc_holding,
      signatureImageId: ids.kyc_signature,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const staffContext = await browser.newContext(DESKTOP);
    const staffPage = await staffContext.newPage();
    await signInFirstAdmin(staffPage, app);
    const staffToken = `Bearer ${await staffPage.evaluate(() => sessionStorage.getItem('meridian.staffToken'))}`;
    const queue = await call('GET', '/swx/admin/kyc?status=under_review', staffToken);
    const item = queue.body.result.list.find((i: any) => i.user.username === username);
    expect(
      (await call('POST', `/swx/admin/kyc/${item.submission.id}/approve`, staffToken)).status,
    ).toBe(200);

    // Borrow: nothing stops them now.
    await desktop.goto(`${app.url()}/loan`);
    await expectQuote(desktop, '1000', 30);
    expect(await desktop.getByTestId('loan-problem').getAttribute('data-problem')).toBe('none');
    await desktop.getByTestId('loan-continue').click();
    await desktop.getByTestId('loan-sign-next').click();
    expect(await text(desktop, 'loan-signature-error')).toBe('Sign in the box first.');
    const pad = desktop.getByTestId('loan-signature-pad');
    const box = (await pad.boundingBox())!;
    await desktop.mouse.move(box.x + 40, box.y + box.height * 0.6);
    await desktop.mouse.down();
    for (const [x, y] of [
      [0.2, 0.3],
      [0.35, 0.7],
      [0.5, 0.35],
      [0.7, 0.65],
    ] as const)
      await desktop.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
    await desktop.mouse.up();
    expect(await text(desktop, 'loan-signature-state')).toBe('Signed');
    await shotFromTop(desktop, 'loan-sign-desktop-en');
    await desktop.getByTestId('loan-sign-next').click();
    await desktop.getByTestId('loan-preview-frame').waitFor({ timeout: 30_000 });
    expect(await desktop.getByTestId('loan-preview-open').getAttribute('href')).toMatch(/^blob:/);
    await shotFromTop(desktop, 'loan-preview-desktop-en');
    await desktop.getByTestId('loan-preview-next').click();
    expect(await desktop.getByTestId('loan-confirm-submit').isDisabled()).toBe(true);
    await desktop.getByTestId('loan-confirm-read').check();
    await expectNoOverflow(desktop, 'loan confirm desktop');
    expect(violationTargets(await seriousViolations(desktop))).toEqual([]);
    await shotFromTop(desktop, 'loan-confirm-desktop-en');
    await desktop.getByTestId('loan-confirm-submit').click();
    await desktop.getByTestId('loan-submitted').waitFor({ timeout: 30_000 });
    await desktop.getByTestId('loan-submitted-link').click();
    await expect
      .poll(() => text(desktop, 'loan-detail-status'), { timeout: 15_000 })
      .toBe('Under review');
    const loanId = Number(new URL(desktop.url()).pathname.split('/').at(-1));

    // The back office: the application in the queue and on its own page (desktop, English),
    // then on a phone in Arabic, and the loan book.
    await staffPage.goto(`${app.url()}/admin/loans`);
    await staffPage.getByTestId('loans-table').waitFor({ timeout: 15_000 });
    await shotFromTop(staffPage, 'admin-loans-desktop-en');
    await staffPage.goto(`${app.url()}/admin/loans/${loanId}`);
    await staffPage.getByTestId(`loan-detail-${loanId}`).waitFor({ timeout: 15_000 });
    expect(await staffPage.getByTestId('loan-borrower').innerText()).toContain('Lea Verified');
    await expectNoOverflow(staffPage, 'admin loan desktop');
    await shotFromTop(staffPage, 'admin-loan-desktop-en');
    await staffPage.goto(`${app.url()}/admin/loan-book`);
    await staffPage.getByTestId('loan-book-ledger').waitFor({ timeout: 15_000 });
    await shotFromTop(staffPage, 'admin-loan-book-desktop-en');
    await staffPage.goto(`${app.url()}/admin/loans/${loanId}`);
    await staffPage.setViewportSize(PHONE.viewport);
    await staffPage.evaluate(() => localStorage.setItem('meridian.language', 'ar'));
    await staffPage.reload();
    await staffPage.getByTestId(`loan-detail-${loanId}`).waitFor({ timeout: 15_000 });
    await expectNoOverflow(staffPage, 'admin loan phone ar');
    await shotFromTop(staffPage, 'admin-loan-phone-ar');
    await staffPage.goto(`${app.url()}/admin/loans`);
    await staffPage.getByTestId('loans-table').waitFor({ timeout: 15_000 });
    await expectNoOverflow(staffPage, 'admin loans phone ar');
    await shotFromTop(staffPage, 'admin-loans-phone-ar');
    await staffPage.goto(`${app.url()}/admin/loan-book`);
    await staffPage.getByTestId('loan-book-ledger').waitFor({ timeout: 15_000 });
    await expectNoOverflow(staffPage, 'admin loan book phone ar');
    await shotFromTop(staffPage, 'admin-loan-book-phone-ar');

    // Approved and paid out: repay early, the amount due shown before it moves.
    expect((await call('POST', `/swx/admin/loans/${loanId}/approve`, staffToken)).status).toBe(200);
    await desktop.reload();
    await expect
      .poll(() => text(desktop, 'loan-detail-status'), { timeout: 15_000 })
      .toBe('Repaying');
    expect(await text(desktop, 'loan-detail-amountDue')).toBe('1,000.00 USDT');
    await expectNoOverflow(desktop, 'loan detail desktop');
    expect(violationTargets(await seriousViolations(desktop))).toEqual([]);
    await shotFromTop(desktop, 'loan-detail-desktop-en');
    await desktop.getByTestId('loan-repay').click();
    expect(await text(desktop, 'loan-repay-amount')).toBe('1,000.00 USDT');
    expect(await text(desktop, 'loan-repay-early')).toContain('18.90 USDT');
    await shotFromTop(desktop, 'loan-repay-desktop-en');
    await desktop.getByTestId('loan-repay-submit').click();
    await expect
      .poll(() => text(desktop, 'loan-detail-status'), { timeout: 15_000 })
      .toBe('Repaid');
    await language(desktop, 'ar');
    await desktop.getByTestId('loan-detail-status').waitFor();
    await expectNoOverflow(desktop, 'loan detail desktop ar');
    await shotFromTop(desktop, 'loan-detail-desktop-ar');
    await desktop.goto(`${app.url()}/loan/records`);
    await desktop.getByTestId(`loan-record-${loanId}`).waitFor({ timeout: 15_000 });
    await expectNoOverflow(desktop, 'my loans desktop ar');
    await shotFromTop(desktop, 'loan-records-desktop-ar');
    await language(desktop, 'en');

    // The same borrower on a phone, in Arabic: the signing and confirming steps fit the screen.
    const { context: stepsContext, page: steps } = await openPage(
      browser,
      PHONE,
      pageErrors,
      'phone steps',
    );
    // Signed in as on the desktop: the same stored session, the real book, Arabic.
    const stored = await desktop.evaluate(() => JSON.stringify({ ...localStorage }));
    await stepsContext.addInitScript((saved) => {
      for (const [key, value] of Object.entries(JSON.parse(saved) as Record<string, string>))
        localStorage.setItem(key, value);
      localStorage.setItem('meridian.virtualStatus', '0');
      localStorage.setItem('meridian.language', 'ar');
    }, stored);
    await steps.goto(`${app.url()}/loan`);
    await steps.getByTestId('loan-continue').click({ timeout: 20_000 });
    const phonePad = (await steps.getByTestId('loan-signature-pad').boundingBox())!;
    await steps.mouse.move(phonePad.x + 30, phonePad.y + phonePad.height * 0.6);
    await steps.mouse.down();
    await steps.mouse.move(phonePad.x + phonePad.width * 0.5, phonePad.y + phonePad.height * 0.3, {
      steps: 5,
    });
    await steps.mouse.move(phonePad.x + phonePad.width * 0.8, phonePad.y + phonePad.height * 0.7, {
      steps: 5,
    });
    await steps.mouse.up();
    await expectNoOverflow(steps, 'loan sign phone ar');
    await shotFromTop(steps, 'loan-sign-phone-ar');
    await steps.getByTestId('loan-sign-next').click();
    await steps.getByTestId('loan-preview-next').click({ timeout: 30_000 });
    await steps.getByTestId('loan-confirm-read').check();
    await expectNoOverflow(steps, 'loan confirm phone ar');
    await shotFromTop(steps, 'loan-confirm-phone-ar');
    await stepsContext.close();
    await staffContext.close();
    expect(pageErrors).toEqual([]);
  }, 240_000);

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
    // My loans: none yet, on a phone, in Arabic.
    await phone.goto(`${app.url()}/loan/records`);
    await phone.getByTestId('loan-records-empty').waitFor({ timeout: 15_000 });
    await expectNoOverflow(phone, 'my loans phone ar');
    await screenshot(phone, 'loan-records-phone-ar');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
