import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';

// A tiny stand-in for apps/web/dist: a hashed asset with the .br and .gz the build writes, an
// asset without them, index.html and a file that is not under assets/.
const dist = mkdtempSync(path.join(os.tmpdir(), 'meridian-dist-'));
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const words = ${JSON.stringify('meridian '.repeat(400))};\n`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
writeFileSync(path.join(dist, 'assets', 'plain-Zz9.css'), 'body{margin:0}');
writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = useTestServer({ env: { WEB_DIST_DIR: dist } }, { checkLedger: false });

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function getAsset(acceptEncoding: string | undefined) {
  return server.app.inject({
    method: 'GET',
    url: '/assets/index-AbC123.js',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe('hashed assets', () => {
  it('are sent as brotli when the browser takes it, cached for a year and immutable', async () => {
    const reply = await getAsset('gzip, deflate, br, zstd');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('are sent as gzip to a browser that takes gzip only', async () => {
    const reply = await getAsset('gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('are sent as they are to a client that takes no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const reply = await getAsset(acceptEncoding);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['cache-control']).toBe(IMMUTABLE);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.body).toBe(SCRIPT);
    }
  });

  it('fall back to the file itself when no compressed copy exists', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/assets/plain-Zz9.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.body).toBe('body{margin:0}');
  });

  it('do not expose the compressed copies as URLs of their own', async () => {
    for (const url of ['/assets/index-AbC123.js.br', '/assets/index-AbC123.js.gz']) {
      const reply = await server.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
    }
  });

  it('answer a revalidation with 304', async () => {
    const first = await getAsset('br');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await server.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('index.html', () => {
  it('is revalidated on every load, at / , as itself and as the fallback of client routes', async () => {
    for (const url of ['/', '/index.html', '/markets', '/trade/BTCUSDT?x=1', '/admin/users']) {
      const reply = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity' },
      });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(reply.headers['content-type'], url).toMatch(/^text\/html/);
      expect(reply.body, url).toBe(INDEX);
    }
  });

  it('keeps no-cache when a browser asks for it compressed', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/markets',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });
});

describe('other files of the build', () => {
  it('are kept only briefly (their names do not change between deploys)', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
  });

  it('unknown paths under the API still answer an enveloped 404, not the web app', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/swx/customer/nothing',
      headers: { accept: 'text/html' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ code: 404, result: null });
  });
});
