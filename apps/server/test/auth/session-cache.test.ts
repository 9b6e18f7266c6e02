import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.js';
import { registerByEmail } from '../helpers/accounts.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server.close();
});

const userInfo = (token: string) =>
  server.call({
    method: 'POST',
    url: '/swx/customer/user/getUserInfo',
    headers: { authorization: token },
  });

describe('the short-lived session cache', () => {
  it('signing out refuses the token at once in this process', async () => {
    const user = await registerByEmail(server);
    expect((await userInfo(user.token)).status).toBe(200); // now cached
    const out = await server.call({
      method: 'POST',
      url: '/swx/customer/login/logout',
      headers: { authorization: user.token },
    });
    expect(out.status).toBe(200);
    expect((await userInfo(user.token)).status).toBe(401);
  });

  it('a session revoked by another process is refused here within two seconds', async () => {
    const user = await registerByEmail(server);
    expect((await userInfo(user.token)).status).toBe(200); // cached in this process
    // Another process revokes it: only the database changes, this process's cache does not hear.
    await server.deps.db
      .update(sessions)
      .set({ revokedAt: server.time.clock() })
      .where(eq(sessions.userId, user.userId));
    server.time.advance(2_001);
    expect((await userInfo(user.token)).status).toBe(401);
  });
});
