// The charity NFT market in Chromium (issue 16) against the built server on a fresh DATA_DIR, as
// new users would try it. The first administrator signs in (back office, desktop), shortens the
// anti-sniping window to 20 s so a real auction can end inside the test, and lists two items over
// the API: an auction ending in under a minute and a buy-now item. Two users with real USDT (a
// deposit approved over the API) bid against each other: Alice on a desktop in English, Bob on an
// iPhone in Arabic. Bob's bid reaches Alice's page over the live stream and her money comes back;
// Alice bids again in the last seconds and the end moves; when it passes the auction closes: the
// item is in Alice's My NFTs, Bob's money is back, the donation total is exactly the winning bid.
// Bob buys the other item at its buy-now price; the demo book is refused first. Screenshots of every
// new screen, desktop and phone, English and Arabic; the server stops and the ledger is sound.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { signInNewUser } from './support/accounts.js';
import { seriousViolations, violationTargets } from './support/axe.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { signInFirstAdmin } from './support/first-admin.js';
import { expectStopAndSoundLedger } from './support/ledger-check.js';
import { expectNoOverflow, openPage, PHONE } from './support/layouts.js';
import { apiCall, fundRealBook } from './support/real-book.js';
import { screenshot } from './support/screenshots.js';
import { storySteps } from './support/steps.js';
import { serveBuiltApp } from './support/test-server.js';
import { visible } from './support/text.js';

const app = serveBuiltApp('meridian-e2e-nfts-');
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;
const WINDOW_SECONDS = 20;

