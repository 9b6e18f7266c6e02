import { parseAmount } from '@meridian/domain';
import {
  SPOT_BUDGET_CASES,
  SPOT_GRID_PAIR,
  SPOT_PRICE_CASES,
  SPOT_QUANTITY_CASES,
} from '@meridian/domain/testing';
import { describe, expect, it } from 'vitest';
import { bookRows, lastDirection, mergeTrades } from '../lib/book';
import {
  pairOf,
  percentQuantity,
  previewDraft,
  validateDraft,
  walkBook,
  type OrderDraft,
} from '../lib/order-math';
import { depth, MARKET, trade } from './fixtures';

const pair = pairOf(MARKET)!;
const draft = (patch: Partial<OrderDraft>): OrderDraft => ({
  type: 'limit',
  price: '95000',
  quantity: '0.01',
  total: '',
  by: 'quantity',
  ...patch,
});

describe('spot order arithmetic', () => {
  it('walks the book for a market order and says when it is thinner than the order', () => {
    const { asks } = depth();
    expect(walkBook(asks, parseAmount('0.6'))).toEqual({
      // 0.5 × 95,000 + 0.1 × 95,010.5
      total: parseAmount('57001.05'),
      filled: parseAmount('0.6'),
    });
    expect(walkBook(asks, parseAmount('3')).filled).toBe(parseAmount('2'));
    const preview = previewDraft('buy', draft({ type: 'market', quantity: '3' }), pair, depth());
    expect(preview?.thin).toBe(true);
    expect(preview?.kind).toBe('estimate');
  });

  it('a buy spends its total and the fee; percent needs a price on the tick', () => {
    const preview = previewDraft('buy', draft({}), pair, depth())!;
    expect(preview.spend).toBe(parseAmount('950.95'));
    expect(percentQuantity('buy', 50, pair, parseAmount('1000'), parseAmount('95000.005'))).toBe(
      undefined,
    );
    expect(percentQuantity('buy', 50, pair, parseAmount('0'), parseAmount('95000'))).toBe(
      undefined,
    );
    // 500 USDT at 95,000 + 0.10%: 52 lots (494.494), not 53 (503.5035).
    expect(percentQuantity('buy', 50, pair, parseAmount('1000'), parseAmount('95000'))).toBe(
      parseAmount('0.0052'),
    );
  });

  it('validates like the server: on the grid, at least one lot, totals on the quote unit', () => {
    expect(validateDraft('buy', draft({}), pair)).toEqual({});
    expect(validateDraft('buy', draft({ price: '-1', quantity: 'abc' }), pair)).toEqual({
      price: 'grid',
      quantity: 'grid',
    });
    expect(validateDraft('buy', draft({ type: 'market', by: 'total', total: '0' }), pair)).toEqual({
      total: 'invalid',
    });
    // A sell is never by total.
    expect(
      validateDraft('sell', draft({ type: 'market', by: 'total', quantity: '' }), pair),
    ).toEqual({ quantity: 'required' });
  });
});

describe('the spot grid, case by case as the server answers it (shared table in @meridian/domain)', () => {
  // The server's test (apps/server/test/spot/spot-grid.test.ts) runs the same table against POST
  // submit: both call the domain's checkSpotPrice / checkSpotQuantity / checkSpotBudget.
  it('is the pair of the table', () => {
    expect(pair).toMatchObject({
      code: SPOT_GRID_PAIR.code,
      tickSize: parseAmount(SPOT_GRID_PAIR.tickSize),
      lotSize: parseAmount(SPOT_GRID_PAIR.lotSize),
      quoteUnit: parseAmount(SPOT_GRID_PAIR.quoteUnit),
    });
  });
  it.each(SPOT_PRICE_CASES)('price $input → $problem', ({ input, problem }) => {
    const errors = validateDraft('buy', draft({ price: input }), pair);
    expect(errors.price).toBe(problem === undefined ? undefined : 'grid');
  });
  it.each(SPOT_QUANTITY_CASES)('quantity $input → $problem', ({ input, problem }) => {
    const errors = validateDraft('sell', draft({ quantity: input }), pair);
    expect(errors.quantity).toBe(problem === undefined ? undefined : 'grid');
  });
  it.each(SPOT_BUDGET_CASES)('market buy total $input → $problem', ({ input, problem }) => {
    const errors = validateDraft('buy', draft({ type: 'market', by: 'total', total: input }), pair);
    expect(errors.total).toBe(problem === undefined ? undefined : 'invalid');
  });
});

describe('order book rows and trades', () => {
  it('cumulates from the best price and scales depth bars to the largest side', () => {
    const rows = bookRows(depth().asks, depth().bids, 2);
    expect(rows.asks.map((row) => row.cumulative)).toEqual([
      parseAmount('0.5'),
      parseAmount('1.7'),
    ]);
    expect(rows.asks.map((row) => row.depthBp)).toEqual([2941, 10000]);
    expect(rows.bids.map((row) => row.depthBp)).toEqual([2352, 8235]);
  });

  it('merges trades by id, newest first, and tells the direction', () => {
    const merged = mergeTrades(
      [trade({ id: 1, time: 10 }), trade({ id: 2, time: 20, price: '2' })],
      [trade({ id: 2, time: 20, price: '3' }), trade({ id: 3, time: 15 })],
      2,
    );
    expect(merged.map((item) => [item.id, item.price])).toEqual([
      [2, '3'],
      [3, '94995'],
    ]);
    expect(lastDirection(merged)).toBe('down');
    expect(lastDirection([trade({ id: 1, side: 'sell' })])).toBe('down');
    expect(lastDirection([])).toBe(undefined);
  });
});
