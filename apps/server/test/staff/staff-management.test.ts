import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../src/db/schema/index.js';
import { signInStaff, totpNow, type SignedInStaff } from '../helpers/staff.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer({}, { checkLedger: false });

const as = (staff: SignedInStaff | undefined) =>
  staff ? { authorization: `Bearer ${staff.token}` } : {};
const get = (url: string, staff?: SignedInStaff) =>
  server.call({ method: 'GET', url, headers: as(staff) });
const post = (url: string, staff?: SignedInStaff, payload?: Record<string, unknown>) =>
  server.call({ method: 'POST', url, headers: as(staff), ...(payload ? { payload } : {}) });

async function auditFor(targetId: string, action: string) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)))
    .orderBy(auditLog.id);
}

/** First sign-in of a member created by an admin: one-time password, enrolment, new password. */
async function firstSignIn(username: string, oneTimePassword: string, newPassword: string) {
  const login = await server.call({
    method: 'POST',
    url: '/swx/admin/auth/login',
    payload: { username, password: oneTimePassword },
  });
  expect(login.body.result.mustChangePassword).toBe(true);
  expect(login.body.result.enrolment).not.toBeNull();
  const secret: string = login.body.result.enrolment.secret;
  const verify = await server.call({
    method: 'POST',
    url: '/swx/admin/auth/verify',
    payload: { challenge: login.body.result.challenge, code: totpNow(server, secret), newPassword },
  });
  expect(verify.body.code).toBe(200);
  return { token: verify.body.result.token as string, secret, staff: verify.body.result.staff };
}

