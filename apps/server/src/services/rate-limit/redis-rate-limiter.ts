import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.js';

/** Fixed windows in Redis (INCR + PEXPIRE in one MULTI), shared by every server process. */
export function createRedisRateLimiter(redisUrl: string, keyPrefix: string): RateLimiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  return {
    async hit(key, limit, windowMs) {
      const fullKey = keyPrefix + key;
      const results = await redis
        .multi()
        .incr(fullKey)
        .pexpire(fullKey, windowMs, 'NX')
        .pttl(fullKey)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { allowed: count <= limit, count, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key, limit) {
      const fullKey = keyPrefix + key;
      const [value, ttl] = await Promise.all([redis.get(fullKey), redis.pttl(fullKey)]);
      const count = Number(value ?? 0);
      return { allowed: count < limit, count, retryAfterMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(keyPrefix + key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