describe.skipIf(skipBrowserTests)('the charity NFT market in Chromium', () => {
  let browser: Browser;
  const pageErrors: string[] = [];
  let alice: Page;
  let aliceContext: BrowserContext;
  let bob: Page;
  let bobContext: BrowserContext;
  let staff: Page;
  let staffContext: BrowserContext;
  let staffToken = '';
  let auctionId = 0;
  let fixedId = 0;

  const step = storySteps();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: aliceContext, page: alice } = await openPage(
      browser,
      DESKTOP,
      pageErrors,
      'alice',
    ));
    ({ context: bobContext, page: bob } = await openPage(browser, PHONE, pageErrors, 'bob'));
    ({ context: staffContext, page: staff } = await openPage(
      browser,
      DESKTOP,
      pageErrors,
      'staff',
    ));
  });

  afterAll(async () => {
    await aliceContext?.close();
    await bobContext?.close();
    await staffContext?.close();
    await browser?.close();
  });

  const text = async (page: Page, testId: string) =>
    visible(await page.getByTestId(testId).innerText()).trim();
  const asStaff = () => ({ authorization: `Bearer ${staffToken}` });
  const tokenOf = async (page: Page) =>
    (await page.evaluate(() => localStorage.getItem('meridian.token')))!;

  async function shot(page: Page, name: string) {
    await expect
      .poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 15_000 })
      .toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  async function settle(page: Page, label: string) {
    await expectNoOverflow(page, label);
    expect(violationTargets(await seriousViolations(page))).toEqual([]);
  }

  async function realBook(page: Page, lang: 'en' | 'ar') {
    await page.evaluate((value) => {
      localStorage.setItem('meridian.virtualStatus', '0');
      localStorage.setItem('meridian.language', value);
    }, lang);
  }

  async function available(page: Page): Promise<string> {
    const reply = await apiCall(app, 'GET', '/swx/customer/user/listBalances', undefined, {
      authorization: await tokenOf(page),
      virtually: 'YES',
    });
    const real = (
      reply as { book: string; balances: { asset: string; available: string }[] }[]
    ).find((b) => b.book === 'real')!;
    const usdt = real.balances.find((b) => b.asset === 'USDT')!;
    return usdt.available as string;
  }

  /** Opens an item and bids the amount through the form and its confirmation. */
  async function bidThroughPage(page: Page, id: number, amount: string, shotName?: string) {
    if (!page.url().endsWith(`/nfts/${id}`)) await page.goto(`${app.url()}/nfts/${id}`);
    await page.getByTestId('nft-bid-amount').fill(amount, { timeout: 20_000 });
    await page.getByTestId('nft-bid-review').click();
    await page.getByTestId('nft-bid-frozen').waitFor();
    if (shotName) await shot(page, shotName);
    await page.getByTestId('nft-bid-submit').click();
    await page.getByTestId('nft-bid-frozen').waitFor({ state: 'detached', timeout: 15_000 });
  }

  step(
    'staff: the first administrator signs in, shortens the anti-sniping window, lists an auction and a buy-now item',
    async () => {
      await signInFirstAdmin(staff, app);
      staffToken = (await staff.evaluate(() => sessionStorage.getItem('meridian.staffToken')))!;
      for (const key of ['nft.extendWindowSeconds', 'nft.extendBySeconds'])
        await apiCall(app, 'PUT', '/swx/admin/settings', { key, value: WINDOW_SECONDS }, asStaff());
      const now = Date.now();
      const auction = await apiCall(
        app,
        'POST',
        '/swx/admin/nfts',
        {
          tokenId: '4242',
          chain: 'Ethereum',
          contractAddress: '0x8f3c6a1e0d2b4c5a9e7f1d3b5a7c9e1f2d4b6a8c',
          creator: 'Hospital art class',
          titles: { en: 'Lighthouse at Dawn', ar: 'منارة عند الفجر' },
          stories: { en: 'Painted by Mia, 9, during her stay on the children’s ward.' },
          startPrice: '10',
          priceStep: '1',
          reservePrice: null,
          buyNowPrice: null,
          startsAt: now,
          endsAt: now + 75_000,
        },
        asStaff(),
      );
      auctionId = auction.id;
      const fixed = await apiCall(
        app,
        'POST',
        '/swx/admin/nfts',
        {
          tokenId: '4243',
          chain: 'Polygon',
          contractAddress: '0x1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d',
          creator: 'Hospital art class',
          titles: { en: 'Paper Boats', ar: 'قوارب ورقية' },
          stories: { en: 'Folded and painted by the youngest patients.' },
          startPrice: null,
          priceStep: '1',
          reservePrice: null,
          buyNowPrice: '25',
          startsAt: now,
          endsAt: now + 3_600_000,
        },
        asStaff(),
      );
      fixedId = fixed.id;
      await staff.goto(`${app.url()}/admin/nfts`);
      await staff.getByText('Lighthouse at Dawn').first().waitFor({ timeout: 15_000 });
      await settle(staff, 'admin nfts desktop');
      await shot(staff, 'admin-nfts-desktop-en');
      await staff.goto(`${app.url()}/admin/nfts/new`);
      await staff.getByTestId('nft-form').waitFor({ timeout: 15_000 });
      await settle(staff, 'admin nft new desktop');
      await shot(staff, 'admin-nft-new-desktop-en');
    },
  );

  step(
    'two users with real USDT: Alice on a desktop in English, Bob on a phone in Arabic',
    async () => {
      const stamp = Date.now().toString(36);
      await signInNewUser(aliceContext, alice, app.url(), `na${stamp}`);
      await signInNewUser(bobContext, bob, app.url(), `nb${stamp}`);
      // A new account starts in the demo book: bidding there asks for the real account.
      await alice.goto(`${app.url()}/nfts/${auctionId}`);
      await alice.getByTestId('nft-real-only').waitFor({ timeout: 20_000 });
      await shot(alice, 'nft-item-demo-desktop-en');
      await fundRealBook(app, await tokenOf(alice), staffToken, '200');
      await fundRealBook(app, await tokenOf(bob), staffToken, '200');
      await realBook(alice, 'en');
      await realBook(bob, 'ar');
      await alice.goto(`${app.url()}/nfts`);
      await alice.getByTestId('nft-grid').waitFor({ timeout: 20_000 });
      expect(await text(alice, 'nft-donation-total')).toContain('0.00');
      expect(await text(alice, 'nft-custody')).toContain('not tokens minted');
      await settle(alice, 'nft market desktop');
      await shot(alice, 'nft-market-desktop-en');
      await bob.goto(`${app.url()}/nfts`);
      await bob.getByTestId('nft-grid').waitFor({ timeout: 20_000 });
      await settle(bob, 'nft market phone ar');
      await shot(bob, 'nft-market-phone-ar');
    },
  );

  step(
    'they bid against each other; the outbid money comes back at once and the stream shows it',
    async () => {
      await bidThroughPage(alice, auctionId, '10', 'nft-bid-confirm-desktop-en');
      await alice.getByTestId('nft-you-lead').waitFor({ timeout: 15_000 });
      expect(await available(alice)).toBe('190');
      await settle(alice, 'nft item desktop');
      await shot(alice, 'nft-item-desktop-en');
      // Bob must raise by the larger of 5% and the step: 11.
      await bob.goto(`${app.url()}/nfts/${auctionId}`);
      await bob.getByTestId('nft-bid-amount').waitFor({ timeout: 20_000 });
      expect(await bob.getByTestId('nft-bid-amount').inputValue()).toBe('11');
      await bidThroughPage(bob, auctionId, '11', 'nft-bid-confirm-phone-ar');
      await bob.getByTestId('nft-you-lead').waitFor({ timeout: 15_000 });
      await settle(bob, 'nft item phone ar');
      await shot(bob, 'nft-item-phone-ar');
      // Alice's open page hears it: the new bid, and she no longer leads; her 10 USDT is back.
      await expect
        .poll(() => text(alice, 'nft-detail-currentBid'), { timeout: 15_000 })
        .toContain('11.00');
      await alice.getByTestId('nft-you-lead').waitFor({ state: 'detached', timeout: 15_000 });
      expect(await available(alice)).toBe('200');
      expect(await available(bob)).toBe('189');
    },
  );

  step(
    'Alice bids in the last seconds: the end moves; then the auction closes and the item is hers',
    async () => {
      const before = await apiCall(app, 'GET', `/swx/customer/index/getNftById/${auctionId}`);
      const lateMs = before.endsAt - WINDOW_SECONDS * 1000 + 3000;
      await alice.waitForTimeout(Math.max(0, lateMs - Date.now()));
      await bidThroughPage(alice, auctionId, '12');
      const after = await apiCall(app, 'GET', `/swx/customer/index/getNftById/${auctionId}`);
      expect(after.endsAt).toBeGreaterThan(before.endsAt);
      expect(after.currentBid).toBe('12');
      expect(await available(bob)).toBe('200');
      // The close: within seconds of the end the item is sold, on Alice's page too.
      await alice.getByTestId('nft-detail-soldPrice').waitFor({ timeout: 60_000 });
      expect(await text(alice, 'nft-detail-status')).toBe('Sold');
      expect(await text(alice, 'nft-detail-soldPrice')).toContain('12.00');
      await shot(alice, 'nft-item-sold-desktop-en');
      await alice.goto(`${app.url()}/nfts/mine`);
      await alice.getByTestId(`nft-mine-${auctionId}`).waitFor({ timeout: 20_000 });
      await settle(alice, 'my nfts desktop');
      await shot(alice, 'nft-mine-desktop-en');
      expect(await available(alice)).toBe('188');
      await alice.goto(`${app.url()}/nfts`);
      await expect
        .poll(() => text(alice, 'nft-donation-total'), { timeout: 15_000 })
        .toContain('12.00');
    },
    180_000,
  );

  step('Bob buys the other item at its buy-now price; the donation rises by it', async () => {
    await bob.goto(`${app.url()}/nfts/${fixedId}`);
    await bob.getByTestId('nft-buy').click({ timeout: 20_000 });
    await bob.getByTestId('nft-buy-charity').waitFor();
    await shot(bob, 'nft-buy-confirm-phone-ar');
    await bob.getByTestId('nft-buy-submit').click();
    await bob.getByTestId('nft-detail-soldPrice').waitFor({ timeout: 15_000 });
    expect(await available(bob)).toBe('175');
    const donations = await apiCall(app, 'GET', '/swx/customer/index/listCharityDonation');
    expect(donations.total).toBe('37');
    await bob.goto(`${app.url()}/nfts/mine`);
    await bob.getByTestId(`nft-mine-${fixedId}`).waitFor({ timeout: 20_000 });
    await settle(bob, 'my nfts phone ar');
    await shot(bob, 'nft-mine-phone-ar');
    await bob.goto(`${app.url()}/nfts/donations`);
    await bob.getByTestId('nft-donations-ledger').waitFor({ timeout: 20_000 });
    await settle(bob, 'donations phone ar');
    await shot(bob, 'nft-donations-phone-ar');
    // The demo book: bidding is for the real account.
    await alice.goto(`${app.url()}/nfts/donations`);
    await alice.getByTestId('nft-donations-ledger').waitFor({ timeout: 20_000 });
    await shot(alice, 'nft-donations-desktop-en');
  });

  step(
    'the back office shows the sales and the charity payouts page; the items on a phone in Arabic',
    async () => {
      await staff.goto(`${app.url()}/admin/charity-payouts`);
      await staff.getByTestId('payout-form').waitFor({ timeout: 15_000 });
      await settle(staff, 'admin charity payouts desktop');
      await shot(staff, 'admin-charity-payouts-desktop-en');
      await staff.setViewportSize(PHONE.viewport);
      await staff.evaluate(() => localStorage.setItem('meridian.language', 'ar'));
      await staff.goto(`${app.url()}/admin/nfts`);
      // The back office lists items by their English titles.
      await staff.getByText('Lighthouse at Dawn').first().waitFor({ timeout: 15_000 });
      await settle(staff, 'admin nfts phone ar');
      await shot(staff, 'admin-nfts-phone-ar');
      expect(pageErrors).toEqual([]);
    },
  );

  step(
    'the server stops gracefully and `npm run ledger:verify` finds the ledger sound',
    async () => {
      await expectStopAndSoundLedger(app);
    },
  );
});
