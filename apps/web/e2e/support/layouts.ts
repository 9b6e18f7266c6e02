import {
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

/**
 * The phone of the browser tests: an iPhone 13's user agent (the app picks its phone layout by
 * it), screen and touch.
 */
export const PHONE = {
  userAgent: devices['iPhone 13']!.userAgent,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** Fails when the page is wider than the window (a sideways scroll). */
export async function expectNoOverflow(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: wider than the window`).toBeLessThanOrEqual(innerWidth);
}

/**
 * A fresh browser context and page with `options`; uncaught page errors are collected in
 * `pageErrors` (labelled), and the mobile onboarding board is marked as seen unless asked for.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions,
  pageErrors: string[],
  label: string,
  {
    onboarding = false,
    language,
  }: {
    onboarding?: boolean;
    /** The interface language stored before the first load. */ language?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  if (!onboarding)
    await context.addInitScript(() => sessionStorage.setItem('meridian.onboardingShown', '1'));
  if (language)
    await context.addInitScript(
      (lang) => localStorage.setItem('meridian.language', lang),
      language,
    );
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${label} ${page.url()}: ${error.message}`));
  return { context, page };
}
