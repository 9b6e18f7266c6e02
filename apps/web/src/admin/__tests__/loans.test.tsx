import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminLoanItem } from '../api/loans-api';
import {
  ADMIN,
  bodyOf,
  fail,
  LOAN_BOOK,
  LOAN_ITEM,
  loanRecord,
  page,
  renderAdmin,
  serveAdmin,
  signedIn,
  staff,
  STAFF_TOKEN,
  stubObjectUrls,
} from './fixtures';
import type { StaffRole } from '../api/admin-api';
import { ok, requests, type FakeRoutes } from '@/test/render';
import { visibleText } from '@/test/text';

const ID = LOAN_ITEM.loan.id;
const LOAN = `${ADMIN}/loans/${ID}`;

beforeEach(() => {
  signedIn();
});

function calls(fetch: ReturnType<typeof serveAdmin>, method: string, path: string) {
  return requests(fetch).filter((r) => r.method === method && new URL(r.url).pathname === path);
}

/** The queue has LOAN_ITEM under "pending" (and its count), nothing under other statuses. */
function serveLoans(role: StaffRole = 'compliance', routes: FakeRoutes = {}) {
  return serveAdmin(staff(role), {
    [`GET ${ADMIN}/loans`]: (request) =>
      new URL(request.url).searchParams.get('status') === 'pending' ? page([LOAN_ITEM]) : page([]),
    [`GET ${LOAN}`]: ok(LOAN_ITEM),
    [`GET ${ADMIN}/loanBook`]: ok(LOAN_BOOK),
    ...routes,
  });
}

describe('the loan queue', () => {
  it('lists the pending loans with their terms, and filters by status', async () => {
    const fetch = serveLoans();
    renderAdmin('/admin/loans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loans' })).toBeInTheDocument();
    const row = await screen.findByTestId(`loan-${ID}`);
    const text = visibleText(row);
    expect(text).toContain('#501');
    expect(text).toContain('Alice Liddell (alice)');
    expect(text).toContain('1,500 USDT');
    expect(text).toContain('30 days');
    expect(text).toContain('0.07%');
    expect(text).toContain('21.29%');
    expect(text).toContain('Pending review');
    expect(within(row).getByRole('link', { name: 'Open loan #501' })).toHaveAttribute(
      'href',
      '/admin/loans/501',
    );
    const [first] = calls(fetch, 'GET', `${ADMIN}/loans`).filter(
      (r) => new URL(r.url).searchParams.get('size') !== '1',
    );
    expect(new URL(first!.url).searchParams.get('status')).toBe('pending');
    expect(first!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);

    // The navigation: the queue with the number waiting, and the book.
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Loans, 1 waiting' })).toHaveAttribute(
      'href',
      '/admin/loans',
    );
    expect(within(nav).getByRole('link', { name: 'Loan book' })).toHaveAttribute(
      'href',
      '/admin/loan-book',
    );

    // Another status: asked of the server; nothing there.
    await userEvent.click(screen.getByRole('radio', { name: 'Overdue' }));
    expect(await screen.findByTestId('loans-empty')).toBeInTheDocument();
    const statuses = calls(fetch, 'GET', `${ADMIN}/loans`).map((r) =>
      new URL(r.url).searchParams.get('status'),
    );
    expect(statuses).toContain('overdue');
  });

  it('says so when the queue cannot be loaded', async () => {
    serveLoans('compliance', {
      [`GET ${ADMIN}/loans`]: fail(500, 500, 'The database is unavailable'),
    });
    renderAdmin('/admin/loans');
    expect(await screen.findByText('The loans could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable')).toBeInTheDocument();
  });

  it('is not for support: no navigation entry, and the page says no permission', async () => {
    const fetch = serveLoans('support', { [`GET ${ADMIN}/users`]: page([]) });
    renderAdmin('/admin/loans');
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: /^Loan/ })).toBeNull();
    expect(calls(fetch, 'GET', `${ADMIN}/loans`)).toHaveLength(0);
  });
});

