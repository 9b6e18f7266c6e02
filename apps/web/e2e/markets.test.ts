// The live markets as a visitor meets them: the real server on a fresh DATA_DIR with its default
// simulated feed (a step every second), the desktop home page's market list with prices that
// move, search, the instrument page with its candlestick chart, the phone's home page with the
// live platform figures, and the market list on a phone. Screenshots go to test-results/e2e/.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { ensureBuilt } from './support/built-app.js';
import { expectNoOverflow } from './support/layouts.js';
import { screenshot } from './support/screenshots.js';
import { startServer, type ServerProcess } from './support/server-process.js';
import { visible } from './support/text.js';

const CLASSES = ['crypto', 'forex', 'stock', 'etf', 'futures'] as const;

let dataDir: string;
let server: ServerProcess | undefined;

function running(): ServerProcess {
  if (!server) throw new Error('The server is not running (an earlier step failed)');
  return server;
}

async function getJson<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${running().url}${pathAndQuery}`, {
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json()) as { code: number; result: T };
  expect(body.code, pathAndQuery).toBe(200);
  return body.result;
}

/**
 * Rows use `content-visibility: auto` (the browser skips rows far off screen until they are
 * scrolled near); a full-page screenshot does not scroll, so it would show those rows blank.
 */
async function screenshotAllRows(page: Page, name: string) {
  const style = await page.addStyleTag({
    content: '[data-testid^="market-row-"] { content-visibility: visible !important; }',
  });
  await screenshot(page, name);
  await style.evaluate((element) => (element as Element).remove());
}

/** First-visit overlays are not what these tests look at. */
async function skipOnboarding(context: BrowserContext) {
  await context.addInitScript(() => sessionStorage.setItem('meridian.onboardingShown', '1'));
}

beforeAll(async () => {
  ensureBuilt();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-markets-'));
  server = await startServer({ dataDir });
});

afterAll(async () => {
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skipBrowserTests)('live markets in Chromium', () => {
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  function watchErrors(page: Page) {
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  }

  describe('desktop', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await skipOnboarding(context);
      page = await context.newPage();
      watchErrors(page);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('the home page lists all 64 instruments across the class tabs, with live prices that move', async () => {
      const all = await getJson<{ code: string; type: string }[]>(
        '/swx/customer/index/listMarketByType',
      );
      expect(all).toHaveLength(64);

      await page.goto(`${running().url}/`);
      const slot = page.getByTestId('market-list-slot');
      const btc = slot.getByTestId('market-row-BTCUSDT');
      await btc.waitFor({ timeout: 20_000 });
      expect(await btc.getByRole('link').innerText().then(visible)).toContain('Bitcoin');
      expect(await btc.getByRole('img', { name: 'Bitcoin logo' }).count()).toBe(1);

      const counts: Record<string, number> = {};
      for (const type of CLASSES) {
        counts[type] = Number(
          await slot
            .getByTestId(`market-tab-${type}`)
            .getByTestId('tab-count')
            .innerText()
            .then(visible),
        );
        expect(counts[type], type).toBe(all.filter((item) => item.type === type).length);
      }
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(64);
      // The home page shows the first ten, and the rest on demand.
      const rows = slot.getByTestId('market-rows').locator('li');
      expect(await rows.count()).toBe(10);
      await slot.getByTestId('market-list-more').click();
      expect(await rows.count()).toBe(counts.crypto);

      // The visitor sees the price move: the simulated feed steps every second.
      const price = btc.getByTestId('price');
      const first = await price.innerText().then(visible);
      expect(first).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      await expect
        .poll(() => price.innerText().then(visible), { timeout: 15_000, interval: 250 })
        .not.toBe(first);
      expect(await page.getByTestId('live-status').innerText().then(visible)).toBe('Live prices');
      const change = btc.getByTestId('change');
      expect(['up', 'down', 'flat']).toContain(await change.getAttribute('data-tone'));
      expect(await change.locator('span[dir="ltr"]').innerText().then(visible)).toMatch(
        /^[+-]?\d+\.\d{2}%$/,
      );
      // The sparkline has data once the feed has run a few steps.
      await expect
        .poll(() => btc.locator('svg[data-testid="sparkline"] path').count(), { timeout: 10_000 })
        .toBe(2);
      await screenshotAllRows(page, 'markets-desktop-home');

      // Every class tab lists its instruments.
      await slot.getByTestId('market-tab-forex').click();
      await slot.getByTestId('market-row-EURUSD').waitFor();
      expect(await rows.count()).toBe(counts.forex);
      await slot.getByTestId('market-tab-etf').click();
      await slot.getByTestId('market-row-XAUUSD').waitFor();
      await slot.getByTestId('market-tab-crypto').click();
      await btc.waitFor();
    });

    it('search finds Ethereum by "eth"', async () => {
      const slot = page.getByTestId('market-list-slot');
      await slot.getByRole('searchbox', { name: 'Search by name or code' }).fill('eth');
      const eth = slot.getByTestId('market-row-ETHUSDT');
      await eth.waitFor();
      expect(await eth.innerText().then(visible)).toContain('Ethereum');
      await slot.getByTestId('market-row-BTCUSDT').waitFor({ state: 'detached' });
      await screenshotAllRows(page, 'markets-desktop-search');
    });

    it('a row opens the instrument page: live price, statistics and a candlestick chart whose interval reloads it', async () => {
      const eth = page.getByTestId('market-list-slot').getByTestId('market-row-ETHUSDT');
      await eth.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/cruuency');
      const url = new URL(page.url());
      expect(url.searchParams.get('code')).toBe('ETHUSDT');
      expect(url.searchParams.get('type')).toBe('crypto');
      expect(url.searchParams.get('id')).toMatch(/^\d+$/);
      await page.getByRole('heading', { level: 1, name: 'ETHUSDT' }).waitFor({ timeout: 15_000 });

      await page.getByTestId('instrument-summary').waitFor({ timeout: 15_000 });
      expect(await page.locator('main').innerText().then(visible)).toContain('Ethereum');
      expect(await page.getByTestId('trading-status').innerText().then(visible)).toBe(
        'Open for trading',
      );
      expect(await page.getByTestId('stat-tick').innerText().then(visible)).toBe('0.01');

      const box = page.locator('[data-testid="candle-chart"]');
      const canvas = box.locator('canvas').first();
      await canvas.waitFor({ timeout: 15_000 });
      const size = await canvas.boundingBox();
      expect(size?.width ?? 0).toBeGreaterThan(300);
      expect(size?.height ?? 0).toBeGreaterThan(200);
      await page.locator('[data-interval][data-state="ready"]').waitFor({ timeout: 15_000 });

      const price = page.getByTestId('instrument-price');
      const first = await price.innerText().then(visible);
      await expect
        .poll(() => price.innerText().then(visible), { timeout: 15_000, interval: 250 })
        .not.toBe(first);
      await screenshot(page, 'markets-desktop-detail');

      const reload = page.waitForResponse(
        (response) =>
          response.url().includes('/getKValueByCodeAndDate') &&
          new URL(response.url()).searchParams.get('interval') === '1m',
      );
      await page.getByTestId('interval-1m').click();
      const response = await reload;
      expect(response.status()).toBe(200);
      const candles = ((await response.json()) as { result: { time: number }[] }).result;
      expect(candles.length).toBeGreaterThan(0);
      expect(await page.getByTestId('interval-1m').getAttribute('aria-pressed')).toBe('true');
      await page.locator('[data-interval="1m"][data-state="ready"]').waitFor();
      await screenshot(page, 'markets-desktop-detail-1m');
    });

    it('fits every width from 320 to 1440 px without sideways scrolling', async () => {
      const base = running().url;
      for (const width of [1440, 1024, 768, 320]) {
        await page.setViewportSize({ width, height: 900 });
        for (const route of ['/', '/market', '/cruuency?code=BTCUSDT&type=crypto&id=1']) {
          await page.goto(`${base}${route}`);
          await page.locator('main h1').waitFor();
          await page
            .locator('[data-testid="market-row-BTCUSDT"], [data-testid="candle-chart"]')
            .first()
            .waitFor({ timeout: 15_000 });
          await expectNoOverflow(page, `${route} at ${width}px`);
        }
        await page.goto(`${base}/market`);
        await page.getByTestId('market-row-BTCUSDT').waitFor();
        await screenshotAllRows(page, `markets-desktop-market-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });

  describe('phone (iPhone, 390×844)', () => {
    let context: BrowserContext;
    let phone: Page;

    beforeAll(async () => {
      const iphone = devices['iPhone 13']!;
      context = await browser.newContext({
        userAgent: iphone.userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: iphone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      await skipOnboarding(context);
      phone = await context.newPage();
      watchErrors(phone);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('the home page shows the marketing blocks with the live platform figures', async () => {
      const stats = await getJson<{
        listedInstruments: number;
        registeredUsers: number;
        lowestTradingFeePercent: string;
        feeUnderThreeTenthsPercent: boolean;
      }>('/swx/customer/index/getPlatformStats');
      await phone.goto(`${running().url}/`);
      const figures = phone.getByTestId('platform-stats');
      await expect
        .poll(() => figures.getByTestId('stat-instruments').innerText().then(visible), {
          timeout: 15_000,
        })
        .toBe(String(stats.listedInstruments));
      expect(await figures.getByTestId('stat-users').innerText().then(visible)).toBe(
        String(stats.registeredUsers),
      );
      expect(await figures.getByTestId('stat-volume').innerText().then(visible)).toMatch(
        /^\d+(\.\d+)?( [MB])? USDT$/,
      );
      const titles = await phone
        .locator('main h3')
        .allInnerTexts()
        .then((texts) => texts.map(visible));
      expect(titles).toEqual([
        'Lowest fees',
        'Smart trading',
        'Loans without collateral',
        'NFT charity',
      ]);
      const fee = await phone.getByTestId('home-block-lowFee-body').innerText().then(visible);
      expect(fee).toContain(`${Number(stats.lowestTradingFeePercent)}%`);
      expect(fee.includes('under 0.3%')).toBe(stats.feeUnderThreeTenthsPercent);
      // The phone's home page has no market list.
      expect(await phone.getByTestId('market-list-slot').count()).toBe(0);
      await expectNoOverflow(phone, 'mobile home');
      await screenshot(phone, 'markets-mobile-home');
    });

    it('the market list works on the phone: tabs, live rows, search, the instrument page', async () => {
      await phone.goto(`${running().url}/market`);
      const btc = phone.getByTestId('market-row-BTCUSDT');
      await btc.waitFor({ timeout: 15_000 });
      await expect
        .poll(() => btc.getByTestId('price').innerText().then(visible), {
          timeout: 15_000,
          interval: 250,
        })
        .not.toBe(await btc.getByTestId('price').innerText().then(visible));
      await expectNoOverflow(phone, 'mobile /market');
      await screenshotAllRows(phone, 'markets-mobile-market');

      await phone.getByTestId('market-tab-stock').tap();
      await phone.getByTestId('market-row-AAPL').waitFor();
      await phone.getByTestId('market-tab-crypto').tap();
      await phone.getByRole('searchbox', { name: 'Search by name or code' }).fill('sol');
      const sol = phone.getByTestId('market-row-SOLUSDT');
      await sol.waitFor();
      await sol.getByRole('link').tap();
      await phone.waitForURL((url) => url.pathname === '/cruuency');
      await phone
        .locator('[data-testid="candle-chart"] canvas')
        .first()
        .waitFor({ timeout: 15_000 });
      await phone.locator('[data-interval][data-state="ready"]').waitFor({ timeout: 15_000 });
      await expectNoOverflow(phone, 'mobile instrument page');
      await screenshot(phone, 'markets-mobile-detail');
    });
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
