import { endpoints } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanDisbursePostings, parseAmount } from '@meridian/domain';
import { loans, users } from '../../src/db/schema/index.js';
import { inTransaction } from '../../src/db/transaction.js';
import { postEntry } from '../../src/services/ledger/post-entry.js';
import { loanAccounts } from '../../src/services/loans/loan-accounts.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer({ startAt: new Date('2026-03-10T12:00:00Z') });
const DAY = 86_400_000;

function quote(user: RegisteredUser | null, query: string, book: 'real' | 'demo' = 'real') {
  return server.call({
    method: 'GET',
    url: `/swx/customer/user/loanQuote?${query}`,
    headers: user ? { authorization: user.token, virtually: book === 'real' ? 'YES' : 'NO' } : {},
  });
}

const verify = (user: RegisteredUser) =>
  server.deps.db.update(users).set({ kycStatus: 'verified' }).where(eq(users.id, user.userId));

async function openLoan(user: RegisteredUser, principal: string, status: 'pending' | 'overdue') {
  const [loan] = await server.deps.db
    .insert(loans)
    .values({
      userId: user.userId,
      status,
      principal,
      termDays: 30,
      dailyRate: '0.0007',
      overdueDailyRate: '0.0014',
      interestFreeDays: 3,
      dailyInterest: '0.7',
      overdueDailyInterest: '1.4',
      language: 'en',
      appliedAt: server.time.clock(),
      ...(status === 'overdue'
        ? { disbursedAt: server.time.clock(), dueAt: server.time.clock() }
        : {}),
    })
    .returning();
  // An overdue loan was paid out: its principal is in the ledger's loan account (N1).
  if (status === 'overdue')
    await inTransaction(server.deps.db, async (tx) =>
      postEntry(tx, {
        reason: 'loan_disburse',
        refType: 'loan',
        refId: String(loan!.id),
        postings: loanDisbursePostings(await loanAccounts(tx, user.userId), parseAmount(principal)),
      }),
    );
}

describe('loanQuote', () => {
  it('discloses the whole cost of a loan before anything moves, with the caller’s standing', async () => {
    const user = await registerByEmail(server);
    const reply = await quote(user, 'amount=1000&days=30');
    expect(reply.status).toBe(200);
    expect(endpoints.loanQuote.result.safeParse(reply.body.result).success).toBe(true);
    expect(reply.body.result).toEqual({
      asset: 'USDT',
      amount: '1000',
      days: 30,
      dailyRate: '0.0007',
      nominalAnnualRate: '0.2555',
      annualPercentageRate: '0.22995',
      interestFreeDays: 3,
      chargedDays: 27,
      dailyInterest: '0.7',
      totalInterest: '18.9',
      repayable: '1018.9',
      repaymentTime: server.time.clock().getTime() + 30 * DAY,
      overdueDailyRate: '0.0014',
      overdueDailyInterest: '1.4',
      schedule: [
        { fromDay: 1, toDay: 3, dailyInterest: '0', interest: '0' },
        { fromDay: 4, toDay: 30, dailyInterest: '0.7', interest: '18.9' },
      ],
      earlyRepayment: { day: 15, interest: '8.4', repayable: '1008.4' },
      borrower: {
        creditPoints: 100,
        limit: '10000',
        minAmount: '10',
        kycStatus: 'unverified',
        problem: 'kyc',
      },
    });
    const demo = await quote(user, 'amount=1000&days=30', 'demo');
    expect(demo.body.result.borrower.problem).toBe('demo');
  });

  it('says what stops a verified user: the amount, the limit, an overdue loan', async () => {
    const user = await registerByEmail(server);
    await verify(user);
    const problem = async (query: string) =>
      (await quote(user, query)).body.result.borrower.problem;
    expect(await problem('amount=10000&days=7')).toBeNull();
    expect(await problem('amount=10000.000001&days=7')).toBe('limit');
    expect(await problem('amount=9.99&days=7')).toBe('amount');
    await openLoan(user, '2500', 'pending');
    const afterPending = await quote(user, 'amount=7500&days=7');
    expect(afterPending.body.result.borrower).toMatchObject({ limit: '7500', problem: null });
    expect(await problem('amount=7500.5&days=7')).toBe('limit');
    await openLoan(user, '100', 'overdue');
    expect(await problem('amount=10&days=7')).toBe('overdue');
  });

  it('refuses a term that is not offered with 10023, and a bad amount as invalid', async () => {
    const user = await registerByEmail(server);
    const wrongTerm = await quote(user, 'amount=100&days=31');
    expect(wrongTerm.status).toBe(400);
    expect(wrongTerm.body.code).toBe(10023);
    for (const amount of ['0', '-5', '1.1234567', 'abc']) {
      const reply = await quote(user, `amount=${amount}&days=30`);
      expect(reply.status, amount).toBe(400);
      expect(reply.body.code, amount).toBe(400);
    }
    expect((await quote(null, 'amount=100&days=30')).status).toBe(401);
  });

  it('quotes with the settings as they stand', async () => {
    const user = await registerByEmail(server);
    await setSetting(server, 'loan.dailyRate.30', '0.001');
    await setSetting(server, 'loan.interestFreeDays', 0);
    await setSetting(server, 'loan.amountPerCreditPoint', '50');
    const reply = await quote(user, 'amount=1000&days=30');
    expect(reply.body.result).toMatchObject({
      dailyInterest: '1',
      chargedDays: 30,
      totalInterest: '30',
      overdueDailyInterest: '2',
      schedule: [{ fromDay: 1, toDay: 30, dailyInterest: '1', interest: '30' }],
      borrower: { limit: '5000' },
    });
  });
});
