import { useSyncExternalStore } from 'react';

/**
 * One ticking clock for every countdown on the page (a single timer, whatever the number of
 * cards): the local time, re-read each second while anything shows a countdown.
 */
const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => (timer === undefined ? Date.now() : now);

/**
 * The server's time now, counting each second: `offset` is the server's clock minus this
 * device's (serverTime − Date.now() when the answer arrived), so a device whose clock is wrong
 * still counts down to the server's end.
 */
export function useServerNow(offset: number): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot) + offset;
}

/** serverTime − the local time at which the answer carrying it arrived. */
export function clockOffset(serverTime: number, receivedAt: number): number {
  return receivedAt > 0 ? serverTime - receivedAt : 0;
}
