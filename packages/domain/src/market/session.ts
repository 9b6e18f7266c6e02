import type { TradingSession } from './instrument.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** 1970-01-01 was a Thursday: shift so minute 0 of the week is Sunday 00:00 UTC. */
const EPOCH_WEEKDAY_OFFSET_MINUTES = 4 * DAY_MINUTES;

/** Minutes since Sunday 00:00 UTC for an epoch-milliseconds instant. */
export function minuteOfWeekUtc(epochMs: number): number {
  const minutes = Math.floor(epochMs / MINUTE_MS) + EPOCH_WEEKDAY_OFFSET_MINUTES;
  return ((minutes % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
}

const at = (day: number, hour: number, minute = 0) => day * DAY_MINUTES + hour * 60 + minute;

/**
 * Whether a session is open at `epochMs`. Sessions are fixed UTC windows (no daylight saving or
 * holidays): forex Sun 22:00–Fri 22:00; US equities and ETFs Mon–Fri 14:30–21:00; CME-style
 * futures Sun 23:00–Fri 22:00 with a daily break 22:00–23:00.
 */
export function isSessionOpen(session: TradingSession, epochMs: number): boolean {
  const m = minuteOfWeekUtc(epochMs);
  switch (session) {
    case 'always':
      return true;
    case 'forex':
      return m >= at(0, 22) && m < at(5, 22);
    case 'us-equity': {
      const day = Math.floor(m / DAY_MINUTES);
      const inDay = m % DAY_MINUTES;
      return day >= 1 && day <= 5 && inDay >= 14 * 60 + 30 && inDay < 21 * 60;
    }
    case 'cme-futures': {
      if (m < at(0, 23) || m >= at(5, 22)) return false;
      const inDay = m % DAY_MINUTES;
      return !(inDay >= 22 * 60 && inDay < 23 * 60);
    }
  }
}
