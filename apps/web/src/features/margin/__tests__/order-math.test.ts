import { formatAmount, parseAmount } from '@meridian/domain';
import {
  MARGIN_LOT_CASES,
  MARGIN_LOT_GRID,
  OPTION_STAKE_CASES,
  OPTION_STAKE_LIMITS,
} from '@meridian/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  conversionOf,
  currentQuote,
  leverageChoices,
  liveValuation,
  previewOrder,
  lotsValid,
  stakeValid,
  stepLots,
  validateDraft,
  validateStops,
  type OrderDraft,
} from '../lib/order-math';
import { accountFigures } from '../hooks/useLivePositions';
import { marginOrder, PROFIT_TOTAL, RULES } from './fixtures';

const rules = RULES.margin;
const text = (value: bigint | undefined) => (value === undefined ? undefined : formatAmount(value));

function draft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    side: 'long',
    type: 'market',
    lots: '0.1',
    leverage: 2,
    price: '',
    stopLoss: '',
    takeProfit: '',
    ...overrides,
  };
}

describe('order arithmetic (the domain helpers, as the server computes)', () => {
  it('quotes around the live mid: half the spread each side, on the tick', () => {
    const quote = currentQuote(rules, '95000')!;
    expect([text(quote.bid), text(quote.ask)]).toEqual(['94952.5', '95047.5']);
    // Without a live price: the rules' bid and ask.
    expect(text(currentQuote(rules, undefined)!.ask)).toBe('95047.5');
  });

  it('required margin, commission and spread cost of a market buy', () => {
    const preview = previewOrder(rules, currentQuote(rules, '95000')!, draft());
    expect(text(preview.entry)).toBe('95047.5');
    expect(text(preview.units)).toBe('0.1');
    expect(text(preview.requiredMargin)).toBe('4752.375');
    expect(text(preview.commission)).toBe('4.752375');
    expect(text(preview.spreadCost)).toBe('9.5');
    // A sell opens at the bid; a limit order at its price.
    expect(
      text(previewOrder(rules, currentQuote(rules, '95000')!, draft({ side: 'short' })).entry),
    ).toBe('94952.5');
    const limit = previewOrder(
      rules,
      currentQuote(rules, '95000')!,
      draft({ type: 'limit', price: '90000', leverage: 1 }),
    );
    expect(text(limit.requiredMargin)).toBe('9000');
  });

  it('converts USD/xxx pairs by their own price, refuses what it cannot convert', () => {
    expect(conversionOf({ code: 'USDJPY', quote: 'JPY' })).toBe('inverse');
    expect(conversionOf({ code: 'EURUSD', quote: 'USD' })).toBe('par');
    expect(conversionOf({ code: 'EURGBP', quote: 'GBP' })).toBeUndefined();
  });

  it('validates lots: range and step', () => {
    const entry = parseAmount('95047.5');
    expect(validateDraft(rules, draft({ lots: '0.105' }), entry).lots).toBe('lots');
    expect(validateDraft(rules, draft({ lots: '0' }), entry).lots).toBe('lots');
    expect(validateDraft(rules, draft({ lots: '101' }), entry).lots).toBe('lots');
    expect(validateDraft(rules, draft({ lots: 'abc' }), entry).lots).toBe('lots');
    expect(validateDraft(rules, draft({ lots: '0.25' }), entry)).toEqual({});
  });

  it('SPEC §5: a long stops below and takes profit above; a short the other way round', () => {
    const ref = parseAmount('95000');
    expect(validateStops('long', ref, '94000', '96000', '0.01')).toEqual({});
    expect(validateStops('long', ref, '96000', '', '0.01')).toEqual({ stopLoss: 'unreasonable' });
    expect(validateStops('long', ref, '', '94000', '0.01')).toEqual({ takeProfit: 'unreasonable' });
    expect(validateStops('long', ref, '96000', '94000', '0.01')).toEqual({
      stopLoss: 'unreasonable',
      takeProfit: 'unreasonable',
    });
    expect(validateStops('short', ref, '96000', '94000', '0.01')).toEqual({});
    expect(validateStops('short', ref, '94000', '96000', '0.01')).toEqual({
      stopLoss: 'unreasonable',
      takeProfit: 'unreasonable',
    });
    // Equal to the price is not reasonable either; off the tick grid is not a price.
    expect(validateStops('long', ref, '95000', '', '0.01').stopLoss).toBe('unreasonable');
    expect(validateStops('long', ref, '94000.001', '', '0.01').stopLoss).toBe('price');
  });

  it('a limit order needs its price, and its stops are judged against it', () => {
    const entry = parseAmount('95047.5');
    expect(validateDraft(rules, draft({ type: 'limit' }), entry).price).toBe('required');
    expect(validateDraft(rules, draft({ type: 'limit', price: '-1' }), entry).price).toBe('price');
    expect(
      validateDraft(rules, draft({ type: 'limit', price: '90000', stopLoss: '91000' }), entry)
        .stopLoss,
    ).toBe('unreasonable');
    expect(
      validateDraft(rules, draft({ type: 'limit', price: '90000', stopLoss: '89000' }), entry),
    ).toEqual({});
  });

  it('steps lots on the grid within the range', () => {
    expect(stepLots(rules, '0.1', 1)).toBe('0.11');
    expect(stepLots(rules, '0.1', -1)).toBe('0.09');
    expect(stepLots(rules, '0.105', -1)).toBe('0.1');
    expect(stepLots(rules, '0.105', 1)).toBe('0.11');
    expect(stepLots(rules, '0.01', -1)).toBe('0.01');
    expect(stepLots(rules, '', 1)).toBe('0.01');
    expect(stepLots(rules, '100', 1)).toBe('100');
  });

  it('offers leverage up to the maximum', () => {
    expect(leverageChoices(2)).toEqual([1, 2]);
    expect(leverageChoices(30)).toEqual([1, 2, 3, 5, 10, 20, 30]);
    expect(leverageChoices(25)).toEqual([1, 2, 3, 5, 10, 20, 25]);
  });

  it('values an open position at the live price: a long closes at the bid', () => {
    const order = marginOrder();
    const at = (mid: string) => liveValuation(order, rules, mid)!;
    expect(text(at('95000').mark)).toBe('94952.5');
    expect(text(at('95000').profit)).toBe('-9.5');
    expect(text(at('96000').profit)).toBe('90.45'); // bid 95952 − 95047.5 = 904.5 × 0.1
    expect(liveValuation({ ...order, status: 'pending' }, rules, '95000')).toBeUndefined();
    expect(liveValuation(order, undefined, '95000')).toBeUndefined();
  });

  it('recomputes equity, free margin and margin level from the live profit', () => {
    const total = {
      ...PROFIT_TOTAL,
      equity: '99990.5',
      usedMargin: '4752.375',
      freeMargin: '95238.125',
      unrealisedProfit: '-9.5',
      openPositions: 1,
    };
    const live = accountFigures(total, parseAmount('90.45'), 1)!;
    expect(text(live.equity)).toBe('100090.45');
    expect(text(live.freeMargin)).toBe('95338.075');
    expect(live.marginLevelBp).toBe(210_611n); // equity / used margin = 21.0611… → 2106.11%
    // A stale list (different count): the server's figures.
    expect(text(accountFigures(total, parseAmount('90.45'), 2)!.equity)).toBe('99990.5');
  });

  it('stakes stay within the timeframe, in USDT cents and finer down to 6 places', () => {
    const tf = RULES.options.timeframes[0]!;
    expect(stakeValid(tf, '10')).toBe(true);
    expect(stakeValid(tf, '0.5')).toBe(false);
    expect(stakeValid(tf, '1000.01')).toBe(false);
    expect(stakeValid(tf, '1.0000001')).toBe(false);
  });
});

describe('lots and stakes as the server answers them (shared table in @meridian/domain)', () => {
  // The server's margin and options tests run the same tables against buyU and buyOptions: the
  // panel and the server both call the domain's lotsOnGrid and stakeAllowed.
  it.each(MARGIN_LOT_CASES)('$lots lots → $ok', ({ lots, ok }) => {
    expect(lotsValid({ ...rules, ...MARGIN_LOT_GRID }, lots)).toBe(ok);
  });
  it.each(OPTION_STAKE_CASES)('a $stake USDT stake → $ok', ({ stake, ok }) => {
    const timeframe = {
      seconds: OPTION_STAKE_LIMITS.seconds,
      payoutPercent: 80,
      minStake: OPTION_STAKE_LIMITS.minStake,
      maxStake: OPTION_STAKE_LIMITS.maxStake,
    };
    expect(stakeValid(timeframe, stake)).toBe(ok);
  });
});
