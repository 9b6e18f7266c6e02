import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, line, list, logIn, queryOf, quietSockets, USER } from './fixtures';
import { ok, renderApp, requests, stubFetch } from '@/test/render';
import { figure, visibleText } from '@/test/text';

// jsdom has no object URLs; the export test lends them and takes them back.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => quietSockets());
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

/** 45 lines, served 20 a page: entry ids 45 down to 1. */
const LINES = Array.from({ length: 45 }, (_, index) =>
  line({ entryId: 45 - index, time: 1_767_225_600_000 - index * 60_000 }),
);

function serve(lines = LINES) {
  return stubFetch({
    [`GET ${USER}/listStatement`]: (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      return ok(list(lines.slice((page - 1) * size, page * size), lines.length));
    },
  });
}

describe('/profile/records, the transaction record', () => {
  it('sends the filters as query parameters and starts again at page 1', async () => {
    logIn('real');
    const fetch = serve();
    const { router } = renderApp('/profile/records');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction record' }),
    ).toBeInTheDocument();
    await screen.findByTestId('statement-45-USDT');
    expect(queryOf(calls(fetch, '/listStatement')[0]!)).toEqual({ page: '1', size: '20' });
    expect(requests(fetch).at(-1)!.headers.get('virtually')).toBe('YES');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'BTC');
    const type = screen.getByRole('combobox', { name: 'Type' });
    // The ledger reasons are grouped, with friendly labels.
    expect(
      within(type).getByRole('group', { name: 'Deposits and withdrawals' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(type, 'Withdrawal paid out');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(queryOf(calls(fetch, '/listStatement').at(-1)!)).toEqual({
        asset: 'BTC',
        reason: 'withdrawal_payout',
        from: '2026-01-01',
        to: '2026-01-31',
        page: '1',
        size: '20',
      }),
    );
    // The filters stand in the address.
    expect(router.state.location.search).toBe(
      '?asset=BTC&type=withdrawal_payout&from=2026-01-01&to=2026-01-31',
    );
  });

  it('a reversed date range is refused before asking', async () => {
    logIn();
    const fetch = serve();
    renderApp('/profile/records?from=2026-02-01&to=2026-01-01');
    expect(await screen.findByText('The start date is after the end date')).toBeInTheDocument();
    expect(calls(fetch, '/listStatement')).toHaveLength(0);
  });

  it('pages through the lines', async () => {
    logIn();
    const fetch = serve();
    renderApp('/profile/records?asset=USDT');
    await screen.findByTestId('statement-45-USDT');
    expect(screen.getAllByTestId(/^statement-\d+-USDT$/)).toHaveLength(20);
    const pager = screen.getByTestId('statement-pager');
    expect(pager).toHaveTextContent('45 entries');
    expect(visibleText(within(pager).getByTestId('statement-pager-status'))).toBe('Page 1 of 3');
    expect(
      (within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByTestId('statement-25-USDT')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByTestId('statement-5-USDT')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^statement-\d+-USDT$/)).toHaveLength(5);
    expect(visibleText(screen.getByTestId('statement-pager-status'))).toBe('Page 3 of 3');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(calls(fetch, '/listStatement').map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(
      calls(fetch, '/listStatement').every((url) => url.searchParams.get('asset') === 'USDT'),
    ).toBe(true);
  });

  it('shows money in and out with a sign and an arrow, the type and the reference', async () => {
    logIn();
    serve([
      line({
        entryId: 3,
        reason: 'deposit',
        refType: 'deposit',
        refId: '12',
        availableChange: '1000',
      }),
      line({
        entryId: 2,
        reason: 'spot_order',
        refType: 'spot_order',
        refId: '41',
        availableChange: '-250.5',
        frozenChange: '250.5',
        availableAfter: '749.5',
        frozenAfter: '250.5',
      }),
      line({ entryId: 1, reason: 'demo_grant', refType: 'user', refId: 'u1' }),
    ]);
    renderApp('/profile/records');
    const deposit = await screen.findByTestId('statement-3-USDT');
    const credit = within(deposit).getByTestId('statement-3-USDT-available');
    expect(visibleText(credit)).toBe('+1,000.00');
    expect(credit.getAttribute('data-sign')).toBe('in');
    expect(credit.querySelector('svg')).not.toBeNull();
    expect(within(deposit).getByText(figure('Deposit #12'))).toBeInTheDocument();
    expect(within(deposit).getAllByText('Deposit')).toHaveLength(1);

    const order = screen.getByTestId('statement-2-USDT');
    const debit = within(order).getByTestId('statement-2-USDT-available');
    expect(visibleText(debit)).toBe('-250.50');
    expect(debit.getAttribute('data-sign')).toBe('out');
    expect(visibleText(within(order).getByTestId('statement-2-USDT-frozen'))).toBe('+250.50');
    expect(within(order).getByText('Spot order placed')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Spot order #41' })).toHaveAttribute(
      'href',
      '/profile/orders?tab=spot',
    );
    const grant = screen.getByTestId('statement-1-USDT');
    expect(within(grant).getByText('Demo money granted')).toBeInTheDocument();
    expect(within(grant).getByTestId('statement-1-USDT-frozen').getAttribute('data-sign')).toBe(
      'none',
    );
  });

  it('names the charity NFT market lines and links them to the item page', async () => {
    logIn();
    const fetch = serve([
      line({
        entryId: 9,
        reason: 'nft_sale',
        refType: 'nft',
        refId: '7',
        frozenChange: '-150',
        availableChange: '0',
      }),
      line({
        entryId: 8,
        reason: 'nft_release',
        refType: 'nft',
        refId: '5',
        availableChange: '80',
        frozenChange: '-80',
      }),
      line({
        entryId: 7,
        reason: 'nft_bid',
        refType: 'nft',
        refId: '7',
        availableChange: '-150',
        frozenChange: '150',
      }),
    ]);
    renderApp('/profile/records');
    const sale = await screen.findByTestId('statement-9-USDT');
    expect(within(sale).getByText('NFT purchase (to charity)')).toBeInTheDocument();
    expect(within(sale).getByRole('link', { name: figure('NFT no. 7') })).toHaveAttribute(
      'href',
      '/nfts/7',
    );
    const release = screen.getByTestId('statement-8-USDT');
    expect(within(release).getByText('NFT bid released')).toBeInTheDocument();
    expect(within(release).getByRole('link', { name: figure('NFT no. 5') })).toHaveAttribute(
      'href',
      '/nfts/5',
    );
    const bid = screen.getByTestId('statement-7-USDT');
    expect(within(bid).getByText('NFT bid (held)')).toBeInTheDocument();
    expect(visibleText(within(bid).getByTestId('statement-7-USDT-frozen'))).toBe('+150.00');
    expect(within(bid).getByRole('link', { name: figure('NFT no. 7') })).toHaveAttribute(
      'href',
      '/nfts/7',
    );

    // The type filter has the market's group, and picking one asks for that reason.
    const type = screen.getByRole('combobox', { name: 'Type' });
    const group = within(type).getByRole('group', { name: 'Charity NFTs' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'NFT bid (held)',
      'NFT bid released',
      'NFT purchase (to charity)',
      'Charity payout',
    ]);
    await userEvent.selectOptions(type, 'NFT bid (held)');
    await waitFor(() =>
      expect(queryOf(calls(fetch, '/listStatement').at(-1)!)).toEqual({
        reason: 'nft_bid',
        page: '1',
        size: '20',
      }),
    );
  });

  it('exports the filtered statement as a CSV download', async () => {
    logIn('real');
    const csv = 'time,reason,asset,availableChange\n2026-01-01,deposit,BTC,0.5\n';
    const json = serve();
    const exports: Request[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      if (new URL(request.url).pathname.endsWith('/exportStatement')) {
        exports.push(request);
        return new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } });
      }
      return json(input, init);
    });
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:statement';
    });
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    renderApp('/profile/records?asset=BTC&type=deposit&from=2026-01-01&to=2026-01-31&page=2');
    await screen.findByTestId('statement-pager');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The statement was downloaded')).toBeInTheDocument();

    expect(exports).toHaveLength(1);
    const request = exports[0]!;
    // The same filters, no paging; the book and the session like every call.
    expect(queryOf(new URL(request.url))).toEqual({
      asset: 'BTC',
      reason: 'deposit',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(request.headers.get('virtually')).toBe('YES');
    expect(request.headers.get('authorization')).toBe('mrd_token');
    expect(created).toHaveLength(1);
    expect(await created[0]!.text()).toBe(csv);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('blob:statement');
    expect(clicked[0]!.download).toBe('meridian-statement-real-2026-01-01-2026-01-31.csv');
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:statement'));
  });

  it('a refused export shows the server message', async () => {
    logIn();
    const json = serve();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/exportStatement'))
        return new Response(JSON.stringify({ code: 429, msg: 'Too many requests', result: null }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        });
      return json(input, init);
    });
    renderApp('/profile/records');
    await screen.findByTestId('statement-pager');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The statement could not be exported: Too many requests'),
    ).toBeInTheDocument();
  });

  it('says when there is nothing, and when nothing matches the filters', async () => {
    logIn();
    serve([]);
    const view = renderApp('/profile/records');
    expect(await screen.findByTestId('statement-empty')).toHaveTextContent('No transactions');
    view.unmount();
    serve([]);
    renderApp('/profile/records?asset=ETH');
    expect(await screen.findByTestId('statement-empty')).toHaveTextContent(
      'No transactions match these filters',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByTestId('statement-empty')).toHaveTextContent('No transactions');
  });

  it('logged out: the way to log in, and no statement is asked for', async () => {
    const fetch = serve();
    renderApp('/profile/records');
    expect(
      await screen.findByRole('heading', { name: 'Log in to see your wallet' }),
    ).toBeInTheDocument();
    expect(calls(fetch, '/listStatement')).toHaveLength(0);
  });
});
