import { request as httpRequest } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/config.js';
import { sessions } from '../../src/db/schema/index.js';
import { registerByEmail, uniqueName } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';
import { skipProxyTests, startNginx, type RunningNginx } from './nginx.js';

/** POST JSON from a chosen loopback source address (each one a different "client"). */
function post(
  url: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const randomAddress = () =>
  `${1 + Math.floor(Math.random() * 220)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.7`;

describe('TRUST_PROXY', () => {
  it('is off by default and refuses "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});

describe.skipIf(skipProxyTests)('behind a real nginx reverse proxy', () => {
  let server: TestServer;
  let direct: string;
  let nginx: RunningNginx;

  beforeAll(async () => {
    // nginx reaches the app from 127.0.0.1; clients come from other loopback addresses.
    server = await createTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    direct = await server.app.listen({ port: 0, host: '127.0.0.1' });
    nginx = await startNginx(direct);
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
  });

  async function lastSessionIp(userId: string) {
    const [row] = await server.deps.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row?.ip;
  }

  it("records the real client address, not the proxy's and not one the client made up", async () => {
    const user = await registerByEmail(server);
    server.time.advance(1_000); // the sign-in's session is the newest
    const login = await post(
      `${nginx.url}/swx/customer/login/login`,
      { username: user.email, password: user.password },
      '127.0.0.3',
      { 'x-forwarded-for': '203.0.113.7' },
    );
    expect(login.body.code).toBe(200);
    expect(await lastSessionIp(user.userId)).toBe('127.0.0.3');
  });

  it('a client talking to the app directly cannot choose its address with X-Forwarded-For', async () => {
    const user = await registerByEmail(server);
    server.time.advance(1_000); // the sign-in's session is the newest
    const login = await post(
      `${direct}/swx/customer/login/login`,
      { username: user.email, password: user.password },
      '127.0.0.5',
      { 'x-forwarded-for': '198.51.100.9' },
    );
    expect(login.body.code).toBe(200);
    expect(await lastSessionIp(user.userId)).toBe('127.0.0.5');
  });

  it('per-address limits hold whatever X-Forwarded-For a client sends, and count each real client apart', async () => {
    await setSetting(server, 'auth.codeSendsPerIpPerHour', 3);
    const sendFrom = (from: string) =>
      post(
        `${nginx.url}/swx/customer/login/sendCode`,
        { type: 'email', email: `${uniqueName('p')}@example.test` },
        from,
        { 'x-forwarded-for': randomAddress() },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await sendFrom('127.0.0.6')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client behind the same proxy is not blocked by the first one's sends.
    expect((await sendFrom('127.0.0.8')).status).toBe(200);
  });
});
