import { envelopeSchema, marketItemSchema } from '@meridian/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type * as contentEncoding from '../../src/lib/content-encoding.js';
import { compressBody } from '../../src/lib/content-encoding.js';
import { messageFor } from '../../src/plugins/envelope.js';
import { listMarkets } from '../../src/services/market/list-markets.js';
import { MarketState } from '../../src/engines/market/market-state.js';
import { useTestServer } from '../helpers/test-server.js';

// Counts the compressions the route makes (the real function runs).
vi.mock('../../src/lib/content-encoding.js', async (importOriginal) => {
  const actual = await importOriginal<typeof contentEncoding>();
  return { ...actual, compressBody: vi.fn(actual.compressBody) };
});

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

describe('listMarketByType is sent compressed, compressed once per change', () => {
  const decode = (encoding: string, raw: Buffer) =>
    (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString('utf8');

  it('decompresses byte for byte to the plain reply, brotli or gzip by Accept-Encoding, with Vary', async () => {
    server.stepMarket(3);
    for (const lang of ['en', 'ja'] as const) {
      const plain = await get(URL, { lang });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
        ['*', 'br'],
      ] as const) {
        const reply = await get(URL, { lang, 'accept-encoding': accept });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-encoding']).toBe(encoding);
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(reply.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
        expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decode(encoding, reply.rawPayload)).toBe(plain.body);
        expect(decode(encoding, reply.rawPayload)).toBe(oldPathBody(undefined, lang));
        // Another representation, another strong tag.
        expect(reply.headers.etag).not.toBe(plain.headers.etag);
      }
    }
    for (const accept of ['identity', 'gzip;q=0, br;q=0', 'deflate', '*;q=0']) {
      const reply = await get(URL, { 'accept-encoding': accept });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body).toBe(oldPathBody(undefined, 'en'));
    }
  });

  it('compresses once per change of the list, not per request', async () => {
    server.stepMarket(1);
    vi.mocked(compressBody).mockClear();
    const first = await get(URL, { 'accept-encoding': 'br' });
    for (let i = 0; i < 20; i += 1) {
      const again = await get(URL, { 'accept-encoding': 'br' });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(vi.mocked(compressBody)).toHaveBeenCalledTimes(1);
    await get(URL, { 'accept-encoding': 'gzip' });
    await get(URL, { 'accept-encoding': 'gzip' });
    expect(vi.mocked(compressBody)).toHaveBeenCalledTimes(2);

    server.stepMarket(1);
    const moved = await get(URL, { 'accept-encoding': 'br' });
    expect(vi.mocked(compressBody)).toHaveBeenCalledTimes(3);
    expect(decode('br', moved.rawPayload)).toBe(oldPathBody(undefined, 'en'));
    expect(moved.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 to the tag of any representation of the current list', async () => {
    const br = await get(URL, { 'accept-encoding': 'br' });
    const plain = await get(URL);
    for (const tag of [String(br.headers.etag), String(plain.headers.etag)]) {
      const again = await get(URL, { 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.vary).toMatch(/accept-encoding/i);
    }
    server.stepMarket(1);
    const moved = await get(URL, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(moved.statusCode).toBe(200);
  });
});
