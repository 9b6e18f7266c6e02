import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { calls, exchange, list, logIn, queryOf, quietSockets, quote, USER } from './fixtures';
import { ok, renderApp, requests, stubFetch, type FakeReply } from '@/test/render';
import { figure, visibleText } from '@/test/text';

beforeEach(() => quietSockets());

/** What 1 unit of the amount buys, by the test's current rate. */
const RATES = { first: '0.0000105', moved: '0.0000104' };

function serve({
  rate = () => RATES.first,
  dh = () => ok(exchange()),
  history = [exchange()],
}: {
  rate?: () => string;
  dh?: (request: Request) => FakeReply;
  history?: ReturnType<typeof exchange>[];
} = {}) {
  return stubFetch({
    [`GET ${USER}/getExchangeQuote`]: (request) => {
      const query = new URL(request.url).searchParams;
      const amount = query.get('amount');
      const current = rate();
      // 100 × rate, exactly, for the amounts the tests type.
      const toAmount =
        amount === '100'
          ? current === RATES.first
            ? '0.00105'
            : '0.00104'
          : amount
            ? '0.5'
            : null;
      return ok(
        quote({
          from: query.get('from') as 'USDT',
          to: query.get('to') as 'BTC',
          rate: current,
          toAmount,
        }),
      );
    },
    [`POST ${USER}/dh`]: (request) => dh(request),
    [`GET ${USER}/listExchange`]: ok(list(history)),
    [`GET ${USER}/listBalances`]: ok([]),
  });
}

