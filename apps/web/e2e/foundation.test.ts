// The foundation as a new user on a fresh machine meets it: the built server started as its own
// process on an empty DATA_DIR, the web app and API docs in Chromium, sign-up through the dev
// mailbox, the demo balance, sign-out, a graceful stop, and a sound ledger afterwards.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/api.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { ensureBuilt } from './support/built-app.js';
import { freshEnv } from './support/fresh-env.js';
import { readCodeFromMailbox } from './support/mailbox.js';
import { runNpmScript } from './support/run-npm-script.js';
import { screenshot } from './support/screenshots.js';
import { startServer, type ServerProcess } from './support/server-process.js';
import { visible } from './support/text.js';

let dataDir: string;
let server: ServerProcess | undefined;
let adminPassword: string;
const runs: ServerProcess[] = [];

/** The pino JSON lines a run wrote (anything else on stdout/stderr is not a log line). */
function logLines(run: ServerProcess): string[] {
  return `${run.stdout()}\n${run.stderr()}`.split('\n').filter((line) => {
    try {
      return typeof JSON.parse(line) === 'object';
    } catch {
      return false;
    }
  });
}

function running(): ServerProcess {
  if (!server) throw new Error('The server is not running (an earlier step failed)');
  return server;
}

async function stopServer(): Promise<void> {
  const run = running();
  server = undefined;
  const exit = await run.stop();
  expect(exit, `graceful shutdown\n${run.stdout()}\n${run.stderr()}`).toEqual({
    code: 0,
    signal: null,
  });
}

beforeAll(async () => {
  ensureBuilt();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-'));
  // `info` on the first start, so there are log lines to check the password against.
  server = await startServer({ dataDir, logLevel: 'info' });
  runs.push(server);
});

