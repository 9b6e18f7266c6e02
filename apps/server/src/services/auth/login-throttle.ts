import type { Deps } from '../../deps.js';
import { tooManyRequests } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';

const HOUR_MS = 60 * 60_000;
/** The per-address failure counter is never the limit itself: it only tells how long to wait. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * Sign-in throttling that cannot lock the owner out (issue 12). Failures are counted per
 * (account, address): after `auth.loginFreeFailuresPerAddress` of them, that address waits
 * 1 s, 2 s, 4 s … up to `auth.loginDelayMaxMs` before its next try for that account (429 with
 * the wait). Someone guessing from elsewhere therefore never delays the owner's own address.
 * Every attempt also counts against the address's per-minute cap. When one account collects
 * more than `auth.loginAccountFailuresPerHour` failures from all addresses (a distributed
 * guess), any address that fails once is stopped for the rest of that hour — a fresh address
 * still gets its try. Built on the RateLimiter interface, so the counters are shared through
 * Redis by every process.
 */
export interface LoginThrottle {
  /** Before checking anything: 429 when the address is over its cap or must still wait. */
  check(): Promise<void>;
  /** After a wrong password or code for the account. */
  fail(): Promise<void>;
  /** After a complete sign-in: the address's failures for the account are forgotten. */
  succeed(): Promise<void>;
}

export function loginThrottle(
  deps: Pick<Deps, 'db' | 'rateLimiter'>,
  scope: 'user' | 'staff',
  /** The account: its id when known, else the name that was tried (so unknown names behave alike). */
  account: string,
  ip: string,
): LoginThrottle {
  const failKey = `${scope}-login-fail:${account}:${ip}`;
  const waitKey = `${scope}-login-wait:${account}:${ip}`;
  const accountKey = `${scope}-login-fail-all:${account}`;
  return {
    async check() {
      const perIp = await getSetting(deps.db, 'auth.loginAttemptsPerIpPerMinute');
      const ipLimit = await deps.rateLimiter.hit(`${scope}-login-ip:${ip}`, perIp, 60_000);
      if (!ipLimit.allowed) throw tooManyRequests(ipLimit.retryAfterMs);
      const wait = await deps.rateLimiter.peek(waitKey, 1);
      if (!wait.allowed) throw tooManyRequests(wait.retryAfterMs);
    },
    async fail() {
      const [free, baseMs, maxMs, windowMinutes, ceiling] = await Promise.all([
        getSetting(deps.db, 'auth.loginFreeFailuresPerAddress'),
        getSetting(deps.db, 'auth.loginDelayBaseMs'),
        getSetting(deps.db, 'auth.loginDelayMaxMs'),
        getSetting(deps.db, 'auth.loginFailureWindowMinutes'),
        getSetting(deps.db, 'auth.loginAccountFailuresPerHour'),
      ]);
      const fromHere = await deps.rateLimiter.hit(failKey, UNBOUNDED, windowMinutes * 60_000);
      const everywhere = await deps.rateLimiter.hit(accountKey, ceiling, HOUR_MS);
      let waitMs = 0;
      if (!everywhere.allowed) waitMs = everywhere.retryAfterMs;
      else if (fromHere.count >= free)
        waitMs = Math.min(maxMs, baseMs * 2 ** Math.min(30, fromHere.count - free));
      if (waitMs <= 0) return;
      // A fresh window of exactly the wait: the key's existence is the "must wait" flag.
      await deps.rateLimiter.reset(waitKey);
      await deps.rateLimiter.hit(waitKey, 1, waitMs);
    },
    async succeed() {
      await Promise.all([deps.rateLimiter.reset(failKey), deps.rateLimiter.reset(waitKey)]);
    },
  };
}
