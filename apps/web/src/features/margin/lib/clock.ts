/**
 * The server's clock as seen from here: countdowns to an option's expiry use the server's
 * timestamps, so a browser whose clock is off would count wrong. A reply that carries the
 * server's "now" (a just-bought option's `createdAt`) teaches the offset.
 */
let offsetMs = 0;

export const serverClock = {
  now(): number {
    return Date.now() + offsetMs;
  },
  /** `serverNowMs` was the server's time when the reply just received was made. */
  learn(serverNowMs: number): void {
    if (Number.isFinite(serverNowMs)) offsetMs = serverNowMs - Date.now();
  },
  reset(): void {
    offsetMs = 0;
  },
};
