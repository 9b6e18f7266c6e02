// The customer-service chat (issue 17), in Chromium against the built server on a fresh DATA_DIR.
// A visitor on a phone opens /profile/kefu without signing in, keeps the visitor token, writes text
// (shown as text: `<b>` stays letters) and sends an image. The first administrator signs in to the
// back office on a desktop and answers from the console: the queue, the conversation (opening it
// reads it: the visitor sees "Read by support"), an internal note and a reply that arrives live
// (the note's seq is a gap the page reads past) and shows "Seen" in the console. A reload shows
// the conversation once. The visitor ends the chat and rates it; writing again opens a new
// conversation. Then they register and sign in: the conversation joins their account (the token
// is forgotten); staff answer it from the console with the user's balances beside it, and the
// reply shows on the service icon. Axe finds nothing serious on the chat, phone and desktop,
// English and Arabic.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { signInNewUser } from './support/accounts.js';
import { seriousViolations, violationTargets } from './support/axe.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { expectNoOverflow, openPage, PHONE } from './support/layouts.js';
import { signInFirstAdmin } from './support/first-admin.js';
import { apiCall } from './support/real-book.js';
import { screenshot } from './support/screenshots.js';
import { storySteps } from './support/steps.js';
import { serveBuiltApp } from './support/test-server.js';

const app = serveBuiltApp('meridian-e2e-chat-');
const DESKTOP = { viewport: { width: 1366, height: 900 } } as const;

/** A 64×40 PNG (a gradient): a real image the server decodes and re-encodes. */
async function samplePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 64, 40);
    gradient.addColorStop(0, '#28549a');
    gradient.addColorStop(1, '#07944d');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 64, 40);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

