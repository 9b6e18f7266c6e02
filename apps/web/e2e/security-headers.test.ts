// The built app under its security headers in a real browser: Chromium enforces the
// Content-Security-Policy the server sends, so any inline script, eval or other-origin load
// anywhere on the visited pages shows up as a violation ("Refused to …") and fails the test.
// It also checks that what the browser actually received is what the server promises: hashed
// assets compressed and immutable, index.html revalidated.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { serveBuiltApp } from './support/test-server.js';

const app = serveBuiltApp('meridian-e2e-headers-');

describe.skipIf(skipBrowserTests)('security headers in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const violations: string[] = [];
  const pageErrors: string[] = [];
  const responses: Response[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => sessionStorage.setItem('meridian.onboardingShown', '1'));
    // The event carries what was refused even when the page swallows the error (e.g. a caught eval).
    await context.exposeBinding('__reportCspViolation', ({ page: from }, text: string) => {
      violations.push(`${from.url()}: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (t: string) => void })
          .__reportCspViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
      });
    });
    page = await context.newPage();
    page.on('console', (message) => {
      const text = message.text();
      if (/Refused to|Content Security Policy/i.test(text))
        violations.push(`${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    page.on('response', (response) => responses.push(response));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function settle() {
    // Lazy chunks and their data; the live-price socket never idles, Playwright ignores it.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  }

  it('the home page, the markets, an instrument page with its chart, registration, the back office and /docs break no policy', async () => {
    const base = app.url();

    await page.goto(`${base}/`);
    await page.getByTestId('market-row-BTCUSDT').getByTestId('price').waitFor({ timeout: 20_000 });
    await settle();

    await page.goto(`${base}/market`);
    await page.getByTestId('market-row-BTCUSDT').waitFor({ timeout: 20_000 });
    await settle();

    const markets = (await (await fetch(`${base}/swx/customer/index/listMarketByType`)).json()) as {
      result: { code: string; id: number }[];
    };
    const btc = markets.result.find((item) => item.code === 'BTCUSDT');
    expect(btc).toBeTruthy();
    await page.goto(`${base}/cruuency?code=BTCUSDT&type=crypto&id=${btc!.id}`);
    await page.getByRole('heading', { level: 1, name: 'BTCUSDT' }).waitFor({ timeout: 20_000 });
    await page.locator('canvas').first().waitFor({ timeout: 20_000 });
    await settle();

    await page.goto(`${base}/pass/register`);
    await page.locator('form').first().waitFor({ timeout: 20_000 });
    await settle();

    await page.goto(`${base}/admin`);
    await page
      .getByRole('heading', { level: 1, name: 'Staff sign-in' })
      .waitFor({ timeout: 20_000 });
    await settle();

    await page.goto(`${base}/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 30_000 });
    await settle();

    expect(violations, violations.join('\n')).toEqual([]);
    expect(pageErrors, pageErrors.join('\n')).toEqual([]);
  });

  it('the browser received compressed, immutable assets, index.html to revalidate, and the policy on the page', async () => {
    const origin = new URL(app.url()).origin;
    const ours = responses.filter((r) => r.url().startsWith(origin));
    const assets = ours.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'));
    const scripts = assets.filter((r) => r.url().endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const response of assets) {
      const headers = await response.allHeaders();
      const what = new URL(response.url()).pathname;
      expect(response.status(), what).toBe(200);
      expect(headers['cache-control'], what).toBe('public, max-age=31536000, immutable');
      expect(headers['x-content-type-options'], what).toBe('nosniff');
    }
    // Chromium asks for br; every script of any size arrives as brotli.
    for (const response of scripts) {
      const headers = await response.allHeaders();
      if (Number(headers['content-length'] ?? 1000) < 300) continue;
      expect(headers['content-encoding'], new URL(response.url()).pathname).toBe('br');
    }
    const documents = ours.filter((r) => r.request().resourceType() === 'document');
    const appDocuments = documents.filter((r) => !new URL(r.url()).pathname.startsWith('/docs'));
    expect(appDocuments.length).toBeGreaterThanOrEqual(5);
    for (const response of appDocuments) {
      const headers = await response.allHeaders();
      const what = new URL(response.url()).pathname;
      expect(headers['cache-control'], what).toBe('no-cache');
      expect(headers['content-security-policy'], what).toContain("script-src 'self';");
      expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], what).toBe('DENY');
    }
  });
});
