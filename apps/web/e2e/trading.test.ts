// Margin trading and options in Chromium (issue 4) against the built server with its default
// simulated feed (crypto trades 24/7), on a desktop and on an iPhone: sign in, open a long on
// BTCUSDT in the demo book with a stop loss and a take profit through the confirmation step,
// watch its profit move with the live price, close it with one confirmation, find it in the
// history with the balance changed; buy a 30-second option and see it settle. Afterwards the
// server stops and `npm run ledger:verify` finds every trade journaled soundly.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts.js';
import { seriousViolations, violationTargets } from './support/axe.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { expectNoOverflow, openPage, PHONE } from './support/layouts.js';
import { screenshot } from './support/screenshots.js';
import { serveBuiltApp } from './support/test-server.js';
import { expectStopAndSoundLedger } from './support/ledger-check.js';
import { visible } from './support/text.js';

const app = serveBuiltApp('meridian-e2e-trading-');
const base = app.url;

const LAYOUTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: PHONE,
} as const;
type LayoutName = keyof typeof LAYOUTS;

/** "95,014.34" → 95014.34 (to pick stop prices in the test; the app never does this). */
function number(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

describe.skipIf(skipBrowserTests)('trading in Chromium', () => {
  let browser: Browser;
  const pageErrors: string[] = [];
  let btcId = 1;

  const newContext = (layout: LayoutName) => openPage(browser, LAYOUTS[layout], pageErrors, layout);
  const signIn = (context: BrowserContext, page: Page, layout: LayoutName) =>
    signInNewUser(context, page, base(), `t${layout.slice(0, 1)}${Date.now().toString(36)}`);

  beforeAll(async () => {
    browser = await launchBrowser();
    const response = await fetch(`${base()}/swx/customer/index/listMarketByType`);
    const list = ((await response.json()) as { result: { code: string; id: number }[] }).result;
    btcId = list.find((item) => item.code === 'BTCUSDT')!.id;
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The order panel: on a phone it opens in a sheet from the Buy button. */
  async function orderPanel(page: Page, layout: LayoutName) {
    if (layout === 'mobile') {
      await page.getByTestId('mobile-buy').tap();
      const sheet = page.getByRole('dialog', { name: 'Order BTCUSDT' });
      await sheet.waitFor();
      return sheet;
    }
    return page.getByTestId('trade-panel');
  }

  it.each(['desktop', 'mobile'] as const)(
    '%s: open a long with SL and TP in demo → live profit → close → history and balance; a 30 s option settles',
    async (layout) => {
      const { context, page } = await newContext(layout);
      try {
        await signIn(context, page, layout);
        await page.goto(`${base()}/cruuency?code=BTCUSDT&type=crypto&id=${btcId}`);
        await page.getByRole('heading', { level: 1, name: 'BTCUSDT' }).waitFor();

        // The margin account of the demo book before trading.
        const account = page.getByTestId('account-summary');
        const balance = account.getByTestId('account-balance');
        await expect
          .poll(() => balance.innerText().then(visible), { timeout: 15_000 })
          .toBe('100,000.00 USDT');
        expect(await account.innerText().then(visible)).toContain('Demo account: virtual money');
        await expectNoOverflow(page, `${layout} instrument page`);
        await screenshot(page, `trading-${layout}-instrument`);

        // The order: a buy of 0.5 lots with a stop loss 10% below and a take profit 10% above.
        const panel = await orderPanel(page, layout);
        const form = panel.getByTestId('order-form');
        await form.waitFor({ timeout: 15_000 });
        expect(await panel.getByTestId('risk-margin').innerText().then(visible)).toContain(
          'Leveraged trading carries a high risk',
        );
        const buy = form.getByTestId('side-long');
        expect(await buy.getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => buy.innerText().then(visible)).toMatch(/\d,\d{3}\.\d{2}/);
        const ask = number((await buy.innerText().then(visible)).split('\n').at(-1)!);
        const stopLoss = (ask * 0.9).toFixed(2);
        await form.getByTestId('lots').fill('0.5');
        await form.getByTestId('stop-loss').fill(stopLoss);
        await form.getByTestId('take-profit').fill((ask * 1.1).toFixed(2));
        expect(await form.getByTestId('order-figure-margin').innerText().then(visible)).toMatch(
          / USDT$/,
        );
        expect(await form.getByTestId('order-figure-commission').innerText().then(visible)).toMatch(
          / USDT$/,
        );
        expect(await form.getByTestId('order-figure-spread').innerText().then(visible)).toMatch(
          / USDT$/,
        );
        await form.getByTestId('order-review').click();

        const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
        await confirm.waitFor();
        expect(await confirm.getByTestId('confirm-side').innerText().then(visible)).toBe(
          'Buy / Long',
        );
        expect(await confirm.getByTestId('confirm-lots').innerText().then(visible)).toBe('0.5');
        expect(await confirm.getByTestId('confirm-stopLoss').innerText().then(visible)).toMatch(
          /^\d/,
        );
        expect(await confirm.getByTestId('confirm-takeProfit').innerText().then(visible)).toMatch(
          /^\d/,
        );
        expect(await confirm.getByTestId('confirm-book').innerText().then(visible)).toBe(
          'Demo account: virtual money',
        );
        await screenshot(page, `trading-${layout}-confirm`);
        await confirm.getByTestId('order-confirm-submit').click();
        await page.getByText('Purchase successful').first().waitFor({ timeout: 15_000 });
        await confirm.waitFor({ state: 'hidden' });
        if (layout === 'mobile') {
          // The sheet closes to show the position.
          await page.getByRole('dialog', { name: 'Order BTCUSDT' }).waitFor({ state: 'hidden' });
        }

        // The open position: its profit follows the live price.
        const positions = page.getByTestId('open-positions');
        const position = positions.locator('article').first();
        await position.waitFor({ timeout: 15_000 });
        expect(await position.innerText().then(visible)).toContain('0.5 lots · 2×');
        const id = (await position.getAttribute('data-testid'))!.replace('order-', '');
        const profit = position.getByTestId(`position-${id}-profit`);
        const firstProfit = await profit.innerText().then(visible);
        await expect
          .poll(() => profit.innerText().then(visible), { timeout: 30_000, interval: 250 })
          .not.toBe(firstProfit);
        expect(await profit.innerText().then(visible)).toMatch(/^[+-]?\d[\d,]*\.\d{2}$/);
        expect(
          await position.getByTestId(`position-${id}-stopLoss`).innerText().then(visible),
        ).toBe(
          Number(stopLoss).toLocaleString('en-US', {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }),
        );
        // The commission left the balance; equity moves with the position.
        await expect.poll(() => balance.innerText().then(visible)).not.toBe('100,000.00 USDT');
        await expect
          .poll(() => account.getByTestId('account-usedMargin').innerText().then(visible))
          .not.toBe('0.00 USDT');
        await expectNoOverflow(page, `${layout} with a position`);
        expect(violationTargets(await seriousViolations(page))).toEqual([]);
        await screenshot(page, `trading-${layout}-position`);

        // Close with one confirmation.
        await position.getByTestId('close-position').click();
        const close = page.getByRole('dialog', { name: 'Close position' });
        await close.waitFor();
        expect(await close.getByRole('textbox', { name: 'Lots to close' }).inputValue()).toBe(
          '0.5',
        );
        await close.getByTestId('close-confirm').click();
        await page.getByText('Position closed').first().waitFor({ timeout: 15_000 });
        await close.waitFor({ state: 'hidden' });
        await page.getByRole('heading', { name: 'No open positions' }).waitFor();

        // In the history, with why it closed and what it made; the balance changed.
        await page.getByTestId('activity-tab-history').click();
        const closed = page.getByTestId('order-history').getByTestId(`order-${id}`);
        await closed.waitFor();
        expect(await closed.getByTestId('close-reason').innerText().then(visible)).toBe(
          'Closed by you',
        );
        expect(await closed.getByTestId(`history-${id}-profit`).innerText().then(visible)).toMatch(
          /^[+-]?\d[\d,]*\.\d{2}$/,
        );
        await expect
          .poll(() => account.getByTestId('account-usedMargin').innerText().then(visible))
          .toBe('0.00 USDT');
        expect(await balance.innerText().then(visible)).not.toBe('100,000.00 USDT');
        await screenshot(page, `trading-${layout}-history`);

        // A 30-second option: direction, timeframe with its payout, stake, what a win pays.
        let options;
        if (layout === 'mobile') {
          await page.getByTestId('mobile-options').tap();
          options = page.getByRole('dialog', { name: 'Order BTCUSDT' });
        } else {
          await page.getByTestId('trade-tab-options').click();
          options = page.getByTestId('trade-panel');
        }
        const optionsForm = options.getByTestId('options-form');
        await optionsForm.waitFor();
        expect(await options.getByTestId('risk-options').innerText().then(visible)).toContain(
          'Options are high risk',
        );
        await optionsForm.getByTestId('direction-up').click();
        await optionsForm.getByTestId('timeframe-30').check({ force: true });
        await optionsForm.getByTestId('option-stake').fill('10');
        expect(await optionsForm.getByTestId('option-payout').innerText().then(visible)).toContain(
          'Win pays 18.00 USDT',
        );
        await optionsForm.getByTestId('option-review').click();
        const optionConfirm = page.getByRole('dialog', { name: 'Confirm your option' });
        await optionConfirm.waitFor();
        expect(
          await optionConfirm.getByTestId('option-confirm-timeframe').innerText().then(visible),
        ).toBe('30 s');
        await optionConfirm.getByTestId('option-confirm-submit').click();
        await optionConfirm.waitFor({ state: 'hidden', timeout: 15_000 });

        // The open option counts down, then shows its result.
        const card = optionsForm.locator('article[data-status]').first();
        await card.waitFor();
        const countdown = card.getByTestId('option-countdown');
        const started = await countdown.innerText().then(visible);
        expect(started).toMatch(/^Expires in 00:[0-3]\d$/);
        await screenshot(page, `trading-${layout}-option-open`);
        await expect
          .poll(() => countdown.innerText().then(visible), { timeout: 5_000, interval: 250 })
          .not.toBe(started);
        expect(await countdown.innerText().then(visible)).toMatch(
          /^(Expires in 00:[0-3]\d|Settling…)$/,
        );
        const result = card.getByTestId('option-result');
        await result.waitFor({ timeout: 60_000 });
        expect([
          'Won',
          'Lost',
          'Draw: stake refunded',
          'No price at expiry: stake refunded',
        ]).toContain(await result.innerText().then(visible));
        expect(['won', 'lost', 'draw', 'void']).toContain(await card.getAttribute('data-status'));
        await screenshot(page, `trading-${layout}-option-settled`);
        if (layout === 'mobile') await page.keyboard.press('Escape');

        // The options tab below lists it, settled.
        await page.getByTestId('activity-tab-options').click();
        const listed = page.getByTestId('option-list').locator('article').first();
        await listed.getByTestId('option-result').waitFor();
        await expectNoOverflow(page, `${layout} options`);
      } finally {
        await context.close();
      }
    },
    240_000,
  );

  it('mobile: the instrument page is usable at 320 px', async () => {
    const context = await browser.newContext({
      ...LAYOUTS.mobile,
      viewport: { width: 320, height: 700 },
    });
    await context.addInitScript(() => sessionStorage.setItem('meridian.onboardingShown', '1'));
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`320px ${page.url()}: ${error.message}`));
    try {
      await page.goto(`${base()}/cruuency?code=BTCUSDT&type=crypto&id=${btcId}`);
      await page.getByTestId('mobile-trade-bar').waitFor({ timeout: 15_000 });
      await expectNoOverflow(page, '320 px instrument page');
      await page.getByTestId('mobile-sell').tap();
      const sheet = page.getByRole('dialog', { name: 'Order BTCUSDT' });
      await sheet.getByTestId('order-form').waitFor();
      expect(await sheet.getByTestId('side-short').getAttribute('aria-pressed')).toBe('true');
      // A visitor: log in to trade, in place of the submit button.
      await sheet.getByRole('link', { name: 'Log in to trade' }).waitFor();
      await expectNoOverflow(page, '320 px order sheet');
      await screenshot(page, 'trading-mobile-320-sheet');
    } finally {
      await context.close();
    }
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('the ledger after trading', () => {
  it('the server stops gracefully and `npm run ledger:verify` finds the ledger sound', async () => {
    await expectStopAndSoundLedger(app);
  }, 120_000);
});
