import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../src/db/schema/index.js';
import { totpCode } from '../../src/lib/totp.js';
import { totpNow } from '../helpers/staff.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer({}, { checkLedger: false });

const login = (username: string, password: string) =>
  server.call({ method: 'POST', url: '/swx/admin/auth/login', payload: { username, password } });
const verify = (payload: Record<string, unknown>) =>
  server.call({ method: 'POST', url: '/swx/admin/auth/verify', payload });

describe('the first administrator', () => {
  it('signs in with the printed one-time password, enrols two-factor and chooses a password', async () => {
    const { adminUsername, adminPassword } = server.seed;
    expect(adminUsername).toBe('admin');
    expect(adminPassword).toBeTruthy();

    const step1 = await login('admin', adminPassword!);
    expect(step1.body.code).toBe(200);
    const { challenge, enrolment, mustChangePassword } = step1.body.result;
    expect(challenge).toEqual(expect.any(String));
    expect(mustChangePassword).toBe(true);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toBe(
      `otpauth://totp/Meridian:admin?secret=${enrolment.secret}&issuer=Meridian&algorithm=SHA1&digits=6&period=30`,
    );
    // Offered, not stored: the secret waits on the challenge until a code from it is confirmed.
    const [pending] = await server.deps.db.select().from(staffUsers);
    expect(pending!.totpSecret).toBeNull();

    const code = totpNow(server, enrolment.secret);
    const noPassword = await verify({ challenge, code });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({
      code: 400,
      msg: 'A staff password must be at least 10 characters',
    });
    const samePassword = await verify({ challenge, code, newPassword: adminPassword });
    expect(samePassword.status).toBe(400);
    expect(samePassword.body.msg).toBe('A staff password must be at least 10 characters');
    const shortPassword = await verify({ challenge, code, newPassword: 'short' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.msg).toBe('A staff password must be at least 10 characters');

    const step2 = await verify({ challenge, code, newPassword: 'a new admin password' });
    expect(step2.body.code).toBe(200);
    const token: string = step2.body.result.token;
    expect(token).toMatch(/^stf_/);
    expect(step2.body.result.staff).toMatchObject({
      username: 'admin',
      role: 'admin',
      status: 'active',
      twoFactorEnabled: true,
    });

    const me = await server.call({
      method: 'GET',
      url: '/swx/admin/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.body.code).toBe(200);
    expect(me.body.result).toEqual(step2.body.result.staff);

    const [row] = await server.deps.db.select().from(staffUsers);
    expect(row).toMatchObject({ totpSecret: enrolment.secret, mustChangePassword: 0 });

    // The one-time password is gone; the challenge is used up.
    expect((await login('admin', adminPassword!)).body.code).toBe(10004);
    expect((await verify({ challenge, code })).status).toBe(401);

    const audit = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, row!.id))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'staff.totp_enrolled',
      'staff.password_changed',
      'staff.sign_in',
    ]);
    for (const entry of audit) {
      expect(entry).toMatchObject({ actorId: row!.id, actorKind: 'staff', targetType: 'staff' });
      const recorded = JSON.stringify([entry.before, entry.after]);
      expect(recorded).not.toContain(enrolment.secret);
      expect(recorded).not.toContain(row!.passwordHash);
      expect(recorded).not.toContain('a new admin password');
      expect(recorded).not.toContain(token);
    }
  });

  it('signs in again with the new password and a code from the enrolled secret; a code is accepted once', async () => {
    const [row] = await server.deps.db.select().from(staffUsers);
    const secret = row!.totpSecret!;

    const first = await login('ADMIN', 'a new admin password');
    expect(first.body.result).toMatchObject({ enrolment: null, mustChangePassword: false });
    // The code just used in the first sign-in (same 30 s step) is refused, and counts.
    const replay = await verify({
      challenge: first.body.result.challenge,
      code: totpNow(server, secret),
    });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe(476);

    server.time.advance(30_000);
    const fresh = totpNow(server, secret);
    const ok = await verify({ challenge: first.body.result.challenge, code: fresh });
    expect(ok.body.code).toBe(200);

    // The same fresh code on a new challenge is refused: its step was accepted already.
    const second = await login('admin', 'a new admin password');
    const again = await verify({ challenge: second.body.result.challenge, code: fresh });
    expect(again.body.code).toBe(476);
    // So is the previous step's code (inside the ±1 window, but before the accepted step).
    const previous = totpCode(secret, server.deps.clock().getTime() - 30_000);
    expect(
      (await verify({ challenge: second.body.result.challenge, code: previous })).body.code,
    ).toBe(476);
  });
});
