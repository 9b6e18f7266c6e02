import { parseAmount } from '../money/amount.js';
import { spotPair } from '../spot/pair.js';

/**
 * One table of spot grid cases for BTCUSDT (tick 0.01 USDT, lot 0.0001 BTC, USDT unit 10^-6),
 * checked against the domain's grid functions (packages/domain), the web's draft validation
 * (apps/web features/spot) and the server's answers to POST submit (apps/server test/spot): all
 * three must agree, because the server and the web call the same functions.
 */

export const SPOT_GRID_PAIR = {
  code: 'BTCUSDT',
  tickSize: '0.01',
  lotSize: '0.0001',
  quoteUnit: '0.000001',
} as const;

/** That pair as the engines take it, with the server's default fees (maker 8 bp, taker 10 bp). */
export const BTC_USDT_TEST_PAIR = spotPair({
  code: SPOT_GRID_PAIR.code,
  tickSize: parseAmount(SPOT_GRID_PAIR.tickSize),
  lotSize: parseAmount(SPOT_GRID_PAIR.lotSize),
  quoteUnit: parseAmount(SPOT_GRID_PAIR.quoteUnit),
  makerFeeBp: 8n,
  takerFeeBp: 10n,
});

export interface SpotGridCase<Problem extends string> {
  /** The decimal as typed or sent. */
  input: string;
  /** undefined: on the grid; otherwise the domain's problem. */
  problem: Problem | undefined;
}

export const SPOT_PRICE_CASES: readonly SpotGridCase<'not_positive' | 'off_tick' | 'too_high'>[] = [
  { input: '95000', problem: undefined },
  { input: '95000.01', problem: undefined },
  { input: '0.01', problem: undefined },
  // 2^53 − 1 ticks: the highest price, and one tick more.
  { input: '90071992547409.91', problem: undefined },
  { input: '90071992547409.92', problem: 'too_high' },
  { input: '95000.001', problem: 'off_tick' },
  { input: '0.005', problem: 'off_tick' },
  { input: '0', problem: 'not_positive' },
  { input: '-95000', problem: 'not_positive' },
];

export const SPOT_QUANTITY_CASES: readonly SpotGridCase<
  'not_positive' | 'off_lot' | 'too_large'
>[] = [
  { input: '0.0001', problem: undefined },
  { input: '0.5', problem: undefined },
  // 10^12 lots: the largest order, and one lot more.
  { input: '100000000', problem: undefined },
  { input: '100000000.0001', problem: 'too_large' },
  { input: '0.00001', problem: 'off_lot' },
  { input: '0.00015', problem: 'off_lot' },
  { input: '0', problem: 'not_positive' },
  { input: '-1', problem: 'not_positive' },
];

export const SPOT_BUDGET_CASES: readonly SpotGridCase<'not_positive' | 'off_unit' | 'too_large'>[] =
  [
    { input: '1000', problem: undefined },
    { input: '0.000001', problem: undefined },
    { input: '1000000000000', problem: undefined },
    { input: '1000000000000.000001', problem: 'too_large' },
    { input: '0.0000001', problem: 'off_unit' },
    { input: '0', problem: 'not_positive' },
  ];
