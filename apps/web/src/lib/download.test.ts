import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { fetchFile, fileNameOf } from './download';
import { settingsStore } from './settings-store';
import { TEST_USER } from '@/test/users';

afterEach(() => vi.unstubAllGlobals());

describe('fetchFile', () => {
  it('sends the session, book and language headers and returns the file with its name', async () => {
    settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
    settingsStore.setMode('real');
    const fetch = vi.fn(
      async () =>
        new Response('a,b\n1,2\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="statement.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await fetchFile('/x/export', { query: { asset: 'BTC', reason: undefined } });
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(file.fileName).toBe('statement.csv');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/x/export?asset=BTC');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('mrd_token');
    expect(headers.virtually).toBe('YES');
    expect(headers.lang).toBe('en');
  });

  it('rejects a refusal with the server message; a 401 ends the session', async () => {
    settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 401, msg: 'Please log in again', result: null }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const error = await fetchFile('/x/export').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Please log in again');
    expect((error as ApiError).status).toBe(401);
    expect(settingsStore.getSnapshot().loggedIn).toBe(false);
  });
});

describe('fileNameOf', () => {
  it('reads plain and extended Content-Disposition names', () => {
    expect(fileNameOf('attachment; filename=a.csv')).toBe('a.csv');
    expect(fileNameOf(`attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`)).toBe('résumé.csv');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
