// The customer-service chat, the person's side (issue 17), in Chromium against the built server on
// a fresh DATA_DIR. A visitor on a phone opens /profile/kefu without signing in, keeps the visitor
// token, writes text (shown as text: `<b>` stays letters) and sends an image; staff (over the API,
// as the console would) read it, leave an internal note and reply: the reply arrives live (the
// note's seq is a gap the page reads past), the visitor's messages show "Read by support". A
// reload shows the conversation once. The visitor ends the chat and rates it; writing again opens a
// new conversation. Then they register and sign in: the conversation joins their account (the
// token is forgotten) and a staff reply elsewhere in the app shows on the service icon. Axe finds
// nothing serious on the chat, phone and desktop, English and Arabic.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { signInNewUser } from './support/accounts.js';
import { seriousViolations, violationTargets } from './support/axe.js';
import { launchBrowser, skipBrowserTests } from './support/browser.js';
import { expectNoOverflow, openPage, PHONE } from './support/layouts.js';
import { apiCall, firstAdminToken } from './support/real-book.js';
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

  step('staff read, note and reply: the reply arrives live, read receipts show', async () => {
    staffToken = await firstAdminToken(app);
    const queue = await apiCall(app, 'GET', '/swx/admin/chat/conversations', undefined, asStaff());
    expect(queue.items).toHaveLength(1);
    conversationId = queue.items[0].id;
    const path = `/swx/admin/chat/conversations/${conversationId}`;
    await apiCall(app, 'POST', `${path}/read`, { seq: 2 }, asStaff());
    await visitor
      .getByTestId('chat-message-2')
      .getByText('Read by support')
      .waitFor({ timeout: 15_000 });
    await apiCall(
      app,
      'POST',
      `${path}/send`,
      { clientMsgId: 'e2e-note-1', text: 'internal: check the deposit', note: true },
      asStaff(),
    );
    await apiCall(
      app,
      'POST',
      `${path}/send`,
      { clientMsgId: 'e2e-reply-1', text: 'Hello! It is on its way.\nAbout 10 minutes.' },
      asStaff(),
    );
    await visitor.getByTestId('chat-message-4').waitFor({ timeout: 15_000 });
    expect(await textOf(visitor, 4)).toBe('Hello! It is on its way.\nAbout 10 minutes.');
    expect(await visitor.getByText('internal: check the deposit').count()).toBe(0);
    // The visible page reads the reply.
    await expect
      .poll(
        async () =>
          (await apiCall(app, 'GET', path, undefined, asStaff())).conversation.userReadSeq,
        { timeout: 15_000 },
      )
      .toBe(4);
    await visitor.reload();
    await visitor.getByTestId('chat-message-4').waitFor({ timeout: 20_000 });
    expect(await visitor.getByRole('log').getByRole('listitem').count()).toBe(3);
    await screenshot(visitor, 'chat-visitor-phone');
  });

  step('axe: nothing serious on the chat (phone and desktop, English and Arabic)', async () => {
    for (const [label, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const language of ['en', 'ar']) {
        const { context, page } = await openPage(browser, options, pageErrors, label);
        await context.addInitScript(
          (lang) => localStorage.setItem('meridian.language', lang),
          language,
        );
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
    const queue = await apiCall(app, 'GET', '/swx/admin/chat/conversations', undefined, asStaff());
    const mine = queue.items.find((item: { person: string }) => item.person === username);
    expect(mine, JSON.stringify(queue.items)).toBeTruthy();
    await apiCall(
      app,
      'POST',
      `/swx/admin/chat/conversations/${mine.id}/send`,
      { clientMsgId: 'e2e-reply-2', text: 'Welcome aboard!' },
      asStaff(),
    );
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
