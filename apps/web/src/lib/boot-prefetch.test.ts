import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import {
  clearPrefetched,
  MARKET_LIST_PATH,
  prefetch,
  PREFETCH_MAX_AGE_MS,
  showsMarketList,
  takePrefetched,
} from './boot-prefetch';
import { detectLayout } from './layout';
import { createSettingsStore } from './settings-store';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', result }), {
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => clearPrefetched());

describe('boot prefetch', () => {
  it('starts the request at once, with no credentials or settings, and hands it out once', async () => {
    const fetch = vi.fn(async () => envelope([1]));
    prefetch(MARKET_LIST_PATH, { fetch, now: () => 0 });
    prefetch(MARKET_LIST_PATH, { fetch, now: () => 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(MARKET_LIST_PATH, {
      headers: { accept: 'application/json' },
    });
    const taken = takePrefetched(MARKET_LIST_PATH, () => 10);
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toMatchObject({ result: [1] });
    expect(takePrefetched(MARKET_LIST_PATH, () => 20)).toBeUndefined();
    expect(takePrefetched('/swx/customer/index/getPlatformStats')).toBeUndefined();
  });

  it('does not hand out a reply asked for too late', () => {
    prefetch(MARKET_LIST_PATH, { fetch: async () => envelope([]), now: () => 1_000 });
    expect(takePrefetched(MARKET_LIST_PATH, () => 1_001 + PREFETCH_MAX_AGE_MS)).toBeUndefined();
  });

  it('a failed prefetch is not an unhandled rejection; the caller that takes it sees it', async () => {
    prefetch(MARKET_LIST_PATH, { fetch: () => Promise.reject(new TypeError('offline')) });
    await new Promise((r) => setTimeout(r, 0));
    await expect(takePrefetched(MARKET_LIST_PATH)).rejects.toThrow('offline');
  });

  it('prefetches the list for the pages that show it first: desktop home and /market', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130';
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile';
    for (const agent of [desktop, phone, android])
      expect(showsMarketList('/', agent)).toBe(detectLayout(agent) === 'desktop');
    expect(showsMarketList('/market', phone)).toBe(true);
    expect(showsMarketList('/market/', desktop)).toBe(true);
    expect(showsMarketList('/profile', desktop)).toBe(false);
    expect(showsMarketList('/trade/BTCUSDT', desktop)).toBe(false);
  });
});

describe('the api client takes a prefetched reply', () => {
  function client() {
    const fetch = vi.fn(async () => envelope(['from the network']));
    const api = createApiClient({
      store: createSettingsStore({ browserLanguages: 'en' }),
      fetch: fetch as unknown as typeof globalThis.fetch,
      translate: (key) => key,
    });
    return { api, fetch };
  }

  it('instead of asking again, once; the next call goes to the network', async () => {
    prefetch(MARKET_LIST_PATH, { fetch: async () => envelope(['prefetched']) });
    const { api, fetch } = client();
    expect(await api.get(MARKET_LIST_PATH)).toEqual(['prefetched']);
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get(MARKET_LIST_PATH)).toEqual(['from the network']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('only for the same GET: another query string or a POST goes to the network', async () => {
    prefetch(MARKET_LIST_PATH, { fetch: async () => envelope(['prefetched']) });
    const { api, fetch } = client();
    expect(await api.get(MARKET_LIST_PATH, { query: { type: 'crypto' } })).toEqual([
      'from the network',
    ]);
    expect(await api.post(MARKET_LIST_PATH, {})).toEqual(['from the network']);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await api.get(MARKET_LIST_PATH)).toEqual(['prefetched']);
  });

  it('a caller that gives up is not kept waiting for the prefetch', async () => {
    prefetch(MARKET_LIST_PATH, { fetch: () => new Promise<Response>(() => undefined) });
    const { api } = client();
    const controller = new AbortController();
    const pending = api.get(MARKET_LIST_PATH, { signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(pending).rejects.toThrow('gone');
  });
});
