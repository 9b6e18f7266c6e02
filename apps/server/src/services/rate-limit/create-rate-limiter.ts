import type { Clock } from '../../lib/clock.js';
import { createMemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';
import { createRedisRateLimiter } from './redis-rate-limiter.js';

export function createRateLimiter(redisUrl: string | undefined, clock: Clock): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl) : createMemoryRateLimiter(clock);
}
