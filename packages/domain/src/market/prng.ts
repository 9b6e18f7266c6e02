/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence on every machine,
 * so the simulated feed and the simulation tests are reproducible. Not for secrets.
 */
export interface Prng {
  /** An integer in [0, 2^32). */
  nextUint32(): number;
  /** An integer in [0, bound). */
  nextInt(bound: number): number;
  /** The internal state, to save and resume. */
  readonly state: number;
}

export function createPrng(seed: number): Prng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    nextUint32: next,
    nextInt(bound) {
      if (!Number.isInteger(bound) || bound <= 0)
        throw new RangeError('bound must be a positive integer');
      return next() % bound;
    },
    get state() {
      return s;
    },
  };
}

/** Seed from a text (e.g. MARKET_SEED plus an instrument code), FNV-1a. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
