import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from './rate-limiter.js';

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const now = clock().getTime();
    const found = windows.get(key);
    if (found && found.resetAt > now) return found;
    if (found) windows.delete(key);
    return undefined;
  };
  return {
    async hit(key, limit, windowMs) {
      const now = clock().getTime();
      let entry = current(key);
      if (!entry) windows.set(key, (entry = { count: 0, resetAt: now + windowMs }));
      entry.count += 1;
      return {
        allowed: entry.count <= limit,
        count: entry.count,
        retryAfterMs: entry.resetAt - now,
      };
    },
    async peek(key, limit) {
      const entry = current(key);
      const count = entry?.count ?? 0;
      return {
        allowed: count < limit,
        count,
        retryAfterMs: entry ? entry.resetAt - clock().getTime() : 0,
      };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
