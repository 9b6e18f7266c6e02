import { envelopeSchema, marketItemSchema } from '@meridian/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messageFor } from '../../src/plugins/envelope.js';
import { listMarkets } from '../../src/services/market/list-markets.js';
import { MarketState } from '../../src/services/market/market-state.js';
import { useTestServer } from '../helpers/test-server.js';

// Monday 14:29:00 UTC: crypto, forex and futures trade; US equities open at 14:30.
const BEFORE_US_OPEN = new Date('2026-11-23T14:29:00Z');
const server = useTestServer({ env: { MARKET_SEED: 'list-cache' }, startAt: BEFORE_US_OPEN });
const URL = '/swx/customer/index/listMarketByType';

/** What the route sent before the reply was cached: reply.ok(listMarkets(…)) through the zod serializer. */
function oldPathBody(type: Parameters<typeof listMarkets>[1], lang: 'en' | 'ja') {
  const serialize = serializerCompiler({
    schema: envelopeSchema(z.array(marketItemSchema)),
    method: 'GET',
    url: URL,
  });
  return serialize({
    code: 200,
    msg: messageFor(lang, 200),
    result: listMarkets(server.deps, type),
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

afterEach(() => vi.restoreAllMocks());

describe('listMarketByType is served from a reply built once per change', () => {
  it('sends byte for byte what the per-request serializer sent, per type and language', async () => {
    server.stepMarket(120);
    for (const [query, type] of [
      ['', undefined],
      ['?type=crypto', 'crypto'],
      ['?type=stock', 'stock'],
    ] as const) {
      for (const lang of ['en', 'ja'] as const) {
        const reply = await get(`${URL}${query}`, { lang });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(reply.body).toBe(oldPathBody(type, lang));
      }
    }
    const ja = JSON.parse((await get(URL, { lang: 'ja' })).body);
    const en = JSON.parse((await get(URL)).body);
    expect(ja.msg).not.toBe(en.msg);
    expect(en.result[0].hundred).toHaveLength(100);
  });

  it('does not rebuild the list while nothing changed, and rebuilds after a tick', async () => {
    const first = await get(URL);
    const snapshot = vi.spyOn(MarketState.prototype, 'snapshot');
    for (let i = 0; i < 50; i += 1) expect((await get(URL)).body).toBe(first.body);
    expect(snapshot).not.toHaveBeenCalled();

    server.stepMarket(1);
    const after = await get(URL);
    expect(snapshot).toHaveBeenCalled();
    expect(after.body).not.toBe(first.body);
    expect(after.body).toBe(oldPathBody(undefined, 'en'));
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 to a matching If-None-Match and 200 with the new list once it moved', async () => {
    const first = await get(URL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const unchanged = await get(URL, { 'if-none-match': `"other", ${etag}` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    server.stepMarket(1);
    const moved = await get(URL, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toBe(oldPathBody(undefined, 'en'));
  });

  it('follows a market opening with no tick (tradingOpen follows the clock)', async () => {
    // The test clock advanced with the ticks above; go back to a fixed instant before 14:30.
    server.time.advance(Date.parse('2026-11-30T14:29:10Z') - server.time.clock().getTime());
    const aapl = async () =>
      JSON.parse((await get(`${URL}?type=stock`)).body).result.find(
        (m: { code: string }) => m.code === 'AAPL',
      );
    expect((await aapl()).tradingOpen).toBe(false);
    server.time.advance(60_000);
    expect((await aapl()).tradingOpen).toBe(true);
    expect((await get(`${URL}?type=stock`)).body).toBe(oldPathBody('stock', 'en'));
  });
});
