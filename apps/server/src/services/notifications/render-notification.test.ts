import { describe, expect, it } from 'vitest';
import type { NotificationRow } from './create-notification.js';
import { renderNotification } from './render-notification.js';

const visible = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

function row(kind: string, params: Record<string, string | number>): NotificationRow {
  return {
    id: '1',
    userId: 'u1',
    kind,
    params,
    refType: null,
    refId: null,
    readAt: null,
    createdAt: new Date('2026-11-26T12:00:00Z'),
  } as NotificationRow;
}

// Issue 13, "Shared web formatting": notifications printed "100000 USDT". The server renders
// their figures with the same formatter as the app: the asset's display places, the locale's
// separators, never rounded, each figure bidi-isolated.
describe("a notification's figures", () => {
  it("shows money in its asset's places with the language's separators", () => {
    const welcome = row('welcome', { amount: '100000' });
    expect(visible(renderNotification(welcome, 'en').body)).toContain('100,000.00 USDT');
    expect(visible(renderNotification(welcome, 'de').body)).toContain('100.000,00 USDT');
  });

  it('keeps every unit of a withdrawal (never rounds) and uses the asset named in the params', () => {
    const paid = row('withdrawalApproved', { amount: '0.5', received: '0.49975', asset: 'BTC' });
    const body = visible(renderNotification(paid, 'en').body);
    expect(body).toContain('0.50000000 BTC');
    expect(body).toContain('0.49975000 BTC');
    const odd = row('withdrawalApproved', { amount: '10', received: '9.123456', asset: 'USDT' });
    expect(visible(renderNotification(odd, 'en').body)).toContain('9.123456 USDT');
  });

  it('writes prices and lots as precise as stored, grouped', () => {
    const filled = row('orderFilled', { code: 'BTCUSDT', lots: '0.01', price: '97994.5' });
    expect(visible(renderNotification(filled, 'en').body)).toBe(
      'Your pending BTCUSDT order for 0.01 lots opened at 97,994.5.',
    );
    expect(visible(renderNotification(filled, 'de').body)).toContain('97.994,5');
  });

  it('isolates each figure in Arabic, so the sentence keeps its order', () => {
    const reset = row('demoReset', { amount: '100000' });
    expect(renderNotification(reset, 'ar').body).toContain('\u2068100,000.00\u2069');
  });

  it('leaves text params (codes, reasons, devices) as they are', () => {
    const failed = row('depositRejected', { amount: '5', asset: 'USDT', reason: 'No 1,2 match' });
    expect(visible(renderNotification(failed, 'en').body)).toBe(
      'Your deposit of 5.00 USDT was rejected: No 1,2 match.',
    );
  });
});
