import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calls, exchange, line, list, logIn, queryOf, quietSockets, quote, USER } from './fixtures';
import { changeLanguage } from '@/lib/i18n';
import { ok, renderApp, stubFetch } from '@/test/render';
import { visibleText } from '@/test/text';

/**
 * Issue 13, "shared web formatting": the wallet pages in German (the locale's separators, money in
 * its asset's precision, a decimal comma typed) and in Arabic (every figure and date an isolated
 * run, so the bidi algorithm cannot reorder "100.00 USDT" or a date inside a right-to-left page).
 */
const FSI = '\u2068';
const PDI = '\u2069';

beforeEach(() => quietSockets());
afterEach(() => act(() => changeLanguage('en')));

function serve() {
  return stubFetch({
    [`GET ${USER}/listStatement`]: ok(
      list([
        line({ entryId: 2, availableChange: '1234.5', availableAfter: '1234.5' }),
        line({
          entryId: 1,
          asset: 'BTC',
          reason: 'exchange',
          refType: 'exchange',
          refId: '5',
          availableChange: '0.4',
          availableAfter: '0.4',
        }),
      ]),
    ),
    [`GET ${USER}/getExchangeQuote`]: (request) => {
      const amount = new URL(request.url).searchParams.get('amount');
      return ok(quote({ toAmount: amount === '0.5' ? '0.0000052' : null }));
    },
    [`GET ${USER}/listExchange`]: ok(list([exchange()])),
    [`GET ${USER}/listBalances`]: ok([]),
  });
}

describe('wallet formatting in German', () => {
  it('groups with "." and writes "," before the decimals; BTC keeps its 8 places', async () => {
    logIn();
    act(() => changeLanguage('de'));
    serve();
    renderApp('/profile/records');
    const usdt = await screen.findByTestId('statement-2-USDT-available');
    expect(visibleText(usdt)).toBe('+1.234,50');
    expect(visibleText(screen.getByTestId('statement-1-BTC-available'))).toBe('+0,40000000');
    expect(
      [...screen.getByTestId('statement-2-USDT').querySelectorAll('td')].map(visibleText),
    ).toContain('1.234,50');
  });

  it('accepts an amount typed with a decimal comma and shows what it buys in German', async () => {
    logIn();
    act(() => changeLanguage('de'));
    const fetch = serve();
    renderApp('/profile/exchange');
    await screen.findByTestId('exchange-available');
    const input = document.querySelector<HTMLInputElement>('input[inputmode="decimal"]')!;
    expect(input).not.toBeNull();
    await userEvent.type(input, '0,5');
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('exchange-receive'))).toBe('0,00000520 BTC'),
    );
    expect(calls(fetch, '/getExchangeQuote').map(queryOf).at(-1)).toMatchObject({ amount: '0.5' });
    expect(visibleText(screen.getByTestId('exchange-available'))).toMatch(/1\.000,00 USDT/);
  });
});

describe('wallet formatting in Arabic', () => {
  it('isolates each amount with its unit and each date, so they keep their order', async () => {
    logIn();
    act(() => changeLanguage('ar'));
    serve();
    renderApp('/profile/exchange');
    const row = await screen.findByTestId('exchange-5');
    const [time, paid, received] = [...row.querySelectorAll('td')].map(
      (cell) => cell.textContent ?? '',
    );
    // The amount and its code are one isolated run: "100.00 USDT", never "USDT 100.00".
    expect(paid).toMatch(/^\u2068100.00 USDT\u2069$/u);
    expect(received).toMatch(/^\u20680.00105000 BTC\u2069$/u);
    // The date, with its Arabic words, is a run of its own inside the right-to-left cell.
    expect(time!.startsWith(FSI) && time!.endsWith(PDI)).toBe(true);
    expect(time).toMatch(/\d/);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('isolates the signed changes of the transaction record', async () => {
    logIn();
    act(() => changeLanguage('ar'));
    serve();
    renderApp('/profile/records');
    const usdt = await screen.findByTestId('statement-2-USDT-available');
    expect(usdt.textContent).toMatch(/^\u2068\u200e?\+1.234.50\u2069$/u);
    const time = screen.getByTestId('statement-2-USDT').querySelector('td')!.textContent ?? '';
    expect(time.startsWith(FSI) && time.endsWith(PDI)).toBe(true);
  });
});
