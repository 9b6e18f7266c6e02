// Money in and out in Chromium (issue 6) against the built server on a fresh DATA_DIR, as a new
// user and the first administrator would do it. The administrator signs in to the back office
// with the one-time password the server printed at its first start, enrols an authenticator
// (the code is worked out here from the secret the page shows) and chooses a new password, then
// sets the platform's deposit addresses in Settings. The user switches to the real account,
// verifies their identity (the form, three photos and a signature drawn with the mouse), which
// the administrator verifies in the KYC queue with the photos shown; reports a 500 USDT deposit
// on TRC20 with its proof, which the administrator approves; exchanges 100 USDT for BTC; sets a
// withdrawal password and asks to withdraw 100 USDT (fee 1, 99 received, 100 frozen), which the
// administrator rejects with a reason: the money is back, the reason and a notification say why.
// The transaction record lists every step and exports them as CSV. The deposit and withdraw
// pages are checked on a phone too, and axe checks the forms and the queue. Afterwards the server
// stops and `npm run ledger:verify` finds every movement journaled soundly.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signInNewUser, submitLogin } from './support/accounts.js';
import { seriousViolations, violationTargets } from './support/axe.js';
import { signInFirstAdmin } from './support/first-admin.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { expectNoOverflow, openPage, PHONE } from './support/layouts.js';
import { screenshot } from './support/screenshots.js';
import { storySteps } from './support/steps.js';
import { serveBuiltApp } from './support/test-server.js';
import { expectStopAndSoundLedger } from './support/ledger-check.js';
import { visible } from './support/text.js';

const app = serveBuiltApp('meridian-e2e-funds-');
const base = app.url;

const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** The platform's receive addresses the administrator sets (valid on their networks). */
const DEPOSIT_ADDRESSES = {
  'deposit.address.USDT.TRC20': 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  'deposit.address.USDT.ERC20': '0x52908400098527886E0F7030069857D2E4169EE7',
  'deposit.address.BTC.BTC': 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'deposit.address.ETH.ETH': '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
} as const;
const TRC20_ADDRESS = DEPOSIT_ADDRESSES['deposit.address.USDT.TRC20'];

const WITHDRAWAL_PASSWORD = 'Withdraw-e2e-1357';
const REJECT_REASON = 'The address failed our screening';

/** A 64-hex transaction hash, new on every run. */
const TX_HASH = Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join(
  '',
);

