import { describe, expect, it } from 'vitest';
import { registerByEmail } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { useTestServer } from '../helpers/test-server.js';
import { queryRows } from '../../src/db/client.js';
import { sql } from 'drizzle-orm';

const server = useTestServer();

async function journalCount(userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.deps.db,
    sql`SELECT count(*)::int AS n FROM journal_entries WHERE ref_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

describe('Idempotency-Key on calls that move money', () => {
  it('a retry with the same key returns the first reply and moves nothing twice', async () => {
    const user = await registerByEmail(server);
    await fund(server.deps.db, user.userId, 'demo', 'BTC', '0.25');
    const reset = (key?: string) =>
      server.call({
        method: 'POST',
        url: '/swx/customer/user/resetDemo',
        headers: { authorization: user.token, ...(key ? { 'idempotency-key': key } : {}) },
      });
    const before = await journalCount(user.userId);
    const first = await reset('reset-key-0001');
    expect(first.body.code).toBe(200);
    expect(first.body.result.find((b: { asset: string }) => b.asset === 'BTC').available).toBe('0');
    const afterFirst = await journalCount(user.userId);
    expect(afterFirst).toBeGreaterThan(before);

    const retry = await reset('reset-key-0001');
    expect(retry.body).toEqual(first.body);
    expect(retry.response.headers['idempotent-replayed']).toBe('true');
    expect(await journalCount(user.userId)).toBe(afterFirst);

    // Without a key, or with a new key, it runs again.
    await reset('reset-key-0002');
    expect(await journalCount(user.userId)).toBeGreaterThan(afterFirst);
  });

  it('concurrent retries with one key run the operation once', async () => {
    const user = await registerByEmail(server);
    const before = await journalCount(user.userId);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.call({
          method: 'POST',
          url: '/swx/customer/user/resetDemo',
          headers: { authorization: user.token, 'idempotency-key': 'same-key-concurrent' },
        }),
      ),
    );
    const ok = replies.filter((r) => r.body.code === 200);
    const inFlight = replies.filter((r) => r.status === 409);
    expect(ok.length + inFlight.length).toBe(8);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // resetDemo with nothing but USDT writes two entries: the return to the faucet and the new grant.
    expect(await journalCount(user.userId)).toBe(before + 2);
  });

  it('the same key with a different request is refused (422); keys are per user', async () => {
    const alice = await registerByEmail(server);
    const bob = await registerByEmail(server);
    const key = 'shared-key-xyz-1';
    await server.call({
      method: 'POST',
      url: '/swx/customer/user/resetDemo',
      headers: { authorization: alice.token, 'idempotency-key': key },
    });
    const otherBook = await server.call({
      method: 'POST',
      url: '/swx/customer/user/resetDemo',
      headers: { authorization: alice.token, 'idempotency-key': key, virtually: 'YES' },
    });
    expect(otherBook).toMatchObject({ status: 422, body: { code: 422 } });
    const bobs = await server.call({
      method: 'POST',
      url: '/swx/customer/user/resetDemo',
      headers: { authorization: bob.token, 'idempotency-key': key },
    });
    expect(bobs.body.code).toBe(200);
    expect(bobs.response.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key', async () => {
    const user = await registerByEmail(server);
    const bad = await server.call({
      method: 'POST',
      url: '/swx/customer/user/resetDemo',
      headers: { authorization: user.token, 'idempotency-key': 'no spaces allowed' },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 400 } });
  });
});

describe('no session token at rest in a stored reply', () => {
  it('registering with an Idempotency-Key stores no reply holding the new token; a retry is refused, not replayed', async () => {
    const { latestCode, uniqueName } = await import('../helpers/accounts.js');
    const username = uniqueName('idem');
    const email = `${username}@example.test`;
    await server.call({
      method: 'POST',
      url: '/swx/customer/login/sendCode',
      payload: { type: 'email', email },
    });
    const code = await latestCode(server, email);
    const payload = {
      type: 'email',
      username,
      email,
      password: 'correct horse 42',
      confirmPassword: 'correct horse 42',
      code,
    };
    const headers = { 'idempotency-key': 'register-key-0001' };
    const first = await server.call({
      method: 'POST',
      url: '/swx/customer/login/register',
      payload,
      headers,
    });
    expect(first.body.code).toBe(200);
    const token: string = first.body.result.token;
    const stored = await queryRows<{ reply: unknown }>(
      server.deps.db,
      sql`SELECT reply FROM idempotency_keys`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    const retry = await server.call({
      method: 'POST',
      url: '/swx/customer/login/register',
      payload,
      headers,
    });
    expect(retry.body.code).not.toBe(200);
    expect(JSON.stringify(retry.body)).not.toContain(token);
  });
});
