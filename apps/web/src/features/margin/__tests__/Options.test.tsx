import type { OptionOrderView } from '@meridian/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OptionCard } from '../components/OptionCard';
import { TradePanel } from '../components/TradePanel';
import { TradingActivity } from '../components/TradingActivity';
import { serverClock } from '../lib/clock';
import {
  connectLivePrices,
  list,
  logIn,
  optionOrder,
  ORDER,
  PROFIT_TOTAL,
  renderUi,
  RULES,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { userEvents } from '@/lib/user-events';
import { ok, requests, stubFetch } from '@/test/render';
import { figure, visibleText } from '@/test/text';

let live: ReturnType<typeof connectLivePrices>;
beforeEach(() => {
  settingsStore.markOnboardingShown();
  serverClock.reset();
  live = connectLivePrices();
});
afterEach(() => {
  live.disconnect();
  serverClock.reset();
});

function settled(option: OptionOrderView, status: OptionOrderView['status']): OptionOrderView {
  const won = status === 'won';
  return {
    ...option,
    status,
    settlePrice: won ? '95010.5' : '94990',
    settleTickAt: option.expiresAt,
    returned: won ? '18' : status === 'lost' ? '0' : option.stake,
    profit: won ? '8' : status === 'lost' ? `-${option.stake}` : '0',
    settledAt: option.expiresAt,
  };
}

describe('options', () => {
  it('direction, timeframe with its payout, stake limits and what a win pays', async () => {
    logIn();
    stubFetch({
      [`GET ${ORDER}/getTradingRules`]: ok(RULES),
      [`GET ${ORDER}/getProfitTotal`]: ok(PROFIT_TOTAL),
    });
    renderUi(<TradePanel code="BTCUSDT" defaultTab="options" />);
    const form = await screen.findByTestId('options-form');
    expect(screen.getByTestId('risk-options')).toHaveTextContent(/Options are high risk/);
    expect(within(form).getByRole('button', { name: /^Up/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const radios = within(form).getAllByRole('radio');
    expect(radios.map((radio) => visibleText(radio.closest('label')!))).toEqual([
      '30 s80% payout',
      '60 s82% payout',
      '300 s88% payout',
    ]);
    expect(radios[0]).toHaveProperty('checked', true);
    const stake = within(form).getByRole('textbox', { name: 'Stake (USDT)' });
    expect(stake).toHaveProperty('value', '1');
    expect(form).toHaveTextContent('1.00 to 1,000.00 USDT');
    await userEvent.clear(stake);
    await userEvent.type(stake, '10');
    expect(screen.getByTestId('option-payout')).toHaveTextContent('Win pays 18.00 USDT');
    await userEvent.click(radios[2]!);
    expect(screen.getByTestId('option-payout')).toHaveTextContent('Win pays 18.80 USDT');
    expect(form).toHaveTextContent('5.00 to 5,000.00 USDT');
    await userEvent.clear(stake);
    await userEvent.type(stake, '2');
    expect(
      within(form).getByText(figure('Enter a stake from 5.00 to 5,000.00 USDT')),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Buy option: Up' }));
    expect(screen.queryByTestId('option-confirm-body')).toBeNull();
  });

  it('confirm, then the open option counts down to expiry and shows the result when it settles', async () => {
    logIn();
    let bought: OptionOrderView | undefined;
    const fetch = stubFetch({
      [`GET ${ORDER}/getTradingRules`]: ok(RULES),
      [`GET ${ORDER}/getProfitTotal`]: ok(PROFIT_TOTAL),
      [`POST ${ORDER}/buyOptions`]: () => {
        bought = optionOrder({ direction: 'down', stake: '10' });
        return { body: { code: 20004, msg: 'Purchase successful', result: bought } };
      },
    });
    renderUi(<TradePanel code="BTCUSDT" defaultTab="options" />);
    const form = await screen.findByTestId('options-form');
    live.push([{ code: 'BTCUSDT', price: '95000' }]);
    await userEvent.click(within(form).getByRole('button', { name: /^Down/ }));
    const stake = within(form).getByRole('textbox', { name: 'Stake (USDT)' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Buy option: Down' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your option' });
    const value = (key: string) => visibleText(within(dialog).getByTestId(`option-confirm-${key}`));
    expect(value('direction')).toBe('Down');
    expect(value('timeframe')).toBe('30 s');
    expect(value('stake')).toBe('10.00 USDT');
    expect(value('payout')).toBe('18.00 USDT (80% payout)');
    expect(value('strike')).toBe(
      'The price when the order reaches the server, now about 95,000.00',
    );
    expect(value('book')).toBe('Demo account: virtual money');
    expect(dialog).toHaveTextContent(/Options are high risk/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy option' }));

    const card = await screen.findByTestId('option-31');
    const [sent] = requests(fetch).filter((r) => r.url.endsWith('/buyOptions'));
    expect(await sent!.json()).toEqual({
      code: 'BTCUSDT',
      direction: 'down',
      timeframe: 30,
      stake: '10',
    });
    expect(sent!.headers.get('idempotency-key')).toBeTruthy();
    expect(visibleText(within(card).getByTestId('option-countdown'))).toMatch(
      /^Expires in 00:(30|29)$/,
    );
    expect(visibleText(within(card).getByTestId('option-31-strike'))).toBe('95,000.00');

    // Ten seconds later (the server's clock runs on).
    act(() => serverClock.learn(Date.now() + 10_000));
    await waitFor(() =>
      expect(visibleText(within(card).getByTestId('option-countdown'))).toMatch(
        /^Expires in 00:(20|19)$/,
      ),
    );

    // Settled: the live channel says so.
    act(() =>
      userEvents.publish({ type: 'option', book: 'demo', option: settled(bought!, 'lost') }),
    );
    expect(await within(card).findByTestId('option-result')).toHaveTextContent('Lost');
    expect(visibleText(within(card).getByTestId('option-31-settle'))).toBe('94,990.00');
    expect(visibleText(within(card).getByTestId('option-31-returned'))).toBe('0.00 USDT');
  });

  it('settles from the live channel: won, the price at expiry and what came back', async () => {
    logIn();
    const open = optionOrder();
    stubFetch({
      [`GET ${ORDER}/getTradingRules`]: ok(RULES),
      [`GET ${ORDER}/getProfitTotal`]: ok(PROFIT_TOTAL),
      [`GET ${ORDER}/listUOrder`]: ok(list([])),
      [`GET ${ORDER}/listOptionsOrder`]: ok(list([open])),
    });
    renderUi(<TradingActivity />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Options' }));
    const card = await screen.findByTestId('option-31');
    expect(card).toHaveAttribute('data-status', 'open');
    expect(within(card).getByTestId('option-countdown')).toHaveTextContent(/Expires in 00:(30|29)/);

    act(() => userEvents.publish({ type: 'option', book: 'demo', option: settled(open, 'won') }));
    expect(await within(card).findByTestId('option-result')).toHaveTextContent('Won');
    expect(card).toHaveAttribute('data-status', 'won');
    expect(visibleText(within(card).getByTestId('option-31-settle'))).toBe('95,010.50');
    expect(visibleText(within(card).getByTestId('option-31-returned'))).toBe('18.00 USDT');
    expect(visibleText(within(card).getByTestId('option-31-profit'))).toBe('+8.00 USDT');
    expect(within(card).queryByTestId('option-countdown')).toBeNull();
  });

  it('an expired option still open shows "settling" and is fetched until the result is there', async () => {
    logIn();
    const past = Date.now() - 1_000;
    const open = optionOrder({
      expiresAt: past,
      strikeAt: past - 30_000,
      createdAt: past - 30_000,
    });
    let calls = 0;
    const fetch = stubFetch({
      [`GET ${ORDER}/getOptionsOrderById/31`]: () => {
        calls += 1;
        return ok(calls < 2 ? open : settled(open, 'draw'));
      },
    });
    renderUi(<OptionCard option={open} tickSize="0.01" />);
    expect(screen.getByTestId('option-countdown')).toHaveTextContent('Settling…');
    expect(await screen.findByTestId('option-result', {}, { timeout: 5_000 })).toHaveTextContent(
      'Draw: stake refunded',
    );
    expect(visibleText(screen.getByTestId('option-31-returned'))).toBe('10.00 USDT');
    expect(requests(fetch).filter((r) => r.url.endsWith('/getOptionsOrderById/31'))).toHaveLength(
      2,
    );
  });

  it('void and lost results read as such', async () => {
    logIn();
    stubFetch({});
    const open = optionOrder();
    const { unmount } = renderUi(<OptionCard option={settled(open, 'void')} />);
    expect(screen.getByTestId('option-result')).toHaveTextContent(
      'No price at expiry: stake refunded',
    );
    unmount();
    renderUi(<OptionCard option={settled(open, 'lost')} />);
    expect(screen.getByTestId('option-result')).toHaveTextContent('Lost');
    expect(screen.getByTestId('option-31-profit')).toHaveAttribute('data-tone', 'down');
    expect(visibleText(screen.getByTestId('option-31-returned'))).toBe('0.00 USDT');
  });
});
