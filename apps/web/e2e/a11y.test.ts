// Accessibility of the main pages (issue 3): axe-core, injected from node_modules into each page
// in Chromium, must find no serious or critical violation — desktop and phone, English and Arabic.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { ensureBuilt } from './support/built-app.js';
import { startServer, type ServerProcess } from './support/server-process.js';

const MAIN_PAGES = [
  '/',
  '/market',
  '/cruuency?code=BTCUSDT&type=crypto&id=1',
  '/pass/login',
  '/pass/register',
  '/pass/reset',
  '/help',
  '/help/faq',
  '/introduction',
  '/profile',
];

let dataDir: string;
let server: ServerProcess | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  if (skipBrowserTests) return;
  ensureBuilt();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'meridian-a11y-'));
  server = await startServer({ dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const describeBrowser = describe.skipIf(skipBrowserTests);

describeBrowser('the accessibility check itself', () => {
  it('finds serious violations on a deliberately broken page', async () => {
    const context = await browser!.newContext();
    const page = await context.newPage();
    try {
      await page.setContent(
        '<html><body><button></button><input type="text"><img src="x.png"></body></html>',
      );
      const ids = (await seriousViolations(page)).map((v) => v.id).sort();
      expect(ids).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'label']));
    } finally {
      await context.close();
    }
  });
});

describeBrowser.each([
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { ...devices['iPhone 13'] } },
])('accessibility on $name', ({ options }) => {
  for (const language of ['en', 'ar']) {
    it(`has no serious axe violations on the main pages (${language})`, async () => {
      const context = await browser!.newContext(options);
      // The onboarding board is a first-visit overlay; these checks are about the pages under it.
      await context.addInitScript((lang) => {
        sessionStorage.setItem('meridian.onboardingShown', '1');
        localStorage.setItem('meridian.language', lang);
      }, language);
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      try {
        for (const route of MAIN_PAGES) {
          await page.goto(`${server!.url}${route}`, { waitUntil: 'networkidle' });
          await page.waitForSelector('main h1', { timeout: 15_000 });
          const violations = await seriousViolations(page);
          if (violations.length > 0) {
            found[route] = violations.map(
              (v) =>
                `${v.id} (${v.impact}): ${v.help} — ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(', ')}`,
            );
          }
        }
      } finally {
        await context.close();
      }
      expect(found, JSON.stringify(found, null, 2)).toEqual({});
    });
  }
});
