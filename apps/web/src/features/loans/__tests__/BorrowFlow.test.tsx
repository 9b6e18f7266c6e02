import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanQuote } from '../api/loans-api';
import {
  bodyOf,
  envelope,
  loan,
  logIn,
  pdfReply,
  PDF_BYTES,
  quote,
  renderLoans,
  restoreBrowser,
  sign,
  SIGNATURE_ID,
  stubBrowser,
  stubLoanFetch,
  text,
  uploadReply,
  USER,
  type Handler,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, requests } from '@/test/render';
import { visibleText } from '@/test/text';

const QUOTE = `GET ${USER}/loanQuote`;
const UPLOAD = `POST ${USER}/upload`;
const PREVIEW = `POST ${USER}/loanAgreementPreview`;
const APPLY = `POST ${USER}/loan`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function routes(borrower: Partial<LoanQuote['borrower']> = {}, more: Record<string, Handler> = {}) {
  return stubLoanFetch({
    [QUOTE]: () => ok(quote(borrower)),
    [UPLOAD]: () => uploadReply(),
    [PREVIEW]: () => pdfReply(),
    ...more,
  });
}

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const paths = (spy: ReturnType<typeof routes>) =>
  requests(spy).map((request) => `${request.method} ${new URL(request.url).pathname}`);

/** From the quote to the signed, previewed agreement. */
async function toConfirm() {
  await userEvent.click(await screen.findByTestId('loan-continue'));
  sign();
  await userEvent.click(screen.getByTestId('loan-sign-next'));
  await screen.findByTestId('loan-preview');
  await userEvent.click(screen.getByTestId('loan-preview-next'));
  await screen.findByTestId('loan-confirm');
}

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

describe('/loan: what stops the user, and where to go', () => {
  it('KYC missing: says so with the status, links to the identity check and offers no way on', async () => {
    logIn();
    routes({ problem: 'kyc', kycStatus: 'unverified' });
    await renderLoans('/loan');
    const link = await screen.findByTestId('loan-kyc-link');
    expect(text('loan-problem')).toContain(
      'Loans need a verified identity. Your status: not verified.',
    );
    expect(link).toHaveAttribute('href', '/profile/kyc');
    expect(screen.queryByTestId('loan-continue')).toBeNull();
    await userEvent.click(link);
    expect(await screen.findByText('Identity verification')).toBeInTheDocument();
  });

  it('an overdue loan: repay it first, with a link to my loans', async () => {
    logIn();
    routes({ problem: 'overdue' });
    await renderLoans('/loan', 'mobile');
    const link = await screen.findByTestId('loan-overdue-link');
    expect(text('loan-problem')).toContain('Repay it before borrowing again.');
    expect(link).toHaveAttribute('href', '/loan/records?status=open');
    expect(screen.queryByTestId('loan-continue')).toBeNull();
    expect(screen.getByTestId('loan-records-link')).toHaveAttribute('href', '/loan/records');
  });
});

