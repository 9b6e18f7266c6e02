import type { Clock } from '../../lib/clock.js';
import { createMemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';
import { createRedisRateLimiter } from './redis-rate-limiter.js';

/** `prefix` namespaces one deployment's Redis keys (db/deployment-prefix.ts). */
export function createRateLimiter(
  redisUrl: string | undefined,
  clock: Clock,
  prefix: string,
): RateLimiter {
  return redisUrl
    ? createRedisRateLimiter(redisUrl, `${prefix}rl:`)
    : createMemoryRateLimiter(clock);
}