afterAll(() => {
  for (const run of runs) run.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Meridian on a fresh machine', () => {
  it("first start hands the staff administrator's one-time password over in a file only its owner can read, never on stdout or in the log", () => {
    const run = running();
    const file = path.join(dataDir, 'first-admin-password.txt');
    expect(run.stderr()).toContain(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const handedOver = /one-time password: (\S+)/.exec(readFileSync(file, 'utf8'));
    expect(handedOver).not.toBe(null);
    adminPassword = handedOver![1]!;
    expect(adminPassword.length).toBeGreaterThanOrEqual(12);

    const lines = logLines(run);
    expect(lines.some((line) => line.includes('Meridian is running on'))).toBe(true);
    expect(`${run.stdout()}${run.stderr()}`).not.toContain(adminPassword);
  });

  it('stops gracefully on SIGTERM, and a restart on the same DATA_DIR does not create it again', async () => {
    const file = path.join(dataDir, 'first-admin-password.txt');
    const before = readFileSync(file, 'utf8');
    await stopServer();
    server = await startServer({ dataDir });
    runs.push(server);
    expect(server.stderr()).not.toContain('one-time password');
    expect(`${server.stdout()}${server.stderr()}`).not.toContain(adminPassword);
    // Not signed in yet: the file is still there, unchanged.
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  describe.skipIf(skipBrowserTests)('in Chromium', () => {
    let browser: Browser;
    let desktop: BrowserContext;
    let page: Page;
    const pageErrors: string[] = [];

    beforeAll(async () => {
      browser = await launchBrowser();
      desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      page = await desktop.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    });

    afterAll(async () => {
      await browser?.close();
    });

    async function expectHomePage(target: Page) {
      await expect
        .poll(() => target.getByTestId('health').innerText().then(visible), { timeout: 15_000 })
        .toBe('Platform status: ok');
      expect(await target.locator('h1').innerText().then(visible)).toBe('Meridian');
      expect(await target.title()).toBe('Meridian');
    }

    it('serves the web app at / with platform status ok', async () => {
      const response = await page.goto(`${running().url}/`);
      expect(response?.status()).toBe(200);
      await expectHomePage(page);
      await screenshot(page, 'desktop-home');
    });

    it('serves the app on an unknown deep path (SPA fallback)', async () => {
      const response = await page.goto(`${running().url}/no/such/page`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expectHomePage(page);
      // The server serves the app for any path; the app then redirects unknown paths to / (SPEC §2).
      await page.waitForURL((url) => url.pathname === '/');
      await screenshot(page, 'desktop-deep-path');
    });

    it('renders the API documentation with Swagger UI at /docs', async () => {
      const response = await page.goto(`${running().url}/docs`);
      expect(response?.status()).toBe(200);
      const title = page.locator('.swagger-ui .info .title');
      await title.waitFor({ timeout: 30_000 });
      expect(await title.innerText().then(visible)).toContain('Meridian API');
      await page.locator('.swagger-ui .opblock').first().waitFor();
      await screenshot(page, 'desktop-docs');
    });

    it('signs a new user up with the code from the dev mailbox: 100,000 demo USDT, and logout revokes the token', async () => {
      const base = running().url;
      const username = `e2e${Date.now().toString(36)}`;
      const email = `${username}@example.test`;
      const password = 'Fresh-machine-42';

      const sent = await post(base, '/swx/customer/login/sendCode', { type: 'email', email });
      expect(sent).toEqual({
        status: 200,
        body: expect.objectContaining({ code: 200, result: null }),
      });

      const code = await readCodeFromMailbox(page, base, email);
      expect(code).toMatch(/^\d{6}$/);
      await screenshot(page, 'desktop-dev-mailbox');

      const registered = await post(base, '/swx/customer/login/register', {
        type: 'email',
        username,
        email,
        password,
        confirmPassword: password,
        code,
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      expect(registered.body.code).toBe(200);
      expect(registered.body.result.user).toMatchObject({ username, email });

      const login = await post(base, '/swx/customer/login/login', { username: email, password });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      expect(login.body.code).toBe(200);
      const token: string = login.body.result.token;
      expect(typeof token).toBe('string');
      expect(token.length).toBeGreaterThan(20);

      const headers = { authorization: token, virtually: 'NO' };
      const info = await post(base, '/swx/customer/user/getUserInfo', undefined, headers);
      expect(info.status, JSON.stringify(info.body)).toBe(200);
      expect(info.body.code).toBe(200);
      expect(info.body.result.book).toBe('demo');
      const usdt = info.body.result.balances.find((b: { asset: string }) => b.asset === 'USDT');
      expect(usdt).toMatchObject({ asset: 'USDT', available: '100000' });

      const logout = await post(base, '/swx/customer/login/logout', undefined, {
        authorization: token,
      });
      expect(logout.status, JSON.stringify(logout.body)).toBe(200);
      expect(logout.body.code).toBe(200);

      const stale = await post(base, '/swx/customer/user/getUserInfo', undefined, headers);
      expect(stale.status).toBe(401);
      expect(stale.body.code).toBe(401);
    });

    it('fits a phone screen: no horizontal overflow at 390x844 with an iPhone user agent', async () => {
      const iphone = devices['iPhone 13']!;
      const mobile = await browser.newContext({
        userAgent: iphone.userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: iphone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const phone = await mobile.newPage();
        phone.on('pageerror', (error) => pageErrors.push(`${phone.url()}: ${error.message}`));
        await phone.goto(`${running().url}/`);
        await expectHomePage(phone);
        expect(await phone.evaluate(() => navigator.userAgent)).toContain('iPhone');
        expect(await phone.evaluate(() => window.innerWidth)).toBe(390);
        const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(390);
        await screenshot(phone, 'mobile-home');
      } finally {
        await mobile.close();
      }
    });

    it('raised no uncaught errors in any page', () => {
      expect(pageErrors).toEqual([]);
    });
  });

  it('stops gracefully, and `npm run ledger:verify` then finds the ledger sound', async () => {
    await stopServer();
    const verify = await runNpmScript('ledger:verify', freshEnv({ DATA_DIR: dataDir }));
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toContain('ledger:verify OK');
    expect(verify.output).toContain(`PGlite at ${dataDir}`);
  });
});
