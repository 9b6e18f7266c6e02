import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanDetail } from '../api/loans-api';
import {
  bodyOf,
  envelope,
  loan,
  logIn,
  NOW,
  pdfReply,
  PDF_BYTES,
  renderLoans,
  restoreBrowser,
  stubBrowser,
  stubLoanFetch,
  text,
  USER,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, requests } from '@/test/render';
import { visibleText } from '@/test/text';

const DETAIL = `GET ${USER}/getLoanById/7`;
const REPAY = `POST ${USER}/repayLoan`;
const AGREEMENT = `GET ${USER}/loanAgreement/7`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const repays = (spy: ReturnType<typeof stubLoanFetch>) =>
  requests(spy).filter((r) => `${r.method} ${new URL(r.url).pathname}` === REPAY);

let browser: ReturnType<typeof stubBrowser>;
beforeEach(() => {
  settingsStore.markOnboardingShown();
  browser = stubBrowser();
});
afterEach(() => {
  settingsStore.clearSession();
  restoreBrowser();
  vi.restoreAllMocks();
});

describe('/loan/:id', () => {
  it('shows the status, every term, what has run so far and the schedule', async () => {
    logIn();
    stubLoanFetch({ [DETAIL]: ok(loan()) });
    await renderLoans('/loan/7');
    await screen.findByTestId('loan-detail-status');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loan no. 7');
    expect(text('loan-detail-status')).toBe('Repaying');
    expect(text('loan-detail-amount')).toBe('1,000.00 USDT');
    expect(text('loan-detail-days')).toBe('30 days');
    expect(text('loan-detail-dailyRate')).toBe('0.07%');
    expect(text('loan-detail-apr')).toBe('22.995%');
    expect(text('loan-detail-totalInterest')).toBe('18.90 USDT');
    expect(text('loan-detail-repaymentAmount')).toBe('1,018.90 USDT');
    expect(text('loan-detail-overlayRate')).toBe('0.14%');
    expect(text('loan-detail-currentInterest')).toBe('8.40 USDT');
    expect(text('loan-detail-daysElapsed')).toBe('15');
    expect(text('loan-detail-overdueDays')).toBe('0');
    expect(text('loan-detail-amountDue')).toBe('1,008.40 USDT');
    expect(text('loan-detail-state')).toContain('Repay 1,018.90 USDT by');
    const schedule = screen.getAllByTestId('loan-detail-schedule')[0]!;
    expect(visibleText(schedule)).toContain('Day 4–30');
    expect(screen.getByTestId('loan-detail-back')).toHaveAttribute('href', '/loan/records');
  });

  it('repays early: the dialog shows the exact amount due and the interest saved, and sends that amount', async () => {
    logIn();
    let current: LoanDetail = loan();
    const spy = stubLoanFetch({
      [DETAIL]: () => ok(current),
      [REPAY]: () => {
        current = loan({
          status: 'repaid',
          amountDue: null,
          repaidTime: NOW,
          repaidAmount: '1008.4',
        });
        return envelope(20005, 'Changed successfully', current);
      },
    });
    await renderLoans('/loan/7', 'mobile');
    await userEvent.click(await screen.findByTestId('loan-repay'));
    expect(screen.getByTestId('loan-repay')).toHaveTextContent('Repay early');
    const dialog = await screen.findByTestId('loan-repay-dialog');
    expect(text('loan-repay-amount')).toBe('1,008.40 USDT');
    expect(text('loan-repay-early')).toBe(
      'You repay early: this saves 10.50 USDT of interest against repaying 1,018.90 USDT on the repayment date.',
    );
    expect(repays(spy)).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('loan-repay-submit'));

    await waitFor(() => expect(text('loan-detail-status')).toBe('Repaid'));
    expect(screen.queryByTestId('loan-repay-dialog')).toBeNull();
    expect(screen.queryByTestId('loan-repay')).toBeNull();
    expect(text('loan-detail-state')).toContain('1,008.40 USDT');
    const [sent] = repays(spy);
    expect(await bodyOf(sent!)).toEqual({ id: 7, amount: '1008.4' });
    expect(sent!.headers.get('idempotency-key')).toMatch(UUID);
  });

  it('a day ended in between (488): reads the loan again, shows the new amount and sends it on confirming again', async () => {
    logIn();
    let current: LoanDetail = loan();
    const spy = stubLoanFetch({
      [DETAIL]: () => ok(current),
      [REPAY]: async (request: Request) => {
        const body = (await bodyOf(request)) as { amount: string };
        if (body.amount === '1008.4') {
          current = loan({ daysElapsed: 16, currentInterest: '9.1', amountDue: '1009.1' });
          return envelope(488, 'The amount due changed');
        }
        current = loan({
          status: 'repaid',
          amountDue: null,
          repaidTime: NOW,
          repaidAmount: '1009.1',
        });
        return envelope(20005, 'Changed successfully', current);
      },
    });
    await renderLoans('/loan/7');
    await userEvent.click(await screen.findByTestId('loan-repay'));
    await userEvent.click(screen.getByTestId('loan-repay-submit'));

    expect(await screen.findByTestId('loan-repay-changed')).toHaveTextContent(
      'it is now 1,009.10 USDT',
    );
    await waitFor(() => expect(text('loan-repay-amount')).toBe('1,009.10 USDT'));
    expect(screen.queryByTestId('loan-repay-error')).toBeNull();
    expect(screen.getByTestId('loan-repay-submit')).toHaveTextContent('Pay 1,009.10 USDT');
    await userEvent.click(screen.getByTestId('loan-repay-submit'));
    await waitFor(() => expect(text('loan-detail-status')).toBe('Repaid'));

    const sent = repays(spy);
    expect(sent).toHaveLength(2);
    expect(await bodyOf(sent[0]!)).toEqual({ id: 7, amount: '1008.4' });
    expect(await bodyOf(sent[1]!)).toEqual({ id: 7, amount: '1009.1' });
    expect(sent[1]!.headers.get('idempotency-key')).not.toBe(
      sent[0]!.headers.get('idempotency-key'),
    );
  });

  it('a refusal (insufficient balance) stays in the dialog in the server’s words', async () => {
    logIn();
    stubLoanFetch({
      [DETAIL]: ok(loan({ status: 'overdue', overdueDays: 2, amountDue: '1021.7' })),
      [REPAY]: envelope(10092, 'Insufficient balance'),
    });
    await renderLoans('/loan/7');
    await userEvent.click(await screen.findByTestId('loan-repay'));
    expect(screen.getByTestId('loan-repay')).toHaveTextContent('Repay');
    expect(text('loan-repay-overdue')).toBe(
      'This includes 2 overdue days charged at the overdue rate.',
    );
    expect(screen.queryByTestId('loan-repay-early')).toBeNull();
    await userEvent.click(screen.getByTestId('loan-repay-submit'));
    expect(await screen.findByTestId('loan-repay-error')).toHaveTextContent('Insufficient balance');
    expect(screen.getByTestId('loan-repay-dialog')).toBeInTheDocument();
  });

  it('a rejected loan shows the reason and no repay button', async () => {
    logIn();
    stubLoanFetch({
      [DETAIL]: ok(
        loan({
          status: 'rejected',
          amountDue: null,
          disburseTime: null,
          repaymentTime: null,
          daysElapsed: 0,
          currentInterest: '0',
          rejectReason: 'Income not verified',
        }),
      ),
    });
    await renderLoans('/loan/7');
    await screen.findByTestId('loan-detail-state');
    expect(text('loan-detail-status')).toBe('Rejected');
    expect(text('loan-detail-state')).toBe('This application was rejected: Income not verified');
    expect(screen.queryByTestId('loan-repay')).toBeNull();
    expect(text('loan-detail-repaymentDate')).toBe('Not yet');
  });

  it('fetches the signed agreement with the session and shows it, with links', async () => {
    logIn();
    const spy = stubLoanFetch({
      [DETAIL]: ok(loan({ status: 'pending', amountDue: null, disburseTime: null })),
      [AGREEMENT]: () => pdfReply(),
    });
    await renderLoans('/loan/7');
    expect(await screen.findByTestId('loan-detail-state')).toHaveTextContent(
      'Your application waits for review.',
    );
    expect(screen.queryByTestId('loan-repay')).toBeNull();
    await userEvent.click(screen.getByTestId('loan-agreement'));
    expect(await screen.findByTestId('loan-agreement-view-frame')).toBeInTheDocument();
    expect(await browser.created.at(-1)!.text()).toBe(PDF_BYTES);
    expect(screen.getByTestId('loan-agreement-view-download')).toHaveAttribute(
      'download',
      'loan-agreement-7.pdf',
    );
    const asked = requests(spy).find((r) => new URL(r.url).pathname === `${USER}/loanAgreement/7`)!;
    expect(asked.headers.get('authorization')).toBe('mrd_token');
  });

  it('a failed load offers a retry', async () => {
    logIn();
    stubLoanFetch({
      [DETAIL]: { status: 404, body: { code: 404, msg: 'Not found', result: null } },
    });
    await renderLoans('/loan/7');
    expect(await screen.findByText('The loan could not be loaded.')).toBeInTheDocument();
  });
});
