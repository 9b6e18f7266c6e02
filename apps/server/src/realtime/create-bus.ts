import type { Bus } from './bus.js';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';

/** `prefix` namespaces the Redis channels of one deployment (db/deployment-prefix.ts). */
export async function createBus(redisUrl: string | undefined, prefix: string): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl, prefix) : createMemoryBus();
}
