import { candleIntervalSchema, kValueQuery, spotKlineQuery } from '@meridian/contract';
import { CANDLE_INTERVALS, type CandleInterval } from '@meridian/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { candles } from '../../src/db/schema/market.js';
import { spotCandles } from '../../src/db/schema/spot.js';

/**
 * The candle intervals are one list, the domain's CANDLE_INTERVALS (the web's interval buttons
 * and the server's candle writers use it). The contract may not import the domain and the table
 * definitions keep their own literal lists (drizzle-kit reads them alone), so this test holds
 * them to it: a new interval added in one place and not the others fails here.
 */
describe('candle intervals agree everywhere', () => {
  it('the contract accepts exactly the domain’s intervals, in order', () => {
    expect(candleIntervalSchema.options).toEqual([...CANDLE_INTERVALS]);
    expectTypeOf<z.infer<typeof candleIntervalSchema>>().toEqualTypeOf<CandleInterval>();
    for (const interval of CANDLE_INTERVALS) {
      expect(kValueQuery.parse({ code: 'BTCUSDT', interval }).interval).toBe(interval);
      expect(spotKlineQuery.parse({ code: 'BTCUSDT', interval }).interval).toBe(interval);
    }
    expect(kValueQuery.safeParse({ code: 'BTCUSDT', interval: '1w' }).success).toBe(false);
  });

  it('the candle tables store exactly the domain’s intervals', () => {
    expect(candles.interval.enumValues).toEqual([...CANDLE_INTERVALS]);
    expect(spotCandles.interval.enumValues).toEqual([...CANDLE_INTERVALS]);
  });
});
