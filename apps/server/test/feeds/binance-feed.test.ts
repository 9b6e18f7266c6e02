import type { AddressInfo } from 'node:net';
import { formatAmount } from '@meridian/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { BinanceFeed } from '../../src/feeds/binance-feed.js';
import type { PriceTick } from '../../src/feeds/market-feed.js';
import { recordedMiniTickers } from './fixtures-binance.js';

const quietLog = { info: () => undefined, warn: () => undefined, debug: () => undefined };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A local server that replays recorded messages to each connection, then optionally hangs up. */
async function replayServer(messages: readonly string[], hangUpAfter: boolean) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const requests: string[] = [];
  wss.on('connection', (socket, request) => {
    requests.push(request.url ?? '');
    for (const message of messages) socket.send(message);
    if (hangUpAfter) setTimeout(() => socket.close(), 20);
  });
  cleanups.push(() => new Promise((resolve) => wss.close(() => resolve())));
  const { port } = wss.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}/stream`, requests };
}

describe('Binance mini-ticker adapter', () => {
  it('subscribes to our crypto symbols and turns recorded messages into exact ticks, ignoring the rest', async () => {
    const server = await replayServer(recordedMiniTickers, false);
    const ticks: PriceTick[] = [];
    const feed = new BinanceFeed({
      url: server.url,
      codes: ['BTCUSDT', 'ETHUSDT'],
      clock: () => new Date(),
      log: quietLog,
    });
    cleanups.push(() => feed.stop());
    await feed.start((batch) => ticks.push(...batch));
    await expect.poll(() => ticks.length, { timeout: 5000 }).toBe(3);
    expect(server.requests[0]).toBe('/stream?streams=btcusdt@miniTicker/ethusdt@miniTicker');
    expect(ticks.map((t) => [t.code, formatAmount(t.price), t.epochMs])).toEqual([
      ['BTCUSDT', '95012.34', 1795238400000],
      ['ETHUSDT', '3301.57', 1795238400500],
      ['BTCUSDT', '95020.1', 1795238401000],
    ]);
    // Volume is the growth of the rolling 24h volume between messages.
    expect(ticks.map((t) => formatAmount(t.volume ?? 0n))).toEqual(['0', '0', '0.1']);
  });

  it('reconnects with growing back-off after the exchange hangs up, and keeps delivering', async () => {
    const server = await replayServer(recordedMiniTickers.slice(0, 1), true);
    const ticks: PriceTick[] = [];
    const feed = new BinanceFeed({
      url: server.url,
      codes: ['BTCUSDT'],
      clock: () => new Date(),
      log: quietLog,
      initialBackoffMs: 20,
      maxBackoffMs: 80,
      random: () => 1,
    });
    cleanups.push(() => feed.stop());
    await feed.start((batch) => ticks.push(...batch));
    await expect.poll(() => feed.connections, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    await feed.stop();
    const after = feed.connections;
    await new Promise((r) => setTimeout(r, 200));
    expect(feed.connections).toBe(after);
  });

  it('keeps retrying while the exchange is unreachable', async () => {
    const feed = new BinanceFeed({
      url: 'ws://127.0.0.1:9/stream',
      codes: ['BTCUSDT'],
      clock: () => new Date(),
      log: quietLog,
      initialBackoffMs: 10,
      maxBackoffMs: 40,
    });
    cleanups.push(() => feed.stop());
    await feed.start(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(feed.connections).toBe(0);
    expect((feed as unknown as { attempt: number }).attempt).toBeGreaterThanOrEqual(3);
  });
});