describe('staff management (admin only)', () => {
  it('only an admin may list or create staff: 401 without a staff session, 403 for other roles', async () => {
    expect((await get('/swx/admin/staff')).status).toBe(401);
    for (const role of ['support', 'compliance', 'content'] as const) {
      const member = await signInStaff(server, role);
      const listed = await get('/swx/admin/staff', member);
      expect(listed.status).toBe(403);
      expect(listed.body.code).toBe(403);
      const created = await post('/swx/admin/staff', member, { username: 'sneaky', role: 'admin' });
      expect(created.status).toBe(403);
    }
    const admin = await signInStaff(server, 'admin');
    const listed = await get('/swx/admin/staff', admin);
    expect(listed.body.code).toBe(200);
    expect(listed.body.result.map((s: { username: string }) => s.username)).toEqual(
      expect.arrayContaining(['admin', admin.username]),
    );
    const text = JSON.stringify(listed.body.result);
    expect(text).not.toContain(admin.secret);
    expect(text).not.toMatch(/password|secret|hash/i);
  });

  it('creates a compliance member with a one-time password, who enrols at first sign-in and gets 403 on staff management', async () => {
    const admin = await signInStaff(server, 'admin');
    const created = await post('/swx/admin/staff', admin, {
      username: 'Compliance.Ann',
      role: 'compliance',
    });
    expect(created.body.code).toBe(200);
    const { staff, oneTimePassword } = created.body.result;
    expect(staff).toMatchObject({
      username: 'Compliance.Ann',
      role: 'compliance',
      status: 'active',
      twoFactorEnabled: false,
    });
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(12);
    const [row] = await server.deps.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row).toMatchObject({ mustChangePassword: 1, totpSecret: null });

    const duplicate = await post('/swx/admin/staff', admin, {
      username: 'compliance.ann',
      role: 'support',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe(10006);
    expect(
      (await post('/swx/admin/staff', admin, { username: 'a b', role: 'support' })).status,
    ).toBe(400);
    expect(
      (await post('/swx/admin/staff', admin, { username: 'valid.name', role: 'boss' })).status,
    ).toBe(400);

    const [audit] = await auditFor(staff.id, 'staff.created');
    expect(audit).toMatchObject({
      actorId: admin.id,
      actorKind: 'staff',
      targetType: 'staff',
      before: null,
      after: {
        username: 'Compliance.Ann',
        role: 'compliance',
        status: 'active',
        twoFactorEnabled: false,
      },
    });
    expect(JSON.stringify(audit)).not.toContain(oneTimePassword);

    const signedIn = await firstSignIn('compliance.ann', oneTimePassword, 'compliance pass 1');
    expect(signedIn.staff).toMatchObject({ role: 'compliance', twoFactorEnabled: true });
    const compliance = { token: signedIn.token } as SignedInStaff;
    expect((await get('/swx/admin/auth/me', compliance)).body.result.username).toBe(
      'Compliance.Ann',
    );
    expect((await get('/swx/admin/staff', compliance)).status).toBe(403);
  });

  it('disabling ends the member’s sessions and sign-ins; enabling lets them back in', async () => {
    const admin = await signInStaff(server, 'admin');
    const member = await signInStaff(server, 'support');
    expect((await get('/swx/admin/auth/me', member)).status).toBe(200);

    const disabled = await post(`/swx/admin/staff/${member.id}/disable`, admin);
    expect(disabled.body.code).toBe(200);
    expect(disabled.body.result).toMatchObject({ id: member.id, status: 'disabled' });
    expect((await get('/swx/admin/auth/me', member)).status).toBe(401);
    const login = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/login',
      payload: { username: member.username, password: member.password },
    });
    expect(login.body.code).toBe(10004);

    const enabled = await post(`/swx/admin/staff/${member.id}/enable`, admin);
    expect(enabled.body.result.status).toBe('active');
    server.time.advance(30_000);
    const again = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/login',
      payload: { username: member.username, password: member.password },
    });
    const verify = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/verify',
      payload: { challenge: again.body.result.challenge, code: totpNow(server, member.secret) },
    });
    expect(verify.body.code).toBe(200);
    // The old session stays revoked.
    expect((await get('/swx/admin/auth/me', member)).status).toBe(401);

    const [off] = await auditFor(member.id, 'staff.disabled');
    expect(off).toMatchObject({
      actorId: admin.id,
      before: { role: 'support', status: 'active', twoFactorEnabled: true },
      after: { role: 'support', status: 'disabled', twoFactorEnabled: true },
    });
    const [on] = await auditFor(member.id, 'staff.enabled');
    expect(on).toMatchObject({
      actorId: admin.id,
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
  });

  it('an admin cannot disable themself; unknown or malformed ids are 404 and 400', async () => {
    const admin = await signInStaff(server, 'admin');
    const self = await post(`/swx/admin/staff/${admin.id}/disable`, admin);
    expect(self.status).toBe(409);
    expect((await get('/swx/admin/auth/me', admin)).status).toBe(200);
    expect(
      (await post('/swx/admin/staff/00000000-0000-4000-8000-000000000000/disable', admin)).status,
    ).toBe(404);
    expect((await post('/swx/admin/staff/not-a-uuid/enable', admin)).status).toBe(400);
    expect(await auditFor(admin.id, 'staff.disabled')).toEqual([]);
  });

  it('resetting two-factor signs the member out and makes them enrol a new secret', async () => {
    const admin = await signInStaff(server, 'admin');
    const member = await signInStaff(server, 'content');
    const reset = await post(`/swx/admin/staff/${member.id}/reset-two-factor`, admin);
    expect(reset.body.result).toMatchObject({ id: member.id, twoFactorEnabled: false });
    expect((await get('/swx/admin/auth/me', member)).status).toBe(401);

    const login = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/login',
      payload: { username: member.username, password: member.password },
    });
    expect(login.body.result.mustChangePassword).toBe(false);
    const secret: string = login.body.result.enrolment.secret;
    expect(secret).not.toBe(member.secret);
    // A code from the old secret no longer works.
    const old = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/verify',
      payload: { challenge: login.body.result.challenge, code: totpNow(server, member.secret) },
    });
    expect(old.body.code).toBe(476);
    const verify = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/verify',
      payload: { challenge: login.body.result.challenge, code: totpNow(server, secret) },
    });
    expect(verify.body.result.staff.twoFactorEnabled).toBe(true);

    const [audit] = await auditFor(member.id, 'staff.two_factor_reset');
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    expect(JSON.stringify(audit)).not.toContain(member.secret);
    const enrolled = await auditFor(member.id, 'staff.totp_enrolled');
    expect(enrolled).toHaveLength(1);
    expect(JSON.stringify(enrolled)).not.toContain(secret);
  });
});
