import { createHash } from 'node:crypto';
import { formatAmount } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { balance } from '../helpers/trading.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import type { TestServer } from '../helpers/test-server.js';
import { staffCall, upload, userCall, verifiedKyc } from '../funds/helpers.js';

export const DAY_MS = 86_400_000;

/** A user who registered, passed KYC (submitted and approved by compliance) and has a language. */
export async function verifiedBorrower(
  server: TestServer,
  staff: SignedInStaff,
  language = 'en',
): Promise<RegisteredUser> {
  const user = await registerByEmail(server);
  await verifiedKyc(server, user.token, staff.token);
  await server.deps.db.update(users).set({ language }).where(eq(users.id, user.userId));
  return user;
}

export const compliance = (server: TestServer) => signInStaff(server, 'compliance');

/** Applies for a loan as the web does: a signature uploaded, then the application. */
export async function applyLoan(
  server: TestServer,
  user: RegisteredUser,
  body: { amount: string; days: number; dailyRate?: string },
  key = `apply-${Math.random()}`,
) {
  const signatureImageId = await upload(server, user.token, 'loan_signature');
  return userCall(server, user.token, 'POST', 'loan', { ...body, signatureImageId }, { key });
}

export async function approveLoan(server: TestServer, staff: SignedInStaff, id: number) {
  return staffCall(server, staff.token, 'POST', `loans/${id}/approve`);
}

export async function loanDetail(server: TestServer, user: RegisteredUser, id: number) {
  return userCall(server, user.token, 'GET', `getLoanById/${id}`);
}

export async function repay(
  server: TestServer,
  user: RegisteredUser,
  id: number,
  amount: string,
  key = `repay-${Math.random()}`,
) {
  return userCall(server, user.token, 'POST', 'repayLoan', { id, amount }, { key });
}

/** Real-book available USDT of a user, as the page shows it ("45.1"). */
export async function availableUsdt(server: TestServer, userId: string): Promise<string> {
  return formatAmount((await balance(server, userId, 'USDT', 'real')).available);
}

/** Moves the test clock and runs every job due by then (the loan sweep among them). */
export async function advanceDays(server: TestServer, days: number): Promise<void> {
  server.time.advance(days * DAY_MS);
  await server.jobs.runDue();
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export { staffCall, userCall };
