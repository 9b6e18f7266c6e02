import type { Page } from 'playwright-core';

/**
 * Opens the dev mailbox page, as a person would, and reads the 6-digit code in the newest
 * message to `recipient` (the page lists newest first).
 */
export async function readCodeFromMailbox(
  page: Page,
  baseUrl: string,
  recipient: string,
): Promise<string> {
  const response = await page.goto(`${baseUrl}/dev/mailbox`);
  if (response?.status() !== 200) {
    throw new Error(`GET /dev/mailbox answered ${response?.status()}: ${await response?.text()}`);
  }
  const message = page.locator(`article.msg[data-recipient=${JSON.stringify(recipient)}]`).first();
  await message.waitFor({ timeout: 10_000 });
  const text = await message.innerText();
  if (!text.includes(`to ${recipient}`)) {
    throw new Error(`The mailbox message does not name ${recipient}: ${text}`);
  }
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mailbox message to ${recipient}: ${text}`);
  return code;
}
