import type { StaffRole } from '@meridian/contract';
import { staffUsers } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { generateTotpSecret, totpCode } from '../../src/lib/totp.js';
import { uniqueName } from './accounts.js';
import type { TestServer } from './test-server.js';

export interface TestStaff {
  id: string;
  username: string;
  password: string;
  /** The enrolled TOTP secret (base32). */
  secret: string;
}

export interface SignedInStaff extends TestStaff {
  /** `stf_…` bearer token. */
  token: string;
  role: StaffRole;
}

const STAFF_PASSWORD = 'staff password 42';

/**
 * Inserts an active staff member who has already chosen a password and enrolled two-factor
 * (no sign-in yet): straight into the database, as the first sign-in would leave them.
 */
export async function createStaff(server: TestServer, role: StaffRole): Promise<TestStaff> {
  const username = uniqueName(`s${role}`).toLowerCase();
  const secret = generateTotpSecret();
  const [row] = await server.deps.db
    .insert(staffUsers)
    .values({
      username,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      role,
      totpSecret: secret,
      mustChangePassword: 0,
      status: 'active',
      createdAt: server.deps.clock(),
    })
    .returning({ id: staffUsers.id });
  return { id: row!.id, username, password: STAFF_PASSWORD, secret };
}

/** The TOTP code for `secret` at the test clock's current time. */
export function totpNow(server: TestServer, secret: string): string {
  return totpCode(secret, server.deps.clock().getTime());
}

let signIns = 0;

/**
 * A new staff member with `role`, signed in through the real two steps (password, then TOTP
 * code). Each call comes from its own IP address, so many sign-ins in one test file never meet
 * the per-IP login limit. Use `{ authorization: `Bearer ${token}` }` on back-office routes.
 */
export async function signInStaff(server: TestServer, role: StaffRole): Promise<SignedInStaff> {
  const staff = await createStaff(server, role);
  signIns += 1;
  const remoteAddress = `10.66.${Math.floor(signIns / 250) % 250}.${(signIns % 250) + 1}`;
  const login = await server.call({
    method: 'POST',
    url: '/swx/admin/auth/login',
    payload: { username: staff.username, password: staff.password },
    remoteAddress,
  });
  if (login.body.code !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  const verify = await server.call({
    method: 'POST',
    url: '/swx/admin/auth/verify',
    payload: { challenge: login.body.result.challenge, code: totpNow(server, staff.secret) },
    remoteAddress,
  });
  if (verify.body.code !== 200)
    throw new Error(`staff verify failed: ${JSON.stringify(verify.body)}`);
  return { ...staff, role, token: verify.body.result.token };
}
