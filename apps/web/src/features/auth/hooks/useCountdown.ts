import { useCallback, useEffect, useState } from 'react';

/** Seconds to wait before a verification code may be sent again (PRODUCT §10: one per 60 s). */
export const RESEND_SECONDS = 60;

/**
 * A countdown in whole seconds: `start(60)`, then `remaining` goes 60, 59 … 0. Measured against
 * the clock, so a throttled background tab still ends on time.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number = RESEND_SECONDS) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  return { remaining, running: remaining > 0, start };
}
