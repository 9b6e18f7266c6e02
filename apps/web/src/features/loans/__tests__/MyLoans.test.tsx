import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loan, logIn, NOW, quote, renderLoans, stubLoanFetch, text, USER } from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, requests } from '@/test/render';
import { visibleText } from '@/test/text';

const LIST = `GET ${USER}/listLoanRecord`;

beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => {
  settingsStore.clearSession();
  vi.restoreAllMocks();
});

describe('/loan/records: my loans', () => {
  it('lists the loans with their status, amount, term, repayment date and amount due', async () => {
    logIn();
    const spy = stubLoanFetch({
      [LIST]: ok({
        list: [
          loan({
            id: 9,
            status: 'pending',
            amountDue: null,
            disburseTime: null,
            repaymentTime: null,
          }),
          loan({ id: 8, status: 'overdue', overdueDays: 3, amountDue: '1023.1' }),
          loan({
            id: 5,
            status: 'repaid',
            amountDue: null,
            repaidTime: NOW,
            repaidAmount: '1012.6',
          }),
        ],
        total: 3,
      }),
    });
    await renderLoans('/loan/records');
    await screen.findByTestId('loan-records');
    expect(text('loan-record-9-status')).toBe('Under review');
    expect(text('loan-record-9-amount')).toBe('1,000.00 USDT');
    expect(text('loan-record-9-days')).toBe('30 days');
    expect(text('loan-record-9-due')).toBe('Set when paid out');
    expect(text('loan-record-8-status')).toBe('Overdue');
    expect(text('loan-record-8-amountDue')).toBe('1,023.10 USDT');
    expect(text('loan-record-5-status')).toBe('Repaid');
    expect(text('loan-record-5-repaymentAmount')).toBe('1,012.60 USDT');
    expect(screen.getByTestId('loan-record-8-open')).toHaveAttribute('href', '/loan/8');
    const asked = requests(spy).find((r) => new URL(r.url).pathname === `${USER}/listLoanRecord`)!;
    expect(new URL(asked.url).searchParams.get('status')).toBe('all');
  });

  it('filters open and closed loans through the address', async () => {
    logIn();
    const spy = stubLoanFetch({ [LIST]: ok({ list: [], total: 0 }) });
    const { router } = await renderLoans('/loan/records');
    await screen.findByTestId('loan-records-empty');
    await userEvent.click(screen.getByTestId('loan-records-tab-open'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=open'));
    await waitFor(() =>
      expect(
        requests(spy)
          .filter((r) => new URL(r.url).pathname === `${USER}/listLoanRecord`)
          .map((r) => new URL(r.url).searchParams.get('status')),
      ).toEqual(['all', 'open']),
    );
  });

  it('says when there are none, with the way to borrow', async () => {
    logIn();
    stubLoanFetch({ [LIST]: ok({ list: [], total: 0 }) });
    await renderLoans('/loan/records', 'mobile');
    const empty = await screen.findByTestId('loan-records-empty');
    expect(visibleText(empty)).toContain('No loans here');
    expect(within(empty).getByRole('link', { name: 'Borrow' })).toHaveAttribute('href', '/loan');
  });

  it('shows a failed load with a retry that asks again', async () => {
    logIn();
    let fail = true;
    const spy = stubLoanFetch({
      [LIST]: () =>
        fail
          ? { status: 500, body: { code: 500, msg: 'Server error', result: null } }
          : ok({ list: [loan()], total: 1 }),
    });
    await renderLoans('/loan/records');
    expect(await screen.findByText('Your loans could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('loan-record-7')).toBeInTheDocument();
    expect(requests(spy).filter((r) => r.url.includes('listLoanRecord'))).toHaveLength(2);
  });

  it('is reached from /loan', async () => {
    logIn();
    stubLoanFetch({
      [`GET ${USER}/loanQuote`]: ok(quote()),
      [LIST]: ok({ list: [loan()], total: 1 }),
    });
    await renderLoans('/loan');
    await userEvent.click(await screen.findByTestId('loan-records-link'));
    expect(await screen.findByTestId('loan-record-7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My loans');
  });
});
