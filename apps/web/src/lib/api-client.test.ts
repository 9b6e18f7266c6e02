import type { UserView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildQueryString,
  createApiClient,
  NetworkError,
  NetworkTimeoutError,
  REQUEST_TIMEOUT_MS,
} from './api-client';
import { createSettingsStore, type SettingsStore } from './settings-store';

const user = { id: 'u1', username: 'ada' } as UserView;

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(fetchImpl: (url: string, init: RequestInit) => Promise<Response>) {
  const store = createSettingsStore({ browserLanguages: 'en' });
  const fetch = vi.fn(fetchImpl);
  const client = createApiClient({
    store,
    fetch: fetch as unknown as typeof globalThis.fetch,
    translate: (key) => `t:${key}`,
  });
  const navigate = vi.fn();
  client.registerNavigate(navigate);
  const sent = () => {
    const [url, init] = fetch.mock.calls.at(-1)!;
    return { url, init, headers: new Headers(init.headers) };
  };
  return { store, fetch, client, navigate, sent };
}

describe('api client (SPEC §7)', () => {
  let ctx: ReturnType<typeof setup>;
  let store: SettingsStore;

  beforeEach(() => {
    ctx = setup(async () => reply({ code: 200, msg: 'Success', result: { ok: true } }));
    store = ctx.store;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('logged out, demo: no Authorization, virtually NO, lang, JSON accept', async () => {
    await ctx.client.get('/swx/customer/index/listMarketByType');
    const { url, init, headers } = ctx.sent();
    expect(url).toBe('/swx/customer/index/listMarketByType');
    expect(init.method).toBe('GET');
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('virtually')).toBe('NO');
    expect(headers.get('lang')).toBe('en');
    expect(headers.get('accept')).toBe('application/json');
    expect(init.body).toBeUndefined();
  });

  it('logged in, real mode, Arabic: the bare token, virtually YES, lang ar', async () => {
    store.setSession({ token: 'mrd_secret', user });
    store.setMode('real');
    store.setLanguage('ar');
    await ctx.client.post('/swx/customer/user/getUserInfo');
    const { headers } = ctx.sent();
    expect(headers.get('authorization')).toBe('mrd_secret');
    expect(headers.get('virtually')).toBe('YES');
    expect(headers.get('lang')).toBe('ar');
  });

  it('sends JSON bodies, and an Idempotency-Key when given', async () => {
    await ctx.client.post(
      '/swx/customer/order/buyU',
      { code: 'BTCUSDT', lots: '0.1' },
      {
        idempotencyKey: 'key-1',
      },
    );
    const { init, headers } = ctx.sent();
    expect(init.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toBe('key-1');
    expect(JSON.parse(init.body as string)).toEqual({ code: 'BTCUSDT', lots: '0.1' });
  });

  it('sends array query values as repeated parameters and skips empty ones', async () => {
    await ctx.client.get('/swx/customer/order/listUOrder', {
      query: { status: [1, 2], page: 1, code: 'BTC USDT', none: undefined, nil: null },
    });
    expect(ctx.sent().url).toBe(
      '/swx/customer/order/listUOrder?status=1&status=2&page=1&code=BTC+USDT',
    );
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ a: [] })).toBe('');
  });

  it('code 200 resolves with result; the catalogue success codes too', async () => {
    await expect(ctx.client.get('/x')).resolves.toEqual({ ok: true });
    ctx.fetch.mockResolvedValueOnce(
      reply({ code: 20005, msg: 'Changed successfully', result: null }),
    );
    await expect(ctx.client.post('/swx/customer/user/repassword', {})).resolves.toBeNull();
    ctx.fetch.mockResolvedValueOnce(
      reply({ code: 20001, msg: 'Submitted for review', result: null }),
    );
    await expect(ctx.client.requestEnvelope('POST', '/x')).resolves.toEqual({
      code: 20001,
      msg: 'Submitted for review',
      result: null,
    });
  });

  it("another code rejects with ApiError carrying the code and the server's message", async () => {
    ctx.fetch.mockResolvedValueOnce(
      reply({ code: 10092, msg: 'Solde insuffisant', result: null }, 409),
    );
    const error = await ctx.client.post('/swx/customer/order/buyU', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10092, message: 'Solde insuffisant', status: 409 });

    // Business code with HTTP 200 is still a failure.
    ctx.fetch.mockResolvedValueOnce(reply({ code: 10015, msg: 'Closed', result: null }));
    await expect(ctx.client.get('/x')).rejects.toMatchObject({ code: 10015 });
  });

  it('a reply that is not an envelope is an ApiError with no code and a translated message', async () => {
    ctx.fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(ctx.client.get('/x')).rejects.toMatchObject({
      name: 'ApiError',
      code: null,
      status: 502,
      message: 't:errors.unknown',
    });
  });

  it('HTTP 401: clears token, user and login flag and goes to /pass/login', async () => {
    store.setSession({ token: 'mrd_old', user });
    store.setMode('real');
    store.setLanguage('de');
    ctx.fetch.mockResolvedValueOnce(
      reply({ code: 401, msg: 'Bitte erneut anmelden', result: null }, 401),
    );
    await expect(ctx.client.post('/swx/customer/user/getUserInfo')).rejects.toMatchObject({
      code: 401,
      message: 'Bitte erneut anmelden',
    });
    expect(store.getSnapshot()).toMatchObject({ token: null, user: null, loggedIn: false });
    expect(localStorage.getItem('meridian.token')).toBeNull();
    // Language and mode are settings, not the session.
    expect(store.getSnapshot()).toMatchObject({ language: 'de', mode: 'real' });
    expect(ctx.navigate).toHaveBeenCalledWith('/pass/login');
  });

  it('body code 401 (with HTTP 200) is handled the same way', async () => {
    store.setSession({ token: 'mrd_old', user });
    ctx.fetch.mockResolvedValueOnce(reply({ code: 401, msg: 'Please log in again', result: null }));
    await expect(ctx.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(store.getSnapshot().loggedIn).toBe(false);
    expect(ctx.navigate).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 with a catalogue code (wrong password at login) keeps that code', async () => {
    ctx.fetch.mockResolvedValueOnce(
      reply({ code: 10004, msg: 'Wrong password', result: null }, 401),
    );
    await expect(ctx.client.post('/swx/customer/login/login', {})).rejects.toMatchObject({
      code: 10004,
      message: 'Wrong password',
    });
  });

  it('authRedirect: false (a failed login): the 401 rejects with the server message, keeps the session and does not navigate', async () => {
    store.setSession({ token: 'mrd_current', user });
    ctx.fetch.mockResolvedValueOnce(
      reply({ code: 10009, msg: 'No matching user', result: null }, 401),
    );
    await expect(
      ctx.client.post('/swx/customer/login/login', {}, { authRedirect: false }),
    ).rejects.toMatchObject({ code: 10009, message: 'No matching user', status: 401 });
    expect(store.getSnapshot()).toMatchObject({ token: 'mrd_current', loggedIn: true });
    expect(ctx.navigate).not.toHaveBeenCalled();
    // The option is per call: the next 401 without it ends the session as before.
    ctx.fetch.mockResolvedValueOnce(reply({ code: 401, msg: 'x', result: null }, 401));
    await expect(ctx.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(store.getSnapshot().loggedIn).toBe(false);
    expect(ctx.navigate).toHaveBeenCalledWith('/pass/login');
  });

  it('without a registered navigate a 401 still clears the session', async () => {
    ctx.client.registerNavigate(null);
    store.setSession({ token: 'mrd_old', user });
    ctx.fetch.mockResolvedValueOnce(reply({ code: 401, msg: 'x', result: null }, 401));
    await expect(ctx.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(store.getSnapshot().loggedIn).toBe(false);
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('times out after 90 s with a NetworkTimeoutError that says to check the order list', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    ctx.fetch.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = ctx.client.post('/swx/customer/order/buyU', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkTimeoutError);
    expect((error as Error).message).toBe('t:errors.networkTimeout');
    expect(REQUEST_TIMEOUT_MS).toBe(90_000);
  });

  it('the timeout message is translated by default (English: check the order list)', async () => {
    vi.useFakeTimers();
    const client = createApiClient({
      store: createSettingsStore({ browserLanguages: 'en' }),
      timeoutMs: 10,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        )) as unknown as typeof fetch,
    });
    const pending = client.get('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    expect(((await pending) as Error).message).toMatch(/timed out.*order list/i);
  });

  it('a connection failure is a NetworkError; a caller abort is passed through', async () => {
    ctx.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(ctx.client.get('/x')).rejects.toBeInstanceOf(NetworkError);

    const controller = new AbortController();
    ctx.fetch.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = ctx.client.get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
