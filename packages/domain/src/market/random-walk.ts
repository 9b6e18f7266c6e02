import { mulDiv, type Amount } from '../money/amount.js';
import type { Instrument } from './instrument.js';
import { createPrng, seedFromText, type Prng } from './prng.js';

const PPB = 1_000_000_000n;
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** Rounds a price to the nearest multiple of the tick size, never below one tick. */
export function roundToTick(price: Amount, tickSize: Amount): Amount {
  const half = tickSize / 2n;
  const rounded = ((price + half) / tickSize) * tickSize;
  return rounded < tickSize ? tickSize : rounded;
}

/** An approximately standard-normal integer sample scaled by 2^16 (Irwin–Hall of 12 uniforms). */
function normalScaled(prng: Prng): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += prng.nextInt(65_536);
  return sum - 6 * 65_536;
}

export interface WalkState {
  /**
   * The walk's own, exact price. Only what is published is rounded to the tick: rounding the
   * state itself would stop a coarse-tick instrument whose steps are smaller than half a tick
   * from ever moving (XTZUSDT once held one price for 17 minutes).
   */
  exact: Amount;
  price: Amount;
  prng: Prng;
  /** Standard deviation of one step's relative move, in parts per billion. */
  stepSdPpb: number;
}

export interface RandomWalkOptions {
  /** Milliseconds between steps; sets the per-step volatility. */
  stepMs: number;
  /** Chance of a jump per step, per million. */
  jumpPerMillion?: number;
  /** Size of a jump in step standard deviations. */
  jumpSd?: number;
  /** Pull back toward the start price per step, per billion of the gap (keeps long runs sane). */
  reversionPpb?: number;
}

/**
 * A seeded random walk per instrument with per-class volatility and occasional jumps: the
 * default market-data source (PRODUCT §3). Deterministic for a given seed and step sequence.
 * The walk's state is exact; the prices it publishes are always on the instrument's tick grid.
 */
export class RandomWalk {
  private readonly states = new Map<string, WalkState>();

  constructor(
    private readonly instruments: readonly Instrument[],
    seed: string,
    private readonly options: RandomWalkOptions,
  ) {
    for (const instrument of instruments) {
      // sd per step = annual vol × sqrt(step / year); a float here only sizes the noise, never money.
      const stepSdPpb = Math.round(
        (instrument.volatilityBp / 10_000) * Math.sqrt(options.stepMs / YEAR_MS) * 1e9,
      );
      this.states.set(instrument.code, {
        exact: instrument.startPrice,
        price: roundToTick(instrument.startPrice, instrument.tickSize),
        prng: createPrng(seedFromText(`${seed}:${instrument.code}`)),
        stepSdPpb: Math.max(1, stepSdPpb),
      });
    }
  }

  price(code: string): Amount | undefined {
    return this.states.get(code)?.price;
  }

  /** Moves every instrument one step and returns the new prices. */
  step(): Map<string, Amount> {
    const out = new Map<string, Amount>();
    for (const instrument of this.instruments) {
      const state = this.states.get(instrument.code)!;
      let movePpb = BigInt(Math.round((normalScaled(state.prng) * state.stepSdPpb) / 65_536));
      if (state.prng.nextInt(1_000_000) < (this.options.jumpPerMillion ?? 50)) {
        const direction = state.prng.nextInt(2) === 0 ? -1n : 1n;
        movePpb += direction * BigInt(state.stepSdPpb) * BigInt(this.options.jumpSd ?? 8);
      }
      const gap = instrument.startPrice - state.exact;
      const reversion = mulDiv(gap, BigInt(this.options.reversionPpb ?? 2_000), PPB, 'half-away');
      const next = state.exact + mulDiv(state.exact, movePpb, PPB, 'half-away') + reversion;
      // Never at or below zero: a price is at least one tick.
      state.exact = next > instrument.tickSize ? next : instrument.tickSize;
      state.price = roundToTick(state.exact, instrument.tickSize);
      out.set(instrument.code, state.price);
    }
    return out;
  }
}
