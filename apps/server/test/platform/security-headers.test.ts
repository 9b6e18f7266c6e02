import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer, useTestServer } from '../helpers/test-server.js';

const dist = mkdtempSync(path.join(os.tmpdir(), 'meridian-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'export {};\n');
writeFileSync(path.join(dist, 'assets', 'index-AbC123.css'), 'body{margin:0}');
writeFileSync(
  path.join(dist, 'assets', 'mark-AbC123.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = useTestServer(
  { env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'http://localhost:8080' } },
  { checkLedger: false },
);

/** The policy as directive → sources. */
function policy(reply: LightMyRequestResponse): Map<string, string[]> {
  const header = reply.headers['content-security-policy'];
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHardened(reply: LightMyRequestResponse, what: string) {
  expect(reply.headers['x-content-type-options'], what).toBe('nosniff');
  expect(reply.headers['x-frame-options'], what).toBe('DENY');
  expect(reply.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const permissions = String(reply.headers['permissions-policy']);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
    expect(permissions, what).toContain(feature);
  const csp = policy(reply);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
}

function expectAppPolicy(reply: LightMyRequestResponse, what: string) {
  expectHardened(reply, what);
  const csp = policy(reply);
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src'), what).toEqual([
    "'self'",
    'ws://localhost:8080',
    'wss://localhost:8080',
  ]);
  expect(reply.headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on API replies, successful and refused', async () => {
    expectAppPolicy(await server.app.inject({ method: 'GET', url: '/health' }), 'GET /health');
    const refused = await server.app.inject({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: 5 },
    });
    expect(refused.statusCode).toBe(400);
    expectAppPolicy(refused, 'a 400');
    const unauthorised = await server.app.inject({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
    });
    expect(unauthorised.statusCode).toBe(401);
    expectAppPolicy(unauthorised, 'a 401');
  });

  it('are on index.html, directly and as the fallback', async () => {
    for (const url of ['/', '/index.html', '/markets', '/admin']) {
      const reply = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(reply.statusCode, url).toBe(200);
      expectAppPolicy(reply, url);
    }
  });

  it('on scripts and style sheets are the ones that apply to them, without the document-only ones', async () => {
    for (const url of ['/assets/index-AbC123.js', '/assets/index-AbC123.css']) {
      const asset = await server.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // A policy on a file that is never a document would only cost bytes on every request.
      expect(asset.headers['content-security-policy'], url).toBeUndefined();
      expect(asset.headers['permissions-policy'], url).toBeUndefined();
    }
    // An SVG can be opened as a document (and run script): it keeps the whole set.
    const svg = await server.app.inject({ method: 'GET', url: '/assets/mark-AbC123.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectAppPolicy(svg, 'an SVG');
  });

  it('are on 404s, of the API and of missing assets', async () => {
    for (const url of ['/swx/customer/nothing/here', '/assets/missing-123.js', '/docs/nothing']) {
      const reply = await server.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expectHardened(reply, url);
    }
  });

  it('keep /docs working under its own policy: same-origin scripts only, inline styles', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectHardened(page, '/docs');
    const csp = policy(page);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('img-src')).toContain('data:');
    // The page's scripts are all files (none inline), and each of them loads under the policy.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body!.trim(), 'inline script on /docs').toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)?.[1];
      expect(src, 'script without src').toBeTruthy();
      const url = new URL(src!, 'http://localhost:8080/docs').pathname;
      const script = await server.app.inject({ method: 'GET', url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const spec = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toHaveProperty('openapi');
  });

  it('send HSTS only when the public address is https', async () => {
    const secure = await createTestServer({
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://trade.example.com' },
    });
    try {
      for (const url of ['/health', '/', '/assets/mark-AbC123.svg', '/swx/nothing']) {
        const reply = await secure.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html' },
        });
        expect(reply.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
        // Over https the live-price socket is wss only.
        expect(policy(reply).get('connect-src'), url).toEqual([
          "'self'",
          'wss://trade.example.com',
        ]);
      }
      const script = await secure.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
      expect(script.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await secure.close();
    }
  });
});