async function typeAmount(value: string) {
  const input = await screen.findByRole('textbox', { name: 'Amount to exchange (USDT)' });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('/profile/exchange', () => {
  it('shows the live quote: rate, spread, time of the price, available and what the amount buys', async () => {
    logIn();
    const fetch = serve();
    renderApp('/profile/exchange');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Currency exchange' }),
    ).toBeInTheDocument();
    expect(visibleText(await screen.findByTestId('exchange-quote-rate'))).toBe(
      '1 USDT = 0.0000105 BTC',
    );
    expect(visibleText(screen.getByTestId('exchange-quote-spread'))).toBe('0.50 %');
    expect(visibleText(screen.getByTestId('exchange-quote-priceAt'))).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(visibleText(screen.getByTestId('exchange-available'))).toBe('Available: 1,000.00 USDT');
    expect(visibleText(screen.getByTestId('exchange-book'))).toBe(
      'Account: Demo account (virtual money)',
    );

    await typeAmount('100');
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('exchange-receive'))).toBe('0.00105000 BTC'),
    );
    const asked = calls(fetch, '/getExchangeQuote').map(queryOf);
    expect(asked[0]).toEqual({ from: 'USDT', to: 'BTC' });
    expect(asked.at(-1)).toEqual({ from: 'USDT', to: 'BTC', amount: '100' });
    // Live: the quote is asked again every 3 s.
    const before = calls(fetch, '/getExchangeQuote').length;
    await waitFor(() => expect(calls(fetch, '/getExchangeQuote').length).toBeGreaterThan(before), {
      timeout: 5_000,
    });
    expect(requests(fetch).at(-1)!.headers.get('virtually')).toBe('NO');
  });

  it('Max fills in the whole available amount; swap exchanges the currencies', async () => {
    logIn();
    const fetch = serve();
    renderApp('/profile/exchange');
    const max = await screen.findByRole('button', { name: 'Max' });
    expect(max).toHaveAttribute('title', 'Exchange all of your available USDT');
    await waitFor(() => expect((max as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(max);
    expect(
      (screen.getByRole('textbox', { name: 'Amount to exchange (USDT)' }) as HTMLInputElement)
        .value,
    ).toBe('1000');

    await userEvent.click(screen.getByRole('button', { name: 'Swap the currencies' }));
    expect((screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement).value).toBe('BTC');
    expect((screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement).value).toBe('USDT');
    await waitFor(() =>
      expect(calls(fetch, '/getExchangeQuote').map(queryOf).at(-1)).toMatchObject({
        from: 'BTC',
        to: 'USDT',
      }),
    );
  });

  it('refuses the same currency on both sides without asking the server', async () => {
    logIn();
    const fetch = serve();
    renderApp('/profile/exchange');
    await screen.findByTestId('exchange-quote-rate');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'USDT');
    expect(screen.getByText('Do not exchange the same currency')).toBeInTheDocument();
    await typeAmount('100');
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(screen.queryByTestId('exchange-confirm')).toBeNull();
    expect(calls(fetch, '/dh')).toHaveLength(0);
    expect(
      calls(fetch, '/getExchangeQuote').some((url) => url.searchParams.get('to') === 'USDT'),
    ).toBe(false);
  });

  it('refuses more than is available, and an empty amount', async () => {
    logIn();
    const fetch = serve();
    renderApp('/profile/exchange');
    await screen.findByTestId('exchange-quote-rate');
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(screen.getByText('Enter the amount to exchange')).toBeInTheDocument();
    await typeAmount('1000.01');
    expect(
      await screen.findByText(figure('More than your available 1,000.00 USDT')),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(screen.queryByTestId('exchange-confirm')).toBeNull();
    await typeAmount('1.0000001');
    expect(
      await screen.findByText(figure('USDT has at most 6 decimal places')),
    ).toBeInTheDocument();
    expect(calls(fetch, '/dh')).toHaveLength(0);
  });

  it('confirms what is paid, the rate and what is received, then posts dh with minToAmount and an Idempotency-Key', async () => {
    logIn();
    const fetch = serve();
    renderApp('/profile/exchange');
    await typeAmount('100');
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('exchange-receive'))).toBe('0.00105000 BTC'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByTestId('exchange-confirm');
    expect(visibleText(within(dialog).getByTestId('exchange-confirm-pay'))).toBe('100.00 USDT');
    expect(visibleText(within(dialog).getByTestId('exchange-confirm-rate'))).toBe(
      '1 USDT = 0.0000105 BTC',
    );
    expect(visibleText(within(dialog).getByTestId('exchange-confirm-receive'))).toBe(
      '0.00105000 BTC',
    );
    expect(visibleText(within(dialog).getByTestId('exchange-confirm-spread'))).toBe('0.50 %');
    const historyBefore = calls(fetch, '/listExchange').length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange now' }));
    expect(
      await screen.findByText(figure('Exchanged 100.00 USDT for 0.00105000 BTC')),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('exchange-confirm')).toBeNull());

    const posts = requests(fetch).filter((request) => request.url.endsWith('/dh'));
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({
      from: 'USDT',
      to: 'BTC',
      amount: '100',
      minToAmount: '0.00105',
    });
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]!.headers.get('virtually')).toBe('NO');
    // The balances and the history are asked again; the amount is cleared.
    await waitFor(() =>
      expect(calls(fetch, '/listExchange').length).toBeGreaterThan(historyBefore),
    );
    expect(
      (screen.getByRole('textbox', { name: 'Amount to exchange (USDT)' }) as HTMLInputElement)
        .value,
    ).toBe('');
  });

  it('a 409 (the rate moved) shows the new quote and asks again; the retry sends the new minimum', async () => {
    logIn();
    let rate = RATES.first;
    let dhCalls = 0;
    const fetch = serve({
      rate: () => rate,
      dh: () => {
        dhCalls += 1;
        if (dhCalls === 1) {
          rate = RATES.moved;
          return { status: 409, body: { code: 409, msg: 'The rate has changed', result: null } };
        }
        return ok(exchange({ toAmount: '0.00104', rate: RATES.moved }));
      },
    });
    renderApp('/profile/exchange');
    await typeAmount('100');
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('exchange-receive'))).toBe('0.00105000 BTC'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByTestId('exchange-confirm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange now' }));

    expect(await within(dialog).findByTestId('exchange-rate-moved')).toHaveTextContent(
      'The rate moved',
    );
    expect(visibleText(within(dialog).getByTestId('exchange-confirm-error'))).toBe(
      'The rate has changed',
    );
    await waitFor(() =>
      expect(visibleText(within(dialog).getByTestId('exchange-confirm-receive'))).toBe(
        '0.00104000 BTC',
      ),
    );
    expect(visibleText(within(dialog).getByTestId('exchange-confirm-rate'))).toBe(
      '1 USDT = 0.0000104 BTC',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange now' }));
    expect(
      await screen.findByText(figure('Exchanged 100.00 USDT for 0.00104000 BTC')),
    ).toBeInTheDocument();
    const posts = requests(fetch).filter((request) => request.url.endsWith('/dh'));
    expect(posts).toHaveLength(2);
    expect((await posts[0]!.json()).minToAmount).toBe('0.00105');
    expect((await posts[1]!.json()).minToAmount).toBe('0.00104');
    // A new confirmation is a new action: a new key.
    expect(posts[1]!.headers.get('idempotency-key')).not.toBe(
      posts[0]!.headers.get('idempotency-key'),
    );
  });

  it('another refusal is shown in the server’s words and nothing is re-quoted', async () => {
    logIn();
    const fetch = serve({
      dh: () => ({
        status: 400,
        body: { code: 10011, msg: 'Insufficient balance', result: null },
      }),
    });
    renderApp('/profile/exchange');
    await typeAmount('100');
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('exchange-receive'))).toBe('0.00105000 BTC'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByTestId('exchange-confirm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange now' }));
    expect(visibleText(await within(dialog).findByTestId('exchange-confirm-error'))).toBe(
      'Insufficient balance',
    );
    expect(within(dialog).queryByTestId('exchange-rate-moved')).toBeNull();
    expect(calls(fetch, '/dh')).toHaveLength(1);
  });

  it('lists the exchanges made so far, and says when there are none', async () => {
    logIn();
    serve({
      history: [
        exchange({
          id: 6,
          from: 'BTC',
          to: 'USDT',
          fromAmount: '0.01',
          toAmount: '949.5',
          rate: '94950',
        }),
        exchange(),
      ],
    });
    const view = renderApp('/profile/exchange');
    const row = await screen.findByTestId('exchange-6');
    expect([...row.querySelectorAll('td')].slice(1).map((cell) => visibleText(cell))).toEqual([
      '0.01000000 BTC',
      '949.50 USDT',
      '1 BTC = 94,950.00 USDT',
    ]);
    expect(screen.getByTestId('exchange-5')).toBeInTheDocument();
    expect(screen.getByTestId('exchange-history-pager')).toHaveTextContent('2 entries');
    view.unmount();

    serve({ history: [] });
    renderApp('/profile/exchange');
    expect(await screen.findByTestId('exchange-history-empty')).toHaveTextContent(
      'No exchanges yet',
    );
  });

  it('logged out: the way to log in, and no quote is asked for', async () => {
    const fetch = serve();
    renderApp('/profile/exchange');
    expect(
      await screen.findByRole('heading', { name: 'Log in to see your wallet' }),
    ).toBeInTheDocument();
    expect(calls(fetch, '/getExchangeQuote')).toHaveLength(0);
  });
});