describe('one loan', () => {
  it('shows the borrower, every term and opens the signed agreement with the staff token', async () => {
    const urls = stubObjectUrls();
    const open = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal('open', open);
    const fetch = serveLoans('compliance', {
      [`GET ${LOAN}/agreement`]: () => ({ body: '%PDF-1.7' }),
    });
    renderAdmin('/admin/loans/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan #501' })).toBeInTheDocument();

    const borrower = visibleText(await screen.findByTestId('loan-borrower'));
    expect(borrower).toContain('Alice Liddell');
    expect(borrower).toContain('alice@example.test');
    expect(borrower).toContain('Verified');
    expect(borrower).toContain('120');
    expect(borrower).toContain('42.123456 USDT');
    expect(borrower).toContain('3 repaid on time · 1 repaid late · 1 open · 2 rejected');
    expect(screen.getByRole('link', { name: 'Open the user page' })).toHaveAttribute(
      'href',
      `/admin/users/${LOAN_ITEM.borrower.id}`,
    );

    const terms = visibleText(screen.getByTestId('loan-terms'));
    for (const value of [
      '1,500 USDT',
      '30 days',
      '0.07%',
      '25.55%',
      '21.29%',
      '1.05 USDT',
      '26.25 USDT',
      '1,526.25 USDT',
      '0.20%',
      '3 USDT',
      LOAN_ITEM.loan.agreementSha256,
    ])
      expect(terms).toContain(value);
    // Not paid out yet: no payout date, no amount due.
    expect(terms).not.toContain('Paid out');
    expect(terms).not.toContain('Amount due now');

    await userEvent.click(screen.getByRole('button', { name: 'Open the signed agreement (PDF)' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [request] = calls(fetch, 'GET', `${LOAN}/agreement`);
    expect(request!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(urls.created).toHaveLength(1);
    expect(open).toHaveBeenCalledWith(urls.created[0], '_blank');
  });

  it('says why the agreement could not be opened', async () => {
    stubObjectUrls();
    const open = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal('open', open);
    serveLoans('compliance', {
      [`GET ${LOAN}/agreement`]: fail(404, 404, 'The agreement was not found'),
    });
    renderAdmin('/admin/loans/501');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open the signed agreement (PDF)' }),
    );
    expect(await screen.findByTestId('loan-agreement-error')).toHaveTextContent(
      'The agreement could not be opened: The agreement was not found',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('approves only after a confirmation that states the amount paid out', async () => {
    let decided = false;
    const fetch = serveLoans('compliance', {
      [`GET ${LOAN}`]: () =>
        ok(
          decided
            ? {
                ...LOAN_ITEM,
                loan: loanRecord({
                  status: 'repaying',
                  disburseTime: 1_760_000_400_000,
                  repaymentTime: 1_762_592_400_000,
                  amountDue: '1500',
                }),
                decidedBy: 'compliance-1',
                decideTime: 1_760_000_400_000,
              }
            : LOAN_ITEM,
        ),
      [`POST ${LOAN}/approve`]: () => {
        decided = true;
        return ok(loanRecord({ status: 'repaying' }));
      },
    });
    renderAdmin('/admin/loans/501');
    await userEvent.click(await screen.findByTestId(`approve-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Approve loan #501?' });
    expect(visibleText(within(dialog).getByTestId('approve-text'))).toContain(
      '1,500 USDT is paid into the real account of alice now. The term of 30 days starts today; 1,526.25 USDT is due at its end.',
    );
    expect(calls(fetch, 'POST', `${LOAN}/approve`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));
    await waitFor(() => expect(calls(fetch, 'POST', `${LOAN}/approve`)).toHaveLength(1));
    const [approve] = calls(fetch, 'POST', `${LOAN}/approve`);
    expect(approve!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(await screen.findByText('Loan approved and paid out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The loan is loaded again: repaying, decided by compliance-1, no more decision buttons.
    await waitFor(() => expect(screen.queryByTestId(`approve-${ID}`)).toBeNull());
    const terms = visibleText(screen.getByTestId('loan-terms'));
    expect(terms).toContain('compliance-1');
    expect(terms).toContain('Paid out');
    expect(screen.getByText('Repaying')).toBeInTheDocument();
  });

  it('rejects only with a reason of 3 to 500 characters, and sends it', async () => {
    const fetch = serveLoans('compliance', {
      [`POST ${LOAN}/reject`]: ok(loanRecord({ status: 'rejected', rejectReason: 'x' })),
    });
    renderAdmin('/admin/loans/501');
    await userEvent.click(await screen.findByTestId(`reject-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Reject loan #501?' });
    const submit = within(dialog).getByRole('button', { name: 'Reject' });

    await userEvent.click(submit);
    expect(
      await within(dialog).findByText('Enter a reason of 3 to 500 characters'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  no  ');
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText('Enter a reason of 3 to 500 characters'),
    ).toBeInTheDocument();
    expect(calls(fetch, 'POST', `${LOAN}/reject`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/Reason/));
    await userEvent.type(
      within(dialog).getByLabelText(/Reason/),
      '  Credit history too short for this amount ',
    );
    await userEvent.click(submit);
    await waitFor(() => expect(calls(fetch, 'POST', `${LOAN}/reject`)).toHaveLength(1));
    const [request] = calls(fetch, 'POST', `${LOAN}/reject`);
    expect(await bodyOf(request!)).toEqual({ reason: 'Credit history too short for this amount' });
    expect(await screen.findByText('Loan rejected')).toBeInTheDocument();
  });

  it('a 409 (decided by someone else) loads the loan again and says so', async () => {
    let decided = false;
    const rejected: AdminLoanItem = {
      ...LOAN_ITEM,
      loan: loanRecord({ status: 'rejected', rejectReason: 'Income not shown' }),
      decidedBy: 'admin-1',
      decideTime: 1_760_000_500_000,
    };
    const fetch = serveLoans('compliance', {
      [`GET ${LOAN}`]: () => ok(decided ? rejected : LOAN_ITEM),
      [`POST ${LOAN}/approve`]: () => {
        decided = true;
        return fail(409, 409, 'This loan is no longer pending');
      },
    });
    renderAdmin('/admin/loans/501');
    await userEvent.click(await screen.findByTestId(`approve-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Approve loan #501?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));
    expect(await screen.findByTestId('loan-conflict')).toHaveTextContent(
      'This loan was already decided by someone else. It has been loaded again as it is now.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId(`approve-${ID}`)).toBeNull());
    const terms = visibleText(screen.getByTestId('loan-terms'));
    expect(terms).toContain('Income not shown');
    expect(terms).toContain('admin-1');
    expect(calls(fetch, 'POST', `${LOAN}/approve`)).toHaveLength(1);
  });

  it('a loan that does not exist says so', async () => {
    serveLoans('compliance', { [`GET ${LOAN}`]: fail(404, 404, 'Loan not found') });
    renderAdmin('/admin/loans/501');
    expect(await screen.findByText('The loan could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Loan not found')).toBeInTheDocument();
  });
});

describe('the loan book', () => {
  it('shows the ledger figures and the loans by status, with the way to the loan settings', async () => {
    const fetch = serveLoans('admin');
    renderAdmin('/admin/loan-book');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan book' })).toBeInTheDocument();
    const ledger = visibleText(await screen.findByTestId('loan-book-ledger'));
    expect(ledger).toContain('Principal outstanding125,000.5 USDT');
    expect(ledger).toContain('Interest receivable812.345678 USDT');
    expect(ledger).toContain('Interest earned in all10,250.75 USDT');

    const due = visibleText(screen.getByTestId('loan-book-dueThisWeek'));
    expect(due).toContain('Due this week');
    expect(due).toContain('5');
    expect(due).toContain('15,500 USDT');
    const overdue = visibleText(screen.getByTestId('loan-book-overdue'));
    expect(overdue).toContain('2');
    expect(overdue).toContain('7,000 USDT');
    expect(visibleText(screen.getByTestId('loan-book-repaying'))).toContain('118,000.5 USDT');
    expect(visibleText(screen.getByTestId('loan-book-pending'))).toContain('6,000 USDT');
    expect(visibleText(screen.getByTestId('loan-book-repaid'))).toContain('120');

    expect(screen.getByRole('link', { name: 'Change the loan settings' })).toHaveAttribute(
      'href',
      '/admin/settings#settings-loans',
    );
    const [book] = calls(fetch, 'GET', `${ADMIN}/loanBook`);
    expect(book!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('compliance cannot change settings: a note instead of the link', async () => {
    serveLoans('compliance');
    renderAdmin('/admin/loan-book');
    expect(await screen.findByTestId('loan-settings-note')).toHaveTextContent(
      'Loan settings are changed by an administrator on the Settings page.',
    );
    expect(screen.queryByRole('link', { name: 'Change the loan settings' })).toBeNull();
  });
});