/** A small PNG standing in for a photo: a coloured card with a caption. */
function photo(caption: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
    <rect width="480" height="300" fill="#f8fafc"/>
    <rect x="16" y="16" width="448" height="268" rx="18" fill="${colour}"/>
    <circle cx="100" cy="130" r="52" fill="#ffffff" fill-opacity="0.7"/>
    <rect x="180" y="90" width="250" height="18" rx="6" fill="#ffffff" fill-opacity="0.7"/>
    <rect x="180" y="126" width="200" height="18" rx="6" fill="#ffffff" fill-opacity="0.7"/>
    <text x="40" y="250" font-family="sans-serif" font-size="30" fill="#0f172a">${caption}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** What setInputFiles takes for a generated PNG. */
async function pngFile(name: string, caption: string, colour: string) {
  return { name, mimeType: 'image/png', buffer: await photo(caption, colour) };
}

/** "1,234.50" → 1234.5 */
function amount(text: string): number {
  return Number(text.replace(/[^\d.+-]/g, ''));
}

describe.skipIf(skipBrowserTests)('deposits, KYC, exchange and withdrawals in Chromium', () => {
  let browser: Browser;
  const pageErrors: string[] = [];
  /** The administrator's browser (one tab: the staff session lives in its sessionStorage). */
  let staff: Page;
  let staffContext: BrowserContext;
  /** The user's browser. */
  let user: Page;
  let userContext: BrowserContext;
  const username = `fu${Date.now().toString(36)}`;
  /** The steps build on each other: after one fails, the rest are skipped (one failure shown). */

  const step = storySteps();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: staffContext, page: staff } = await openPage(
      browser,
      DESKTOP,
      pageErrors,
      'staff',
    ));
    ({ context: userContext, page: user } = await openPage(browser, DESKTOP, pageErrors, 'user'));
  });

  afterAll(async () => {
    await staffContext?.close();
    await userContext?.close();
    await browser?.close();
  });

  /** A full-page screenshot from the top of the page (the sticky header then stays at its place). */
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  /** The same once the toasts have gone (a toast would cover what the picture is for). */
  async function pageShot(page: Page, name: string) {
    await expect
      .poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 15_000 })
      .toBe(0);
    await shot(page, name);
  }

  async function expectAccessible(page: Page) {
    expect(violationTargets(await seriousViolations(page))).toEqual([]);
  }

  /** Waits for a toast whose text, as a reader sees it (no isolation marks), is or matches `text`. */
  async function toast(page: Page, text: string | RegExp) {
    const shown = (toastText: string) =>
      typeof text === 'string' ? toastText.includes(text) : text.test(toastText);
    await expect
      .poll(
        async () =>
          (await page.locator('.mantine-Notification-root').allInnerTexts())
            .map(visible)
            .some(shown),
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  /** Every <img> inside `scope` has loaded and has pixels. */
  async function expectImagesLoaded(scope: Locator, count: number) {
    await expect
      .poll(
        () =>
          scope
            .locator('img')
            .evaluateAll((images) =>
              (images as HTMLImageElement[]).map((img) => img.complete && img.naturalWidth > 0),
            ),
        { timeout: 15_000 },
      )
      .toEqual(Array.from({ length: count }, () => true));
  }

  /** The queue item of this test's user in a back office queue (opened fresh from the server). */
  async function queueItem(path: string, heading: string): Promise<Locator> {
    await staff.goto(`${base()}${path}`);
    await staff.getByRole('heading', { level: 1, name: heading }).waitFor();
    const item = staff.getByRole('article').filter({ hasText: username });
    await item.waitFor({ timeout: 15_000 });
    return item;
  }

  /** An asset's available and frozen amounts in the real book on /profile/balance. */
  async function realBalance(asset: string) {
    const card = user.getByTestId(`balance-real-${asset}`);
    await card.waitFor({ timeout: 15_000 });
    return {
      available: await user
        .getByTestId(`balance-real-${asset}-available`)
        .innerText()
        .then(visible),
      frozen: await user.getByTestId(`balance-real-${asset}-frozen`).innerText().then(visible),
    };
  }

  async function openBalance() {
    await user.goto(`${base()}/profile/balance`);
    await user.getByTestId('balances-real').waitFor({ timeout: 15_000 });
  }

  step(
    'staff: the first administrator signs in with the one-time password from its file, enrols TOTP, sets a new password and the deposit addresses',
    async () => {
      const { nav } = await signInFirstAdmin(staff, app, {
        enrolmentScreenshot: 'funds-staff-enrolment',
      });

      // Settings: each deposit address, edited in place and confirmed.
      await nav.getByRole('link', { name: 'Settings' }).click();
      await staff.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      for (const [key, address] of Object.entries(DEPOSIT_ADDRESSES)) {
        const row = staff.getByTestId(`setting-${key}`);
        await row.getByRole('button', { name: `Edit ${key}` }).click();
        await row.getByRole('textbox', { name: `New value for ${key}` }).fill(address);
        await row.getByRole('button', { name: 'Save' }).click();
        const confirm = staff.getByRole('dialog', { name: 'Change this setting?' });
        await confirm.waitFor();
        expect(await confirm.getByTestId('setting-confirm-value').innerText().then(visible)).toBe(
          address,
        );
        await confirm.getByRole('button', { name: 'Save' }).click();
        await confirm.waitFor({ state: 'hidden', timeout: 15_000 });
        await toast(staff, `${key} saved`);
        await expect
          .poll(() => row.getByTestId('setting-value').innerText().then(visible))
          .toBe(address);
      }
      await pageShot(staff, 'funds-staff-settings');
    },
  );

  step(
    'user: registers, switches to the real account and submits the identity verification',
    async () => {
      await signInNewUser(userContext, user, base(), username);

      // Deposits are real money: the demo account is offered the switch.
      await user.goto(`${base()}/profile/deposit`);
      const realOnly = user.getByTestId('funds-real-only');
      await realOnly.waitFor({ timeout: 15_000 });
      await realOnly.getByText('Real', { exact: true }).click();
      await user.getByTestId('deposit-form').waitFor({ timeout: 15_000 });
      expect(await user.evaluate(() => localStorage.getItem('meridian.virtualStatus'))).toBe('0');

      await user.goto(`${base()}/profile/kyc`);
      const form = user.getByTestId('kyc-form');
      await form.waitFor({ timeout: 15_000 });
      await form.getByLabel('First name').fill('Ana');
      await form.getByLabel('Last name').fill('Silva');
      await form.getByRole('radio', { name: 'Female', exact: true }).check();
      await form.getByLabel('Date of birth').fill('1990-04-12');
      await form.getByLabel('Country').fill('Portugal');
      await form.getByLabel('Phone').fill('+351 912 345 678');
      await form.getByLabel('Address').fill('Rua Augusta 100, 1100-053 Lisboa');
      await form.getByRole('radio', { name: 'Passport', exact: true }).check();
      await form.getByLabel('Document number').fill('P1234567');

      // Three photos, each uploaded as soon as it is chosen.
      const photos = [
        ['kyc-front', await pngFile('front.png', 'PASSPORT · photo page', '#bfdbfe')],
        ['kyc-back', await pngFile('back.png', 'PASSPORT · back', '#c7d2fe')],
        ['kyc-holding', await pngFile('holding.png', 'Ana holding it', '#fde68a')],
      ] as const;
      for (const [testId, file] of photos) {
        await form.getByTestId(`${testId}-input`).setInputFiles(file);
      }
      for (const [testId] of photos) {
        await expect
          .poll(() => form.getByTestId(testId).getAttribute('data-status'), { timeout: 15_000 })
          .toBe('done');
        expect(await form.getByTestId(`${testId}-status`).innerText().then(visible)).toContain(
          'Uploaded',
        );
      }

      // The signature, drawn with the mouse.
      const pad = form.getByTestId('signature-pad');
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
      await user.mouse.move(...at(0.1, 0.6));
      await user.mouse.down();
      for (const [x, y] of [
        [0.2, 0.3],
        [0.3, 0.7],
        [0.4, 0.35],
        [0.5, 0.65],
        [0.65, 0.4],
        [0.8, 0.55],
      ] as const) {
        await user.mouse.move(...at(x, y), { steps: 6 });
      }
      await user.mouse.up();
      await expect
        .poll(() => form.getByTestId('signature-state').innerText().then(visible))
        .toBe('Signed');

      await expectAccessible(user);
      await shot(user, 'funds-kyc-form');

      await form.getByRole('button', { name: 'Submit for review' }).click();
      await expect
        .poll(() => user.getByTestId('kyc-sent').innerText().then(visible), { timeout: 15_000 })
        .toBe('Submitted for review');
      await user.getByTestId('kyc-under-review').waitFor();
      expect(await user.getByTestId('kyc-under-review').innerText().then(visible)).toContain(
        'under review',
      );
      await pageShot(user, 'funds-kyc-under-review');
    },
  );

  step(
    'staff: the KYC queue shows the submission with its photos → Verify; the user is verified',
    async () => {
      const item = await queueItem('/admin/kyc', 'KYC reviews');
      expect(await item.getByRole('heading', { level: 2 }).innerText().then(visible)).toBe(
        `Ana Silva (${username})`,
      );
      const details = await item.getByTestId('kyc-details').innerText().then(visible);
      for (const text of ['Passport', 'P1234567', '1990-04-12', 'Portugal', '+351 912 345 678'])
        expect(details).toContain(text);
      // The three photos and the signature, fetched with the staff token and shown.
      await expectImagesLoaded(item, 4);
      await expectAccessible(staff);
      await pageShot(staff, 'funds-staff-kyc-queue');

      await item.getByRole('button', { name: 'Verify', exact: true }).click();
      const confirm = staff.getByRole('dialog', { name: 'Verify this identity?' });
      await confirm.waitFor();
      expect(await confirm.innerText().then(visible)).toContain(username);
      await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
      await confirm.waitFor({ state: 'hidden', timeout: 15_000 });
      await toast(staff, 'Identity verified');
      await staff.getByRole('article').filter({ hasText: username }).waitFor({ state: 'detached' });

      await user.reload();
      await user.getByTestId('kyc-verified').waitFor({ timeout: 15_000 });
      expect(await user.getByTestId('kyc-verified').innerText().then(visible)).toContain(
        'Your identity is verified',
      );
    },
  );

  step(
    'user: reports a 500 USDT deposit on TRC20 with its proof; it waits for review',
    async () => {
      await user.goto(`${base()}/profile/deposit`);
      const form = user.getByTestId('deposit-form');
      await form.waitFor({ timeout: 15_000 });
      for (const [group, value] of [
        ['deposit-coin', 'USDT'],
        ['deposit-network', 'TRC20'],
      ] as const) {
        const radio = form.getByTestId(group).getByRole('radio', { name: value, exact: true });
        if (!(await radio.isChecked())) {
          await form.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
          expect(await radio.isChecked()).toBe(true);
        }
      }

      // The platform's address for USDT on TRC20, and its QR code.
      expect(await form.getByTestId('deposit-address').innerText().then(visible)).toBe(
        TRC20_ADDRESS,
      );
      const qr = form.getByRole('img', { name: 'QR code of the deposit address' });
      expect(await qr.getAttribute('data-value')).toBe(TRC20_ADDRESS);
      expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d/);
      expect(await form.getByTestId('deposit-minimum').innerText().then(visible)).toBe(
        'Minimum deposit: 120 USDT',
      );

      await form.getByLabel('Amount (USDT)').fill('500');
      await form.getByLabel('Transaction hash').fill(TX_HASH);
      await form.getByLabel('Last 6 characters of the hash').fill(TX_HASH.slice(-6));
      await form
        .getByTestId('deposit-proof-input')
        .setInputFiles(await pngFile('proof.png', 'TRC20 transfer: 500 USDT', '#bbf7d0'));
      await expect
        .poll(() => form.getByTestId('deposit-proof').getAttribute('data-status'), {
          timeout: 15_000,
        })
        .toBe('done');
      await expectAccessible(user);
      await shot(user, 'funds-deposit-form');

      await form.getByRole('button', { name: 'Review the deposit' }).click();
      const confirm = user.getByRole('dialog', { name: 'Confirm the deposit' });
      await confirm.waitFor();
      expect(await confirm.getByTestId('deposit-confirm-amount').innerText().then(visible)).toBe(
        '500.00 USDT',
      );
      expect(await confirm.getByTestId('deposit-confirm-network').innerText().then(visible)).toBe(
        'TRC20',
      );
      expect(await confirm.getByTestId('deposit-confirm-address').innerText().then(visible)).toBe(
        TRC20_ADDRESS,
      );
      expect(await confirm.getByTestId('deposit-confirm-hash').innerText().then(visible)).toBe(
        TX_HASH,
      );
      expect(await confirm.getByTestId('deposit-confirm-last6').innerText().then(visible)).toBe(
        TX_HASH.slice(-6),
      );
      expect(await confirm.getByTestId('deposit-confirm-proof').innerText().then(visible)).toBe(
        'Attached (proof.png)',
      );
      await shot(user, 'funds-deposit-confirm');
      await confirm.getByRole('button', { name: 'Submit the deposit' }).click();
      await confirm.waitFor({ state: 'hidden', timeout: 15_000 });
      const done = user.getByTestId('deposit-done');
      await done.waitFor();
      expect(await done.innerText().then(visible)).toMatch(/submitted for review/i);

      // Listed, pending review.
      const record = user.getByTestId('deposit-records').getByTestId(/^deposit-\d+$/);
      await expect.poll(() => record.count(), { timeout: 15_000 }).toBe(1);
      const text = await record.innerText().then(visible);
      expect(text).toContain('500.00 USDT');
      expect(text).toContain('Pending review');
      expect(text).toContain(TX_HASH);
      await expectAccessible(user);
      await pageShot(user, 'funds-deposit-pending');
    },
  );

  step('staff: the deposit queue → Approve; the user has 500 USDT in the real book', async () => {
    const item = await queueItem('/admin/deposits', 'Deposits');
    const details = await item.getByTestId('deposit-details').innerText().then(visible);
    expect(details).toContain('500 USDT');
    expect(details).toContain(TX_HASH);
    expect(details).toContain(TRC20_ADDRESS);
    expect(details).toMatch(/matches the hash/i);
    await expectImagesLoaded(item, 1);
    await expectAccessible(staff);
    await pageShot(staff, 'funds-staff-deposit-queue');

    await item.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = staff.getByRole('dialog', { name: 'Approve this deposit?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm.waitFor({ state: 'hidden', timeout: 15_000 });
    await toast(staff, 'Deposit approved and credited');

    await openBalance();
    await expect
      .poll(() => realBalance('USDT'), { timeout: 15_000 })
      .toEqual({ available: '500.00', frozen: '0.00' });
    await pageShot(user, 'funds-balance-after-deposit');
  });

  step(
    'user: exchanges 100 USDT for BTC at the shown rate; BTC appears in the balance',
    async () => {
      await user.goto(`${base()}/profile/exchange`);
      await user.getByRole('heading', { level: 1, name: 'Currency exchange' }).waitFor();
      expect(await user.getByTestId('exchange-book').innerText().then(visible)).toBe(
        'Account: Real account',
      );
      await user.getByLabel('From', { exact: true }).selectOption('USDT');
      await user.getByLabel('To', { exact: true }).selectOption('BTC');
      await user.getByLabel('Amount to exchange (USDT)').fill('100');

      // The live quote: rate, spread, and what 100 USDT buys.
      await expect
        .poll(() => user.getByTestId('exchange-receive').innerText().then(visible), {
          timeout: 15_000,
        })
        .toMatch(/^0\.\d+ BTC$/);
      expect(await user.getByTestId('exchange-quote-rate').innerText().then(visible)).toMatch(
        /^1 USDT = 0\.\d+ BTC$/,
      );
      expect(await user.getByTestId('exchange-quote-spread').innerText().then(visible)).toBe(
        '0.20 %',
      );
      expect(await user.getByTestId('exchange-available').innerText().then(visible)).toBe(
        'Available: 500.00 USDT',
      );
      await shot(user, 'funds-exchange-form');
      await expectAccessible(user);

      await user.getByRole('button', { name: 'Exchange', exact: true }).click();
      const confirm = user.getByRole('dialog', { name: 'Confirm the exchange' });
      await confirm.waitFor();
      expect(await confirm.getByTestId('exchange-confirm-pay').innerText().then(visible)).toBe(
        '100.00 USDT',
      );
      expect(await confirm.getByTestId('exchange-confirm-book').innerText().then(visible)).toBe(
        'Real account',
      );
      const receive = await confirm
        .getByTestId('exchange-confirm-receive')
        .innerText()
        .then(visible);
      expect(receive).toMatch(/^0\.\d+ BTC$/);
      // The rate moving against the quote between the quote and the click is shown with the new
      // quote, and the user confirms again: the first exchange call here is answered as the
      // server does then (409), so that path runs every time; the feed may move again later.
      let refusedOnce = false;
      await user.route('**/swx/customer/user/dh', async (route) => {
        if (refusedOnce) return route.continue();
        refusedOnce = true;
        await route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 409,
            msg: 'This request conflicts with the current state; refresh and try again',
            result: null,
          }),
        });
      });
      for (let attempt = 1; ; attempt += 1) {
        const [answer] = await Promise.all([
          user.waitForResponse((r) => r.url().endsWith('/swx/customer/user/dh')),
          confirm.getByRole('button', { name: 'Exchange now' }).click(),
        ]);
        if (answer.status() === 200) {
          await confirm.waitFor({ state: 'hidden' });
          break;
        }
        // Refused (the rate moved): the dialog says so and shows the new quote to confirm.
        expect(answer.status()).toBe(409);
        expect(attempt, 'the rate moved three times in a row').toBeLessThan(4);
        await confirm.getByTestId('exchange-rate-moved').waitFor();
        if (attempt === 1) await shot(user, 'funds-exchange-rate-moved');
        await expect
          .poll(() => confirm.getByTestId('exchange-confirm-submit').isEnabled())
          .toBe(true);
      }
      expect(refusedOnce).toBe(true);
      await user.unroute('**/swx/customer/user/dh');
      await toast(user, /^Exchanged 100\.00 USDT for 0\.\d+ BTC$/);

      await openBalance();
      await expect
        .poll(() => realBalance('USDT'), { timeout: 15_000 })
        .toEqual({ available: '400.00', frozen: '0.00' });
      const btc = await realBalance('BTC');
      expect(btc.frozen).toBe('0.00000000'); // BTC in its 8 display places
      expect(amount(btc.available)).toBeGreaterThan(0);
      expect(amount(btc.available)).toBeLessThan(0.01);
      await pageShot(user, 'funds-balance-after-exchange');
    },
  );

  step(
    'user: sets a withdrawal password and asks to withdraw 100 USDT to a TRC20 address (fee 1, receives 99)',
    async () => {
      await user.goto(`${base()}/profile/withdrawal-password`);
      const status = user.getByTestId('withdrawal-password-status');
      await status.waitFor({ timeout: 15_000 });
      expect(await status.innerText().then(visible)).toBe('Not set');
      await user.getByLabel('Login password', { exact: true }).fill(PASSWORD);
      await user.getByLabel('New withdrawal password', { exact: true }).fill(WITHDRAWAL_PASSWORD);
      await user
        .getByLabel('Confirm the withdrawal password', { exact: true })
        .fill(WITHDRAWAL_PASSWORD);
      await user.getByRole('button', { name: 'Set withdrawal password' }).click();
      await user.getByTestId('withdrawal-password-done').waitFor({ timeout: 15_000 });
      await expect.poll(() => status.innerText().then(visible)).toBe('Set');

      await user.goto(`${base()}/profile/withdraw`);
      const form = user.getByTestId('withdraw-form');
      await form.waitFor({ timeout: 15_000 });
      await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
      expect(await form.getByTestId('withdraw-available').innerText().then(visible)).toBe(
        '400.00 USDT',
      );
      await form.getByRole('radio', { name: 'Crypto address', exact: true }).check();
      await form.getByRole('radio', { name: 'TRC20', exact: true }).check();
      await form.getByLabel('Receiving address').fill(TRC20_ADDRESS);
      await form.getByLabel('Amount (USDT)').fill('100');
      await expect
        .poll(() => form.getByTestId('withdraw-figure-fee').innerText().then(visible))
        .toBe('1.00 USDT');
      expect(await form.getByTestId('withdraw-figure-received').innerText().then(visible)).toBe(
        '99.00 USDT',
      );
      await expectAccessible(user);
      await shot(user, 'funds-withdraw-form');

      await form.getByRole('button', { name: 'Review the withdrawal' }).click();
      const confirm = user.getByRole('dialog', { name: 'Confirm the withdrawal' });
      await confirm.waitFor();
      expect(await confirm.getByTestId('withdraw-confirm-method').innerText().then(visible)).toBe(
        'Crypto address (TRC20)',
      );
      expect(await confirm.getByTestId('withdraw-confirm-to').innerText().then(visible)).toBe(
        TRC20_ADDRESS,
      );
      expect(await confirm.getByTestId('withdraw-confirm-amount').innerText().then(visible)).toBe(
        '100.00 USDT',
      );
      expect(await confirm.getByTestId('withdraw-confirm-fee').innerText().then(visible)).toBe(
        '1.00 USDT',
      );
      expect(await confirm.getByTestId('withdraw-confirm-received').innerText().then(visible)).toBe(
        '99.00 USDT',
      );
      await confirm.getByLabel('Withdrawal password', { exact: true }).fill(WITHDRAWAL_PASSWORD);
      await shot(user, 'funds-withdraw-confirm');
      await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await confirm.waitFor({ state: 'hidden', timeout: 15_000 });
      const done = user.getByTestId('withdraw-done');
      await done.waitFor();
      expect(await done.innerText().then(visible)).toMatch(/submitted for review/i);

      const record = user.getByTestId('withdraw-records').getByTestId(/^withdrawal-\d+$/);
      await expect.poll(() => record.count(), { timeout: 15_000 }).toBe(1);
      const text = await record.innerText().then(visible);
      expect(text).toContain('100.00 USDT');
      expect(text).toContain('Pending review');
      expect(text).toContain('Fee 1.00 USDT · you receive 99.00 USDT');
      expect(text).toContain(TRC20_ADDRESS);
      await expectAccessible(user);
      await pageShot(user, 'funds-withdraw-pending');

      // 500 − 100 exchanged − 100 held for the withdrawal.
      await openBalance();
      await expect
        .poll(() => realBalance('USDT'), { timeout: 15_000 })
        .toEqual({ available: '300.00', frozen: '100.00' });
    },
  );

  step(
    'staff: the withdrawal queue → Reject with a reason; the money is back, with the reason and a notification',
    async () => {
      const item = await queueItem('/admin/withdrawals', 'Withdrawals');
      const itemText = await item.innerText().then(visible);
      expect(itemText).toContain(TRC20_ADDRESS);
      expect(itemText).toContain('99');
      await expectAccessible(staff);
      await pageShot(staff, 'funds-staff-withdrawal-queue');

      await item.getByRole('button', { name: 'Reject', exact: true }).click();
      const confirm = staff.getByRole('dialog', { name: 'Reject this withdrawal?' });
      await confirm.waitFor();
      await confirm.getByLabel('Reason').fill(REJECT_REASON);
      await expectAccessible(staff);
      await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
      await confirm.waitFor({ state: 'hidden', timeout: 15_000 });
      await toast(staff, 'Withdrawal rejected and refunded');

      // The user's list: rejected, with the reason.
      await user.goto(`${base()}/profile/withdraw`);
      const record = user.getByTestId('withdraw-records').getByTestId(/^withdrawal-\d+$/);
      await expect
        .poll(() => record.innerText().then(visible), { timeout: 15_000 })
        .toContain(`Reason: ${REJECT_REASON}`);
      expect(await record.innerText().then(visible)).toContain('Rejected');
      await pageShot(user, 'funds-withdraw-rejected');

      await openBalance();
      await expect
        .poll(() => realBalance('USDT'), { timeout: 15_000 })
        .toEqual({ available: '400.00', frozen: '0.00' });

      // The notification says so.
      await user.goto(`${base()}/profile/notification`);
      const notice = user.getByTestId('notification').filter({ hasText: 'Withdrawal rejected' });
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.innerText().then(visible)).toContain(REJECT_REASON);
      await pageShot(user, 'funds-notifications');
    },
  );

  step('user: the transaction record lists every step and exports them as CSV', async () => {
    await user.goto(`${base()}/profile/records`);
    await user.getByRole('heading', { level: 1, name: 'Transaction record' }).waitFor();
    expect(await user.getByTestId('statement-book').innerText().then(visible)).toBe(
      'Account: Real account',
    );
    const table = user.getByTestId('statement');
    await table.waitFor({ timeout: 15_000 });
    const rows = () =>
      table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) =>
            [...tr.querySelectorAll('td')].slice(1, 5).map((td) => (td as HTMLElement).innerText),
          ),
        )
        .then((lines) => lines.map((line) => line.map(visible)));
    await expect.poll(async () => (await rows()).length, { timeout: 15_000 }).toBe(5);
    const lines = await rows();
    const btcLine = lines.find((line) => line[1] === 'BTC');
    expect(btcLine?.[2]).toMatch(/^\+0\.\d+$/);
    // Newest first; the two sides of the exchange are one entry (in either order).
    expect(lines.slice(0, 2)).toEqual([
      ['Withdrawal returned', 'USDT', '+100.00', '-100.00'],
      ['Withdrawal requested (held)', 'USDT', '-100.00', '+100.00'],
    ]);
    expect(lines.slice(2, 4)).toEqual(
      expect.arrayContaining([
        ['Currency exchange', 'USDT', '-100.00', '0.00'],
        ['Currency exchange', 'BTC', btcLine![2], '0.00000000'], // BTC in its 8 display places
      ]),
    );
    expect(lines[4]).toEqual(['Deposit', 'USDT', '+500.00', '0.00']);
    await expectAccessible(user);
    await pageShot(user, 'funds-records');

    // Export CSV: a download with the same lines.
    const [download] = await Promise.all([
      user.waitForEvent('download', { timeout: 15_000 }),
      user.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...body] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      'time_utc,entry,type,reference_type,reference,asset,available_change,frozen_change,available_after,frozen_after',
    );
    const csvLines = body.map((line) => {
      const cells = line.split(',');
      return [cells[2], cells[5], amount(cells[6]!), amount(cells[7]!)];
    });
    expect(csvLines).toHaveLength(5);
    expect(csvLines).toEqual(
      expect.arrayContaining([
        ['deposit', 'USDT', 500, 0],
        ['exchange', 'USDT', -100, 0],
        ['exchange', 'BTC', amount(btcLine![2]!), 0],
        ['withdrawal_freeze', 'USDT', -100, 100],
        ['withdrawal_release', 'USDT', 100, -100],
      ]),
    );
  });

  step('phone: the deposit and withdraw pages fit the screen', async () => {
    const phone = await openPage(browser, PHONE, pageErrors, 'phone');
    try {
      const page = phone.page;
      await page.goto(`${base()}/pass/login`);
      await submitLogin(page, username);
      await page.waitForURL((url) => url.pathname === '/');

      // A new browser starts in the demo account: switch on the deposit page.
      await page.goto(`${base()}/profile/deposit`);
      const realOnly = page.getByTestId('funds-real-only');
      await realOnly.waitFor({ timeout: 15_000 });
      await expectNoOverflow(page, 'phone deposit page (demo)');
      await realOnly.getByText('Real', { exact: true }).tap();
      const deposit = page.getByTestId('deposit-form');
      await deposit.waitFor({ timeout: 15_000 });
      expect(await deposit.getByTestId('deposit-address').innerText().then(visible)).toBe(
        TRC20_ADDRESS,
      );
      await page
        .getByTestId('deposit-records')
        .getByTestId(/^deposit-\d+$/)
        .waitFor({ timeout: 15_000 });
      await expectNoOverflow(page, 'phone deposit page');
      await expectAccessible(page);
      await pageShot(page, 'funds-phone-deposit');

      await page
        .getByRole('navigation', { name: 'Deposit or withdraw' })
        .getByText('Withdraw')
        .tap();
      await page.waitForURL((url) => url.pathname === '/profile/withdraw');
      const withdraw = page.getByTestId('withdraw-form');
      await withdraw.waitFor({ timeout: 15_000 });
      await withdraw.getByRole('radio', { name: 'Crypto address', exact: true }).check();
      await withdraw.getByRole('radio', { name: 'TRC20', exact: true }).check();
      await withdraw.getByLabel('Receiving address').fill(TRC20_ADDRESS);
      await withdraw.getByLabel('Amount (USDT)').fill('250');
      await expect
        .poll(() => withdraw.getByTestId('withdraw-figure-received').innerText().then(visible))
        .toBe('247.50 USDT');
      await page
        .getByTestId('withdraw-records')
        .getByTestId(/^withdrawal-\d+$/)
        .waitFor({ timeout: 15_000 });
      await expectNoOverflow(page, 'phone withdraw page');
      await expectAccessible(page);
      await pageShot(page, 'funds-phone-withdraw');
    } finally {
      await phone.context.close();
    }
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('the ledger after the money moved', () => {
  it('the server stops gracefully and `npm run ledger:verify` finds the ledger sound', async () => {
    await expectStopAndSoundLedger(app);
  }, 120_000);
});
