import { useEffect, useState } from 'react';
import { serverClock } from '../lib/clock';

/** The server's time now, re-read every `intervalMs` while `active` (countdowns). */
export function useServerNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    if (!active) return;
    setNow(serverClock.now());
    const timer = setInterval(() => setNow(serverClock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return active ? now : serverClock.now();
}
