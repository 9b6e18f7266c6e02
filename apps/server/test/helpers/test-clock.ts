import type { Clock } from '../../src/lib/clock.js';

export interface TestClock {
  clock: Clock;
  advance(ms: number): void;
}

/** Starts at real time and moves only when told (code resend windows, expiries). */
export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}