describe('/loan: applying', () => {
  it('asks for the signature before the preview, then uploads it and shows the agreement', async () => {
    logIn();
    const spy = routes();
    await renderLoans('/loan');
    await userEvent.click(await screen.findByTestId('loan-continue'));
    expect(text('loan-steps-loan')).toBe(
      'Loan of 1,000.00 USDT for 30 days; you repay 1,018.90 USDT.',
    );

    await userEvent.click(screen.getByTestId('loan-sign-next'));
    expect(text('loan-signature-error')).toBe('Sign in the box first.');
    expect(screen.queryByTestId('loan-preview')).toBeNull();
    expect(paths(spy).filter((p) => p === UPLOAD || p === PREVIEW)).toEqual([]);

    sign();
    expect(text('loan-signature-state')).toBe('Signed');
    expect(screen.queryByTestId('loan-signature-error')).toBeNull();
    await userEvent.click(screen.getByTestId('loan-sign-next'));
    await screen.findByTestId('loan-preview');

    const upload = requests(spy).find((r) => `${r.method} ${new URL(r.url).pathname}` === UPLOAD)!;
    expect(new URL(upload.url).searchParams.get('purpose')).toBe('loan_signature');
    expect(upload.headers.get('content-type')).toBe('image/png');
    expect(await upload.text()).toBe('signature-png');

    const preview = requests(spy).find(
      (r) => `${r.method} ${new URL(r.url).pathname}` === PREVIEW,
    )!;
    expect(await bodyOf(preview)).toEqual({
      amount: '1000',
      days: 30,
      signatureImageId: SIGNATURE_ID,
    });
    expect(preview.headers.get('authorization')).toBe('mrd_token');
    expect(preview.headers.get('virtually')).toBe('YES');

    // The PDF in the page and through links a phone can follow.
    expect(await browser.created.at(-1)!.text()).toBe(PDF_BYTES);
    expect(await screen.findByTestId('loan-preview-frame')).toHaveAttribute(
      'type',
      'application/pdf',
    );
    expect(screen.getByTestId('loan-preview-open').getAttribute('href')).toMatch(/^blob:/);
    expect(screen.getByTestId('loan-preview-download')).toHaveAttribute(
      'download',
      'loan-agreement-preview.pdf',
    );

    // Back to signing and on again with the same signature: not uploaded twice.
    await userEvent.click(screen.getByTestId('loan-preview-back'));
    await userEvent.click(screen.getByTestId('loan-sign-next'));
    await screen.findByTestId('loan-preview');
    expect(paths(spy).filter((p) => p === UPLOAD)).toHaveLength(1);
    expect(paths(spy).filter((p) => p === PREVIEW)).toHaveLength(2);
  });

  it('a refused preview shows the server’s words and a retry', async () => {
    logIn();
    routes({}, { [PREVIEW]: envelope(460, 'Switch to your real account') });
    await renderLoans('/loan');
    await userEvent.click(await screen.findByTestId('loan-continue'));
    sign();
    await userEvent.click(screen.getByTestId('loan-sign-next'));
    expect(await screen.findByText('Switch to your real account')).toBeInTheDocument();
    expect(disabled(screen.getByTestId('loan-preview-next'))).toBe(true);
  });

  it('confirms only with the agreement acknowledged, then applies with the quote read and a key', async () => {
    logIn();
    const spy = routes(
      {},
      {
        [APPLY]: () =>
          envelope(
            20001,
            'Submitted for review',
            loan({ id: 12, status: 'pending', amountDue: null }),
          ),
      },
    );
    await renderLoans('/loan');
    await toConfirm();

    expect(text('loan-confirm-amount')).toBe('1,000.00 USDT');
    expect(text('loan-confirm-days')).toBe('30 days');
    expect(text('loan-confirm-interest')).toBe('18.90 USDT');
    expect(text('loan-confirm-repayable')).toBe('1,018.90 USDT');
    expect(text('loan-confirm-risk')).toBe(
      'If you repay late, each day after the repayment date is charged at the overdue rate of 0.14% a day instead, and your credit points are lowered.',
    );

    const submit = screen.getByTestId('loan-confirm-submit');
    expect(disabled(submit)).toBe(true);
    await userEvent.click(submit);
    expect(paths(spy)).not.toContain(APPLY);

    await userEvent.click(screen.getByLabelText('I have read the agreement and accept its terms'));
    expect(disabled(submit)).toBe(false);
    await userEvent.click(submit);

    const done = await screen.findByTestId('loan-submitted');
    expect(visibleText(done)).toContain('Application submitted');
    expect(visibleText(done)).toContain('Your application waits for review.');
    expect(within(done).getByTestId('loan-submitted-link')).toHaveAttribute('href', '/loan/12');

    const applies = requests(spy).filter((r) => `${r.method} ${new URL(r.url).pathname}` === APPLY);
    expect(applies).toHaveLength(1);
    expect(await bodyOf(applies[0]!)).toEqual({
      amount: '1000',
      days: 30,
      signatureImageId: SIGNATURE_ID,
      dailyRate: '0.0007',
    });
    expect(applies[0]!.headers.get('idempotency-key')).toMatch(UUID);
  });

  it('terms changed since the quote (487): says so, sends nothing more and goes back to the new quote', async () => {
    logIn();
    const spy = routes({}, { [APPLY]: envelope(487, 'The loan terms changed') });
    await renderLoans('/loan');
    await toConfirm();
    await userEvent.click(screen.getByTestId('loan-confirm-read'));
    await userEvent.click(screen.getByTestId('loan-confirm-submit'));
    expect(await screen.findByTestId('loan-apply-error')).toHaveTextContent(
      'The loan terms changed since you saw this quote.',
    );
    expect(disabled(screen.getByTestId('loan-confirm-submit'))).toBe(true);
    const quotes = paths(spy).filter((p) => p === QUOTE).length;
    await userEvent.click(screen.getByTestId('loan-confirm-back'));
    await waitFor(() => expect(paths(spy).filter((p) => p === QUOTE).length).toBe(quotes + 1));
    expect(await screen.findByTestId('loan-box-apr')).toBeInTheDocument();
  });

  it('a lost answer is sent again with the same key; a refusal then a new try gets a new one', async () => {
    logIn();
    let replies: Handler[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      envelope(10092, 'Insufficient balance'),
      envelope(20001, 'Submitted for review', loan({ id: 12, status: 'pending', amountDue: null })),
    ];
    const spy = routes(
      {},
      {
        [APPLY]: (request) => {
          const [next, ...rest] = replies;
          replies = rest;
          return typeof next === 'function' ? next(request) : next!;
        },
      },
    );
    await renderLoans('/loan');
    await toConfirm();
    await userEvent.click(screen.getByTestId('loan-confirm-read'));
    await userEvent.click(screen.getByTestId('loan-confirm-submit'));
    await screen.findByTestId('loan-apply-error');
    await userEvent.click(screen.getByTestId('loan-confirm-submit'));
    expect(await screen.findByTestId('loan-apply-error')).toHaveTextContent('Insufficient balance');
    await userEvent.click(screen.getByTestId('loan-confirm-submit'));
    await screen.findByTestId('loan-submitted');
    const keys = requests(spy)
      .filter((r) => `${r.method} ${new URL(r.url).pathname}` === APPLY)
      .map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
