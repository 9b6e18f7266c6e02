import { devices } from 'playwright-core';

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
