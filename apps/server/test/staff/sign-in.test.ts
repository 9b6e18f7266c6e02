import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffChallenges, staffSessions, staffUsers } from '../../src/db/schema/index.js';
import { totpCode } from '../../src/lib/totp.js';
import { registerByEmail } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { createStaff, signInStaff, totpNow, type TestStaff } from '../helpers/staff.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer({}, { checkLedger: false });

let ips = 0;
/** Each test signs in from its own address, clear of the per-IP limit. */
const newIp = () => `10.77.0.${(ips += 1)}`;

const login = (staff: Pick<TestStaff, 'username' | 'password'>, remoteAddress = newIp()) =>
  server.call({
    method: 'POST',
    url: '/swx/admin/auth/login',
    payload: { username: staff.username, password: staff.password },
    remoteAddress,
  });
const verify = (payload: Record<string, unknown>) =>
  server.call({ method: 'POST', url: '/swx/admin/auth/verify', payload });
/** A code that is not the secret's for the current step or either neighbour. */
function wrongCodeFor(secret: string): string {
  const now = server.deps.clock().getTime();
  const valid = [-1, 0, 1].map((k) => totpCode(secret, now + k * 30_000));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
}
const me = (token: string) =>
  server.call({
    method: 'GET',
    url: '/swx/admin/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

describe('staff sign-in, step 1 (password)', () => {
  it('answers 10004 alike for a wrong password, an unknown name and a disabled account', async () => {
    const staff = await createStaff(server, 'support');
    const wrong = await login({ username: staff.username, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 10004, result: null });
    const unknown = await login({ username: 'nobody-here', password: 'whatever pass' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe(10004);

    await server.deps.db
      .update(staffUsers)
      .set({ status: 'disabled' })
      .where(eq(staffUsers.id, staff.id));
    const disabled = await login(staff);
    expect(disabled.status).toBe(401);
    expect(disabled.body.code).toBe(10004);
  });

  it('opens a challenge (hashed, 5 minutes) without enrolment for an enrolled member', async () => {
    const staff = await createStaff(server, 'content');
    const step1 = await login(staff);
    expect(step1.body.result).toEqual({
      challenge: expect.any(String),
      enrolment: null,
      mustChangePassword: false,
    });
    const [row] = await server.deps.db
      .select()
      .from(staffChallenges)
      .where(eq(staffChallenges.staffId, staff.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(step1.body.result.challenge);
    expect(row!.pendingTotpSecret).toBeNull();
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('slows failures per account and address, never locking the member out elsewhere; caps all attempts per IP (429), apart from user login', async () => {
    try {
      const staff = await createStaff(server, 'support');
      const guesser = newIp();
      for (let i = 0; i < 3; i += 1) {
        expect((await login({ ...staff, password: `wrong ${i}` }, guesser)).body.code).toBe(10004);
      }
      // Three failures from one address: that address waits (1 s) before its next try…
      const waiting = await login(staff, guesser);
      expect(waiting.status).toBe(429);
      expect(waiting.body.code).toBe(429);
      // …while the member, from their own address, is not held up by it (the old rule locked
      // the account for everyone after ten failures).
      expect((await login(staff)).body.code).toBe(200);
      server.time.advance(1_001);
      expect((await login(staff, guesser)).body.code).toBe(200);

      await setSetting(server, 'auth.loginAttemptsPerIpPerMinute', 4);
      const ip = newIp();
      const other = await createStaff(server, 'support');
      for (let i = 0; i < 4; i += 1) {
        expect((await login({ username: `ghost${i}`, password: 'x' }, ip)).body.code).toBe(10004);
      }
      expect((await login(other, ip)).status).toBe(429);
      expect((await login(other)).body.code).toBe(200);
      // User login keeps its own counters.
      const userLogin = await server.call({
        method: 'POST',
        url: '/swx/customer/login/login',
        payload: { username: staff.username, password: 'x' },
        remoteAddress: ip,
      });
      expect(userLogin.status).not.toBe(429);
    } finally {
      await setSetting(server, 'auth.loginAttemptsPerIpPerMinute', 30);
    }
  });
});

describe('staff sign-in, step 2 (TOTP code)', () => {
  it('a wrong code is 476; the session is an stf_ token stored as a sha256 for 12 hours', async () => {
    const staff = await createStaff(server, 'support');
    const { challenge } = (await login(staff)).body.result;
    const code = totpNow(server, staff.secret);
    const wrong = await verify({ challenge, code: wrongCodeFor(staff.secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(476);
    const malformed = await verify({ challenge, code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(476);

    const ok = await verify({ challenge, code });
    expect(ok.body.code).toBe(200);
    const token: string = ok.body.result.token;
    expect(token).toMatch(/^stf_/);
    const [session] = await server.deps.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, staff.id));
    expect(session!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session!.tokenHash).not.toContain(token);
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(12 * 3_600_000);
    expect((await me(token)).body.result).toMatchObject({ id: staff.id, role: 'support' });

    server.time.advance(12 * 3_600_000);
    expect((await me(token)).status).toBe(401);
  });

  it('an expired challenge is 401', async () => {
    const staff = await createStaff(server, 'support');
    const { challenge } = (await login(staff)).body.result;
    server.time.advance(5 * 60_000 + 1);
    const late = await verify({ challenge, code: totpNow(server, staff.secret) });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe(401);
  });

  it('five wrong codes use the challenge up: the sixth attempt is 401, even with the right code', async () => {
    const staff = await createStaff(server, 'support');
    const { challenge } = (await login(staff)).body.result;
    const code = totpNow(server, staff.secret);
    const wrongCode = wrongCodeFor(staff.secret);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify({ challenge, code: wrongCode })).body.code).toBe(476);
    }
    const sixth = await verify({ challenge, code });
    expect(sixth.status).toBe(401);
    // A new challenge works.
    const again = await login(staff);
    expect((await verify({ challenge: again.body.result.challenge, code })).body.code).toBe(200);
  });

  it('one code signs in once, even on two challenges verified at the same moment', async () => {
    const staff = await createStaff(server, 'support');
    const first = (await login(staff)).body.result.challenge;
    const second = (await login(staff)).body.result.challenge;
    const code = totpNow(server, staff.secret);
    const replies = await Promise.all([
      verify({ challenge: first, code }),
      verify({ challenge: second, code }),
    ]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([200, 476]);
  });

  it('an unknown challenge is 401', async () => {
    const unknown = await verify({ challenge: 'stc_nothing', code: '123456' });
    expect(unknown.status).toBe(401);
  });

  it('a staff member disabled between the steps cannot finish', async () => {
    const staff = await createStaff(server, 'support');
    const { challenge } = (await login(staff)).body.result;
    await server.deps.db
      .update(staffUsers)
      .set({ status: 'disabled' })
      .where(eq(staffUsers.id, staff.id));
    expect((await verify({ challenge, code: totpNow(server, staff.secret) })).status).toBe(401);
  });
});

describe('staff and user tokens are not interchangeable', () => {
  it("a user's token is 401 on the back office; a staff token is 401 on user routes", async () => {
    const user = await registerByEmail(server);
    const asUser = await me(user.token);
    expect(asUser.status).toBe(401);
    expect(asUser.body.code).toBe(401);
    expect((await me(`stf_${user.token}`)).status).toBe(401);
    expect((await server.call({ method: 'GET', url: '/swx/admin/auth/me' })).status).toBe(401);

    const staff = await signInStaff(server, 'admin');
    const info = await server.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: staff.token, virtually: 'NO' },
    });
    expect(info.status).toBe(401);
    expect(info.body.code).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session', async () => {
    const staff = await signInStaff(server, 'content');
    const headers = { authorization: `Bearer ${staff.token}` };
    expect((await me(staff.token)).body.code).toBe(200);
    const out = await server.call({ method: 'POST', url: '/swx/admin/auth/logout', headers });
    expect(out.body.code).toBe(200);
    expect((await me(staff.token)).status).toBe(401);
    const [session] = await server.deps.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, staff.id));
    expect(session!.revokedAt).not.toBeNull();
    const [audit] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, staff.id), eq(auditLog.action, 'staff.sign_out')));
    expect(audit).toMatchObject({ actorId: staff.id, after: { sessionId: session!.id } });
    expect(
      (await server.call({ method: 'POST', url: '/swx/admin/auth/logout', headers })).status,
    ).toBe(401);
  });
});
