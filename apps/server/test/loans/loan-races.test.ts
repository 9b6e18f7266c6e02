import { parseAmount } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, loans } from '../../src/db/schema/index.js';
import { inTransaction } from '../../src/db/transaction.js';
import { accrueLoanInterest } from '../../src/services/loans/accrue-loan-interest.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { useTestServer } from '../helpers/test-server.js';
import { setWithdrawalPassword } from '../funds/helpers.js';
import {
  applyLoan,
  approveLoan,
  availableUsdt,
  compliance,
  DAY_MS,
  repay,
  userCall,
  verifiedBorrower,
} from './loan-helpers.js';

// Real concurrency on PostgreSQL (npm run test:pg); on PGlite the same calls run one at a time
// and must give the same answer.
const server = useTestServer({ startAt: new Date('2026-05-04T08:00:00Z') });

// No loan sweep here: days pass on the test clock and only the calls under test bill them (a
// repayment bills the days the sweep has not; the accrual test runs the statement itself).
beforeAll(() => server.jobs.stop());

const entries = (refType: string, refId: string, reason: string) =>
  server.deps.db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.refType, refType),
        eq(journalEntries.refId, refId),
        eq(journalEntries.reason, reason),
      ),
    );

async function approvedLoan(amount: string, days = 30) {
  const staff = await compliance(server);
  const user = await verifiedBorrower(server, staff);
  const applied = await applyLoan(server, user, { amount, days });
  expect(applied.code).toBe(20001);
  expect((await approveLoan(server, staff, applied.result.id)).code).toBe(200);
  return { user, staff, id: applied.result.id as number };
}

describe('loan races', () => {
  it('ten repayments of one loan at once move money once', async () => {
    const { user, id } = await approvedLoan('1000');
    await fund(server.deps.db, user.userId, 'real', 'USDT', '100');
    server.time.advance(10 * DAY_MS);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => repay(server, user, id, '1004.9', `race-${id}-${i}`)),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 20005)).toHaveLength(1);
    expect(codes.filter((c) => c === 489)).toHaveLength(9);
    expect(await availableUsdt(server, user.userId)).toBe('95.1');
    expect(await entries('loan', String(id), 'loan_repay')).toHaveLength(1);
    // The repayment billed the ten days itself, once: 7 billed days of 0.7.
    const billed = await entries('loan', String(id), 'loan_interest');
    expect(billed).toHaveLength(1);
    const [accrued] = await server.deps.db.select().from(loans).where(eq(loans.id, id));
    expect(accrued).toMatchObject({ accruedDays: 10, status: 'repaid' });
    expect(parseAmount(accrued!.accruedInterest)).toBe(parseAmount('4.9'));
    await server.assertLedgerSound();
  });

  it('a repayment racing a withdrawal of the same money: one of them, never a negative balance', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, id } = await approvedLoan('1000');
      const password = await setWithdrawalPassword(server, user.token, user.password);
      await fund(server.deps.db, user.userId, 'real', 'USDT', '20');
      server.time.advance(10 * DAY_MS);
      // 1,020 available: repaying takes 1,004.9, the withdrawal 1,000; both cannot happen.
      const [repaid, withdrawn] = await Promise.all([
        repay(server, user, id, '1004.9', `repay-withdraw-${id}`),
        userCall(server, user.token, 'POST', 'withdrawal', {
          method: 'crypto',
          asset: 'USDT',
          network: 'TRC20',
          address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
          amount: '1000',
          password,
        }),
      ]);
      const won = [repaid.code === 20005, withdrawn.code === 20003];
      expect(won.filter(Boolean), JSON.stringify([repaid, withdrawn])).toHaveLength(1);
      expect(repaid.code === 20005 ? withdrawn.code : repaid.code).toBe(10092);
      expect(parseAmount(await availableUsdt(server, user.userId)) >= 0n).toBe(true);
      const [row] = await server.deps.db.select().from(loans).where(eq(loans.id, id));
      expect(row?.status).toBe(repaid.code === 20005 ? 'repaid' : 'repaying');
    }
    await server.assertLedgerSound();
  });

  it('two applications at once cannot both use the same limit', async () => {
    const staff = await compliance(server);
    const user = await verifiedBorrower(server, staff);
    // 100 credit points × 100 USDT: one loan of 6,000 fits, two do not.
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => applyLoan(server, user, { amount: '6000', days: 7 })),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 20001)).toHaveLength(1);
    expect(codes.filter((c) => c === 491)).toHaveLength(3);
  });

  it('two accrual runs at the same moment bill each day once', async () => {
    const { id } = await approvedLoan('2000');
    server.time.advance(12 * DAY_MS + 5_000);
    const nowMs = server.time.clock().getTime();
    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        inTransaction(server.deps.db, (tx) => accrueLoanInterest(tx, nowMs)),
      ),
    );
    // One run bills every open loan's ended days (this file's other open loans too); the others
    // find nothing left. This loan: 12 days, 3 free: 9 × (2,000 × 0.07%) = 12.6.
    const billed = runs.filter((r) => r.interest !== '0');
    expect(billed).toHaveLength(1);
    expect(parseAmount(billed[0]!.interest) >= parseAmount('12.6')).toBe(true);
    const [row] = await server.deps.db.select().from(loans).where(eq(loans.id, id));
    expect(row).toMatchObject({ accruedDays: 12 });
    expect(parseAmount(row!.accruedInterest)).toBe(parseAmount('12.6'));
    const again = await inTransaction(server.deps.db, (tx) => accrueLoanInterest(tx, nowMs));
    expect(again).toEqual({ loans: 0, interest: '0' });
    await server.assertLedgerSound();
  });
});
