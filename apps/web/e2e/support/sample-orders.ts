import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { post } from './api.js';

/**
 * Gives a demo user rows in every order table, over the API: a 0.1-lot BTCUSDT margin position,
 * a spot limit buy far below the market (it rests) and, with `filledSpot`, a small spot market
 * buy (it fills). Every reply must be a success (200, or 20004 "purchase successful").
 */
export async function placeSampleOrders(
  base: string,
  token: string,
  { filledSpot = false }: { filledSpot?: boolean } = {},
): Promise<void> {
  const headers = (): Record<string, string> => ({
    authorization: token,
    virtually: 'NO',
    'idempotency-key': randomUUID(),
  });
  const order = '/swx/customer/order';
  const requests: [string, object][] = [
    [`${order}/buyU`, { code: 'BTCUSDT', side: 'long', type: 'market', lots: '0.1', leverage: 2 }],
    [
      `${order}/submit`,
      { code: 'BTCUSDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.001' },
    ],
    ...(filledSpot
      ? ([
          [`${order}/submit`, { code: 'BTCUSDT', side: 'buy', type: 'market', quantity: '0.001' }],
        ] as [string, object][])
      : []),
  ];
  for (const [path, body] of requests) {
    const reply = await post(base, path, body, headers());
    expect([200, 20004], JSON.stringify(reply.body)).toContain(reply.body?.code);
  }
}
