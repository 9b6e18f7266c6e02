import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, devMailbox, notifications, users } from '../../src/db/schema/index.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { registerByEmail } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { useTestServer } from '../helpers/test-server.js';
import {
  advanceDays,
  applyLoan,
  approveLoan,
  availableUsdt,
  compliance,
  DAY_MS,
  loanDetail,
  repay,
  sha256,
  staffCall,
  userCall,
  verifiedBorrower,
} from './loan-helpers.js';

const server = useTestServer({ startAt: new Date('2026-03-10T12:00:00Z') });

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'loan-pdf-'));
  writeFileSync(join(dir, 'a.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
}
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function kinds(userId: string) {
  const rows = await server.deps.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  return rows.map((r) => r.kind).filter((k) => k.startsWith('loan'));
}

describe('a loan from application to early repayment', () => {
  it('a verified user borrows, signs, gets the PDF; staff approve; interest accrues by the day; the user repays exactly the quoted amount', async () => {
    const staff = await compliance(server);
    const user = await verifiedBorrower(server, staff);
    const other = await registerByEmail(server);
    await fund(server.deps.db, user.userId, 'real', 'USDT', '50');

    const quote = await userCall(server, user.token, 'GET', 'loanQuote', undefined, {
      query: { amount: '1000', days: '30' },
    });
    expect(quote.result.borrower.problem).toBeNull();

    // The preview is the agreement as it would be signed; nothing is stored.
    const signatureImageId = (await applyLoanSignature()).id;
    const preview = await server.call({
      method: 'POST',
      url: '/swx/customer/user/loanAgreementPreview',
      headers: { authorization: `Bearer ${user.token}`, virtually: 'YES' },
      payload: { amount: '1000', days: 30, signatureImageId },
    });
    expect(preview.status).toBe(200);
    expect(preview.response.headers['content-type']).toBe('application/pdf');
    expect(preview.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const applied = await applyLoan(server, user, {
      amount: '1000',
      days: 30,
      dailyRate: quote.result.dailyRate,
    });
    expect(applied.code).toBe(20001);
    expect(endpoints.loan.result.safeParse(applied.result).success).toBe(true);
    const loan = applied.result;
    expect(loan).toMatchObject({
      status: 'pending',
      amount: '1000',
      days: 30,
      dailyRate: '0.0007',
      totalInterest: '18.9',
      repaymentAmount: '1018.9',
      overlayRate: '0.0014',
      currentInterest: '0',
      amountDue: null,
      repaymentTime: null,
    });
    expect(await availableUsdt(server, user.userId)).toBe('50');

    // The agreement: the owner's, byte for byte the one whose hash the audit log holds.
    const pdf = await server.call({
      method: 'GET',
      url: `/swx/customer/user/loanAgreement/${loan.id}`,
      headers: { authorization: `Bearer ${user.token}`, virtually: 'YES' },
    });
    expect(pdf.status).toBe(200);
    expect(sha256(pdf.response.rawPayload)).toBe(loan.agreementSha256);
    const [audit] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'loan.apply'), eq(auditLog.targetId, String(loan.id))));
    expect(audit?.after).toMatchObject({ agreementSha256: loan.agreementSha256, amount: '1000' });
    if (hasPdftotext) {
      const text = pdfText(pdf.response.rawPayload);
      expect(text).toContain('Ada Lovelace');
      expect(text).toContain('1018.9 USDT');
    }
    const foreign = await server.call({
      method: 'GET',
      url: `/swx/customer/user/loanAgreement/${loan.id}`,
      headers: { authorization: `Bearer ${other.token}`, virtually: 'YES' },
    });
    expect(foreign.status).toBe(404);
    expect((await loanDetail(server, other, loan.id)).status).toBe(404);
    const forStaff = await server.call({
      method: 'GET',
      url: `/swx/admin/loans/${loan.id}/agreement`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(sha256(forStaff.response.rawPayload)).toBe(loan.agreementSha256);
    const asUser = await server.call({
      method: 'GET',
      url: `/swx/admin/loans/${loan.id}/agreement`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(asUser.status).toBe(401);

    // The queue shows the application with the borrower as verified.
    const queue = await staffCall(server, staff.token, 'GET', 'loans?status=pending');
    const item = queue.result.list.find((i: { loan: { id: number } }) => i.loan.id === loan.id);
    expect(item.borrower).toMatchObject({
      name: 'Ada Lovelace',
      creditPoints: 100,
      available: '50',
      kycStatus: 'verified',
      history: { repaidOnTime: 0, repaidLate: 0, open: 1, rejected: 0 },
    });

    const approvedAt = server.time.clock().getTime();
    const approved = await approveLoan(server, staff, loan.id);
    expect(approved.code).toBe(200);
    expect(approved.result).toMatchObject({
      status: 'repaying',
      disburseTime: approvedAt,
      repaymentTime: approvedAt + 30 * DAY_MS,
      amountDue: '1000',
    });
    expect(await availableUsdt(server, user.userId)).toBe('1050');
    expect((await approveLoan(server, staff, loan.id)).status).toBe(409);
    expect(await kinds(user.userId)).toContain('loanApproved');

    // Ten days pass: 7 billed days (3 free) of 0.7 USDT, billed by the daily run.
    await advanceDays(server, 10);
    await advanceDays(server, 0.5);
    const detail = await loanDetail(server, user, loan.id);
    expect(endpoints.getLoanById.result.safeParse(detail.result).success).toBe(true);
    expect(detail.result).toMatchObject({
      daysElapsed: 10,
      currentInterest: '4.9',
      amountDue: '1004.9',
      overdueDays: 0,
    });
    // Staff sessions are short: ten days later the officer signs in again.
    const officer = await compliance(server);
    const book = await staffCall(server, officer.token, 'GET', 'loanBook');
    expect(book.result).toMatchObject({ outstandingPrincipal: '1000', interestReceivable: '4.9' });
    await server.assertLedgerSound();

    // A stale amount moves nothing; the right one repays in full.
    const stale = await repay(server, user, loan.id, '1004.2');
    expect(stale.status).toBe(409);
    expect(stale.code).toBe(488);
    expect(await availableUsdt(server, user.userId)).toBe('1050');
    const repaid = await repay(server, user, loan.id, '1004.9');
    expect(repaid.code).toBe(20005);
    expect(repaid.result).toMatchObject({ status: 'repaid', repaidAmount: '1004.9' });
    expect(await availableUsdt(server, user.userId)).toBe('45.1');
    const [after] = await server.deps.db
      .select({ points: users.creditPoints })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(after?.points).toBe(105);
    const bookAfter = await staffCall(server, officer.token, 'GET', 'loanBook');
    expect(bookAfter.result).toMatchObject({
      outstandingPrincipal: '0',
      interestReceivable: '0',
      interestEarned: '4.9',
      repaid: { count: 1, amount: '1000' },
    });
    expect((await repay(server, user, loan.id, '1004.9')).code).toBe(489);
    const list = await userCall(server, user.token, 'GET', 'listLoanRecord');
    expect(list.result.list.map((l: { id: number }) => l.id)).toContain(loan.id);
    const demoList = await userCall(server, user.token, 'GET', 'listLoanRecord', undefined, {
      book: 'demo',
    });
    expect(demoList.result).toEqual({ list: [], total: 0 });
    await server.assertLedgerSound();

    async function applyLoanSignature() {
      const { upload } = await import('../funds/helpers.js');
      return { id: await upload(server, user.token, 'loan_signature') };
    }
  });

  it('sends an unverified user to KYC and the demo book to the real account', async () => {
    const user = await registerByEmail(server);
    const unverified = await applyLoan(server, user, { amount: '100', days: 7 });
    expect(unverified.code).toBe(10022);
    const demo = await userCall(
      server,
      user.token,
      'POST',
      'loan',
      { amount: '100', days: 7, signatureImageId: '00000000-0000-4000-8000-000000000000' },
      { book: 'demo', key: 'demo-1' },
    );
    expect(demo.code).toBe(460);
  });

  it('refuses a wrong term, an amount above the limit, a signature not the caller’s, and rates that changed', async () => {
    const staff = await compliance(server);
    const user = await verifiedBorrower(server, staff);
    const other = await verifiedBorrower(server, staff);
    expect((await applyLoan(server, user, { amount: '100', days: 31 })).code).toBe(10023);
    const above = await applyLoan(server, user, { amount: '10000.5', days: 7 });
    expect(above.code).toBe(491);
    expect(above.msg).toContain('10000');
    const { upload } = await import('../funds/helpers.js');
    const foreignSignature = await upload(server, other.token, 'loan_signature');
    const kycSignature = await upload(server, user.token, 'kyc_signature');
    for (const signatureImageId of [foreignSignature, kycSignature]) {
      const reply = await userCall(
        server,
        user.token,
        'POST',
        'loan',
        {
          amount: '100',
          days: 7,
          signatureImageId,
        },
        { key: `sig-${signatureImageId}` },
      );
      expect(reply.code).toBe(469);
    }
    expect(
      (await applyLoan(server, user, { amount: '100', days: 7, dailyRate: '0.0004' })).code,
    ).toBe(487);
    const list = await userCall(server, user.token, 'GET', 'listLoanRecord');
    expect(list.result.total).toBe(0);
  });

  it('staff reject with a reason; nothing is paid out', async () => {
    const staff = await compliance(server);
    const user = await verifiedBorrower(server, staff);
    const applied = await applyLoan(server, user, { amount: '300', days: 15 });
    const rejected = await staffCall(
      server,
      staff.token,
      'POST',
      `loans/${applied.result.id}/reject`,
      {
        reason: 'Income not shown',
      },
    );
    expect(rejected.result).toMatchObject({ status: 'rejected', rejectReason: 'Income not shown' });
    expect(await availableUsdt(server, user.userId)).toBe('0');
    expect(await kinds(user.userId)).toContain('loanRejected');
    expect((await approveLoan(server, staff, applied.result.id)).status).toBe(409);
  });
});

describe('the repayment date', () => {
  it('collects the amount due automatically when the balance holds it, and raises credit points', async () => {
    const staff = await compliance(server);
    const user = await verifiedBorrower(server, staff);
    await fund(server.deps.db, user.userId, 'real', 'USDT', '100');
    const applied = await applyLoan(server, user, { amount: '1000', days: 7 });
    await approveLoan(server, staff, applied.result.id);
    // Reminders count from the moment the loan falls due: 3 days, 1 day, the last day.
    await advanceDays(server, 4);
    expect(await kinds(user.userId)).toEqual(['loanApproved', 'loanDueSoon']);
    await advanceDays(server, 0.5);
    await advanceDays(server, 1);
    expect(await kinds(user.userId)).toEqual(['loanApproved', 'loanDueSoon', 'loanDueTomorrow']);
    await advanceDays(server, 1);
    expect((await kinds(user.userId)).at(-1)).toBe('loanDueToday');
    // Each reminder also went by e-mail, in the borrower's language.
    const mails = await server.deps.db
      .select({ subject: devMailbox.subject, body: devMailbox.body })
      .from(devMailbox)
      .where(eq(devMailbox.recipient, user.email))
      .orderBy(devMailbox.id);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Loan due in 3 days', 'Loan due tomorrow', 'Loan due today']),
    );
    expect(mails.find((m) => m.subject === 'Loan due today')?.body).toContain(
      `Loan no. ${applied.result.id} is due today`,
    );
    await advanceDays(server, 0.5 + 1 / 1440);
    const detail = await loanDetail(server, user, applied.result.id);
    // 7 days, 3 free: 4 × 0.7 (the 7-day rate is 0.05%: 0.5 a day) — read from the loan itself.
    expect(detail.result.status).toBe('repaid');
    expect(detail.result.repaidAmount).toBe(detail.result.repaymentAmount);
    expect(await availableUsdt(server, user.userId)).toBe(
      String(1100 - Number(detail.result.repaymentAmount)),
    );
    const [row] = await server.deps.db
      .select({ points: users.creditPoints })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(row?.points).toBe(105);
    expect(await kinds(user.userId)).toContain('loanRepaid');
    await server.assertLedgerSound();
  });

  it('makes a loan the balance cannot cover overdue: the overlay rate, lower credit points, daily reminders, no new loan', async () => {
    // Sign-ins last 30 days by default; this borrower's lasts the whole loan.
    await setSetting(server, 'auth.sessionDays', 90);
    const staff = await compliance(server);
    const user = await verifiedBorrower(server, staff);
    const applied = await applyLoan(server, user, { amount: '1000', days: 30 });
    await approveLoan(server, staff, applied.result.id);
    // The borrower spends the money: at the date nothing is left to collect.
    const { debit } = await import('../helpers/ledger-fixtures.js');
    await debit(server.deps.db, user.userId, 'real', 'USDT', '1000');
    await advanceDays(server, 30);
    server.time.advance(60_000);
    await server.jobs.runDue();
    let detail = await loanDetail(server, user, applied.result.id);
    expect(detail.result).toMatchObject({ status: 'overdue', currentInterest: '18.9' });
    const [points] = await server.deps.db
      .select({ points: users.creditPoints })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(points?.points).toBe(80);
    await advanceDays(server, 1);
    await advanceDays(server, 1);
    detail = await loanDetail(server, user, applied.result.id);
    // 27 days at 0.7 and 2 overdue days at the overlay 1.4.
    expect(detail.result).toMatchObject({
      overdueDays: 2,
      currentInterest: '21.7',
      amountDue: '1021.7',
    });
    const overdueKinds = await kinds(user.userId);
    expect(overdueKinds).toContain('loanOverdue');
    expect(overdueKinds.filter((k) => k === 'loanOverdueReminder').length).toBe(2);
    expect((await applyLoan(server, user, { amount: '100', days: 7 })).code).toBe(490);
    await server.assertLedgerSound();

    await fund(server.deps.db, user.userId, 'real', 'USDT', '1021.7');
    const repaid = await repay(server, user, applied.result.id, '1021.7');
    expect(repaid.result.status).toBe('repaid');
    expect(await availableUsdt(server, user.userId)).toBe('0');
    const [late] = await server.deps.db
      .select({ points: users.creditPoints })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(late?.points).toBe(80);
    await server.assertLedgerSound();
  });
});
