import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoanQuote } from '../api/loans-api';
import { LoanPage } from '../pages/LoanPage';
import { ensureUiGroup } from '@/lib/i18n';
import { settingsStore, type AccountMode } from '@/lib/settings-store';
import { ok, renderRoutes, requests, stubFetch } from '@/test/render';
import { visibleText } from '@/test/text';
import { TEST_USER } from '@/test/users';

const QUOTE_PATH = 'GET /swx/customer/user/loanQuote';
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 9, 0);

/** The server's quote of 1,000 USDT over 30 days at 0.07% a day (as the domain computes it). */
function quoteOf(amount: string, days: number, borrower: Partial<LoanQuote['borrower']> = {}) {
  const thousand = amount === '1000';
  const quote: LoanQuote = {
    asset: 'USDT',
    amount,
    days,
    dailyRate: '0.0007',
    nominalAnnualRate: '0.2555',
    annualPercentageRate: thousand ? '0.22995' : '0.23',
    interestFreeDays: 3,
    chargedDays: days - 3,
    dailyInterest: thousand ? '0.7' : '1.75',
    totalInterest: thousand ? '18.9' : '47.25',
    repayable: thousand ? '1018.9' : '2547.25',
    repaymentTime: NOW + days * DAY,
    overdueDailyRate: '0.0014',
    overdueDailyInterest: thousand ? '1.4' : '3.5',
    schedule: [
      { fromDay: 1, toDay: 3, dailyInterest: '0', interest: '0' },
      {
        fromDay: 4,
        toDay: days,
        dailyInterest: thousand ? '0.7' : '1.75',
        interest: thousand ? '18.9' : '47.25',
      },
    ],
    earlyRepayment: { day: 15, interest: '8.4', repayable: '1008.4' },
    borrower: {
      creditPoints: 100,
      limit: '10000',
      minAmount: '10',
      kycStatus: 'verified',
      problem: null,
      ...borrower,
    },
  };
  return quote;
}

function logIn(mode: AccountMode = 'real') {
  settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
  settingsStore.setMode(mode);
}

async function renderLoan(layout: 'desktop' | 'mobile' = 'desktop') {
  await ensureUiGroup('loans');
  return renderRoutes([{ path: '/loan', element: <LoanPage /> }], '/loan', layout);
}

const text = (testId: string) => visibleText(screen.getByTestId(testId));

beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => settingsStore.clearSession());

describe('/loan: what a loan costs', () => {
  it('asks a visitor to log in and prices nothing', async () => {
    const spy = stubFetch({});
    await renderLoan();
    expect(await screen.findByTestId('loan-guest')).toBeInTheDocument();
    expect(requests(spy).some((r) => r.url.includes('loanQuote'))).toBe(false);
  });

  it('shows the whole cost of the amount and term, with the rates and schedule behind it', async () => {
    logIn();
    stubFetch({
      [QUOTE_PATH]: (request) => {
        const url = new URL(request.url);
        return ok(quoteOf(url.searchParams.get('amount')!, Number(url.searchParams.get('days'))));
      },
    });
    await renderLoan();
    await screen.findByTestId('loan-box-apr');
    expect(text('loan-box-apr')).toBe('22.995%');
    expect(text('loan-box-interest')).toBe('18.90 USDT');
    expect(text('loan-box-amount')).toBe('1,000.00 USDT');
    expect(text('loan-box-repayable')).toBe('1,018.90 USDT');
    expect(text('loan-terms-dailyRate')).toBe('0.07%');
    expect(text('loan-terms-nominal')).toBe('25.55%');
    expect(text('loan-terms-freeDays')).toBe('3');
    expect(text('loan-terms-chargedDays')).toBe('27');
    expect(text('loan-terms-overdueRate')).toBe('0.14%');
    expect(text('loan-terms-overdueInterest')).toBe('1.40 USDT');
    expect(text('loan-early')).toContain(
      'repaying on day 15 would cost 1,008.40 USDT (8.40 USDT interest)',
    );
    expect(text('loan-schedule-repay')).toBe('1,018.90 USDT');
    expect(text('loan-problem')).toBe('You can apply for this loan.');
    expect(text('loan-risk')).toContain('Borrow only what you can repay.');
  });

  it('prices a new amount and term once the typing stops, and refuses a bad amount without asking', async () => {
    logIn();
    const spy = stubFetch({
      [QUOTE_PATH]: (request) => {
        const url = new URL(request.url);
        return ok(quoteOf(url.searchParams.get('amount')!, Number(url.searchParams.get('days'))));
      },
    });
    await renderLoan();
    await screen.findByTestId('loan-box-apr');
    const input = screen.getByTestId('loan-amount');
    await userEvent.clear(input);
    await userEvent.type(input, '2500');
    await userEvent.click(screen.getByTestId('loan-term-60'));
    await waitFor(() => expect(text('loan-box-interest')).toBe('47.25 USDT'));
    const asked = requests(spy)
      .filter((r) => r.url.includes('loanQuote'))
      .map((r) => new URL(r.url).search);
    // Not one call per keystroke: the first quote, then 2500 over 30 and 60 days at most.
    expect(asked[0]).toBe('?amount=1000&days=30');
    expect(asked.at(-1)).toBe('?amount=2500&days=60');
    expect(asked.every((q) => !/amount=(2|25|250)&/.test(q))).toBe(true);

    const before = requests(spy).length;
    await userEvent.clear(input);
    await userEvent.type(input, '1.1234567');
    expect(
      await screen.findByText('Enter a correct amount: above zero, at most 6 decimals.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests(spy).length).toBe(before);
  });

  it('says what stops the user and where to go: KYC, the demo book, the limit', async () => {
    logIn();
    let borrower: Partial<LoanQuote['borrower']> = { kycStatus: 'under_review', problem: 'kyc' };
    stubFetch({ [QUOTE_PATH]: () => ok(quoteOf('1000', 30, borrower)) });
    const view = await renderLoan();
    await screen.findByTestId('loan-kyc-link');
    expect(text('loan-problem')).toContain(
      'Loans need a verified identity. Your status: under review.',
    );
    expect(screen.getByTestId('loan-kyc-link')).toHaveAttribute('href', '/profile/kyc');
    view.unmount();

    borrower = { problem: 'limit', limit: '500' };
    await renderLoan('mobile');
    await waitFor(() =>
      expect(text('loan-problem')).toBe('This is above your limit of 500.00 USDT.'),
    );
    expect(text('loan-standing-limit')).toBe('500.00 USDT');
  });

  it('shows a failed quote with a way to try again', async () => {
    logIn();
    stubFetch({
      [QUOTE_PATH]: { status: 500, body: { code: 500, msg: 'Server error', result: null } },
    });
    await renderLoan();
    expect(
      await screen.findByText('The cost could not be worked out. Try again.'),
    ).toBeInTheDocument();
  });
});
