import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`); E2E_CHROMIUM_PATH overrides it. Never downloaded. */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium';
export const INSTALL_COMMAND = 'apt-get install -y chromium';
const REQUIRED = process.env.E2E_REQUIRE_BROWSER === '1';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const chromiumAvailable = isExecutable(CHROMIUM_PATH);

/**
 * Browser tests are skipped only when Chromium is missing and not required. With
 * E2E_REQUIRE_BROWSER=1 they run, and `launchBrowser` fails with the reason.
 */
export const skipBrowserTests = !chromiumAvailable && !REQUIRED;

// Printed once, when this module is first loaded.
if (skipBrowserTests) {
  console.warn(
    `[e2e] Chromium not found at ${CHROMIUM_PATH}: the browser tests are skipped.\n` +
      `[e2e] Install it with: ${INSTALL_COMMAND}   (or point E2E_CHROMIUM_PATH at a Chromium binary)`,
  );
}

/** Launches headless Chromium with a throwaway profile (Playwright creates and removes it). */
export async function launchBrowser(): Promise<Browser> {
  if (!chromiumAvailable) {
    throw new Error(
      `E2E_REQUIRE_BROWSER=1 but Chromium was not found at ${CHROMIUM_PATH}. ` +
        `Install it with: ${INSTALL_COMMAND}`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