describe.skipIf(skipBrowserTests)('the customer-service chat in Chromium', () => {
  let browser: Browser;
  const pageErrors: string[] = [];
  let visitor: Page;
  let visitorContext: BrowserContext;
  let staff: Page;
  let staffToken = '';
  let conversationId = 0;
  const username = `chatter${Date.now() % 100_000}`;
  const step = storySteps();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: visitorContext, page: visitor } = await openPage(
      browser,
      PHONE,
      pageErrors,
      'visitor',
    ));
  });

  afterAll(async () => {
    await visitorContext?.close();
    await browser?.close();
  });

  const asStaff = () => ({ authorization: `Bearer ${staffToken}` });
  const live = (page: Page) =>
    page.waitForFunction(
      () =>
        document.querySelector('[data-testid="chat-connection"]')?.getAttribute('data-state') ===
        'live',
      undefined,
      { timeout: 20_000 },
    );
  const textOf = async (page: Page, seq: number) =>
    page.getByTestId(`chat-message-${seq}`).getByTestId('chat-text').textContent();

  step('a visitor opens the chat without signing in and sends text and an image', async () => {
    await visitor.goto(`${app.url()}/profile/kefu`);
    await visitor.getByText('Hello! How can we help?').waitFor({ timeout: 20_000 });
    const token = await visitor.evaluate(() => localStorage.getItem('meridian.chat.visitor'));
    expect(token).toMatch(/^cv_/);
    await live(visitor);

    await visitor.getByRole('textbox', { name: 'Message' }).fill('My deposit is <b>late</b>');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByTestId('chat-message-1').waitFor();
    expect(await textOf(visitor, 1)).toBe('My deposit is <b>late</b>');
    expect(await visitor.getByTestId('chat-pending').count()).toBe(0);

    await visitor.getByTestId('chat-file').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: await samplePng(visitor),
    });
    await visitor.getByRole('button', { name: 'Send' }).click();
    const image = visitor.getByTestId('chat-message-2').getByTestId('chat-image');
    await image.waitFor({ timeout: 15_000 });
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await visitor.getByTestId('chat-message-2').getByText('Sent').count()).toBe(1);
  });

  step(
    'staff in the console (desktop): the queue, read, an internal note and a reply that arrives live; receipts both ways',
    async () => {
      ({ page: staff } = await openPage(browser, DESKTOP, pageErrors, 'staff'));
      await signInFirstAdmin(staff, app);
      staffToken =
        (await staff.evaluate(() => sessionStorage.getItem('meridian.staffToken'))) ?? '';
      expect(staffToken).toMatch(/^stf_/);
      await staff.goto(`${app.url()}/admin/chat`);
      await staff.getByRole('heading', { level: 1, name: 'Customer service' }).waitFor();
      const item = staff.getByTestId(/^chat-item-\d+$/);
      await item.first().waitFor({ timeout: 15_000 });
      expect(await item.count()).toBe(1);
      conversationId = Number((await item.getAttribute('data-testid'))!.split('-').pop());
      expect(await staff.getByTestId(`chat-unread-${conversationId}`).innerText()).toBe('2');
      await item.click();
      // Opening it reads the visitor's messages: their page says so.
      const log = staff.getByRole('log', { name: `Messages with Visitor #${conversationId}` });
      await log.waitFor();
      expect(await log.getByTestId('chat-message-1').innerText()).toContain(
        'My deposit is <b>late</b>',
      );
      await log.getByRole('img', { name: `Image from Visitor #${conversationId}` }).waitFor();
      await visitor
        .getByTestId('chat-message-2')
        .getByText('Read by support')
        .waitFor({ timeout: 15_000 });
      // The context of a visitor: nothing to show but that.
      await staff.getByTestId('chat-context').waitFor();

      await staff.getByRole('switch', { name: 'Internal note' }).click();
      await staff
        .getByRole('textbox', { name: 'Internal note for staff' })
        .fill('internal: check the deposit');
      await staff.getByRole('button', { name: 'Add note' }).click();
      await log.getByTestId('chat-message-3').getByText('Internal note').waitFor();
      await staff.getByRole('switch', { name: 'Internal note' }).click();
      await staff
        .getByRole('textbox', { name: 'Reply to the customer' })
        .fill('Hello! It is on its way.\nAbout 10 minutes.');
      await staff.getByRole('button', { name: 'Send' }).click();

      await visitor.getByTestId('chat-message-4').waitFor({ timeout: 15_000 });
      expect(await textOf(visitor, 4)).toBe('Hello! It is on its way.\nAbout 10 minutes.');
      expect(await visitor.getByText('internal: check the deposit').count()).toBe(0);
      // The visible page reads the reply; the console shows it seen, live.
      await staff
        .getByTestId('chat-receipt-4')
        .getByText('Seen', { exact: true })
        .waitFor({ timeout: 15_000 });
      await screenshot(staff, 'admin-chat-live-desktop-en-visitor');
      await visitor.reload();
      await visitor.getByTestId('chat-message-4').waitFor({ timeout: 20_000 });
      expect(await visitor.getByRole('log').getByRole('listitem').count()).toBe(3);
      await screenshot(visitor, 'chat-visitor-phone');
    },
  );

  step('axe: nothing serious on the chat (phone and desktop, English and Arabic)', async () => {
    for (const [label, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const language of ['en', 'ar']) {
        const { context, page } = await openPage(browser, options, pageErrors, label, {
          language,
        });
        await page.goto(`${app.url()}/profile/kefu`);
        await page.getByTestId('chat-panel').waitFor({ timeout: 20_000 });
        expect(violationTargets(await seriousViolations(page)), `${label} ${language}`).toEqual([]);
        await expectNoOverflow(page, `${label} ${language}`);
        await context.close();
      }
    }
  });

  step(
    'the visitor ends the chat and rates it; writing again opens a new conversation',
    async () => {
      await visitor.getByRole('button', { name: 'End chat' }).click();
      await visitor.getByRole('dialog').getByRole('button', { name: 'End chat' }).click();
      await visitor.getByText('This conversation has ended.').waitFor();
      await visitor.getByRole('radio', { name: '4 stars' }).check();
      await visitor.getByRole('textbox', { name: 'Comment (optional)' }).fill('Clear answer');
      await visitor.getByRole('button', { name: 'Send rating' }).click();
      await visitor.getByText('Thank you for your feedback.').waitFor();
      const closed = await apiCall(
        app,
        'GET',
        `/swx/admin/chat/conversations/${conversationId}`,
        undefined,
        asStaff(),
      );
      expect(closed.conversation).toMatchObject({ status: 'closed', rating: 4 });

      await visitor.getByRole('button', { name: 'Start a new conversation' }).click();
      await visitor.getByRole('textbox', { name: 'Message' }).fill('Another question');
      await visitor.getByRole('button', { name: 'Send' }).click();
      await expect
        .poll(() => visitor.getByRole('log').getByRole('listitem').count(), { timeout: 15_000 })
        .toBe(1);
      expect(await textOf(visitor, 1)).toBe('Another question');
      await live(visitor);
    },
  );

  step('signing up joins the conversation to the account; the badge counts a reply', async () => {
    await signInNewUser(visitorContext, visitor, app.url(), username);
    await expect
      .poll(() => visitor.evaluate(() => localStorage.getItem('meridian.chat.visitor')), {
        timeout: 15_000,
      })
      .toBe(null);
    // Staff answer from the console with the user's context beside the chat.
    const item = staff.getByRole('link', { name: new RegExp(`^${username}\\b`) });
    await item.waitFor({ timeout: 15_000 });
    await item.click();
    await staff.getByRole('log', { name: `Messages with ${username}` }).waitFor();
    const context = staff.getByTestId('chat-context');
    await context.getByRole('heading', { name: username }).waitFor();
    expect(await context.getByTestId('chat-balances-demo').innerText()).toContain('100,000');
    expect(await context.getByTestId('chat-context-loans').innerText()).toContain('No open loans');
    await staff.getByRole('textbox', { name: 'Reply to the customer' }).fill('Welcome aboard!');
    await staff.getByRole('button', { name: 'Send' }).click();
    await screenshot(staff, 'admin-chat-live-desktop-en-user');
    expect(violationTargets(await seriousViolations(staff)), 'console').toEqual([]);
    await visitor
      .getByRole('link', { name: 'Customer service, 1 unread reply' })
      .waitFor({ timeout: 15_000 });
    await visitor.getByRole('link', { name: 'Customer service, 1 unread reply' }).click();
    await visitor.getByTestId('chat-message-2').waitFor({ timeout: 20_000 });
    expect(await textOf(visitor, 1)).toBe('Another question');
    expect(await textOf(visitor, 2)).toBe('Welcome aboard!');
    await visitor
      .getByRole('link', { name: 'Customer service', exact: true })
      .waitFor({ timeout: 15_000 });
    await screenshot(visitor, 'chat-user-phone');
    expect(pageErrors).toEqual([]);
  });
});
