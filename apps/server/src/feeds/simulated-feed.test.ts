import { RandomWalk, type Instrument } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueInstrument } from './catalogue.js';

const instruments: Instrument[] = CATALOGUE.map(catalogueInstrument);

describe('the simulated feed over the whole catalogue', () => {
  it('moves every instrument within five simulated minutes, and publishes only prices on its tick grid', () => {
    const walk = new RandomWalk(instruments, 'meridian', { stepMs: 1000 });
    const seen = new Map<string, Set<bigint>>(instruments.map((i) => [i.code, new Set()]));
    for (let step = 0; step < 300; step += 1) {
      for (const [code, price] of walk.step()) {
        const instrument = instruments.find((i) => i.code === code)!;
        expect(price % instrument.tickSize, code).toBe(0n);
        expect(price > 0n, code).toBe(true);
        seen.get(code)!.add(price);
      }
    }
    const still = [...seen].filter(([, prices]) => prices.size < 2).map(([code]) => code);
    expect(still).toEqual([]);
  });
});
