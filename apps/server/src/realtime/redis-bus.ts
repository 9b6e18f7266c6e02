import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus.js';

/**
 * Redis pub/sub: one connection publishes, one subscribes to the topics this process has local
 * handlers for. Topics are namespaced with `keyPrefix` (one per deployment) so test runs and
 * deployments sharing a Redis server never hear each other.
 */
export async function createRedisBus(redisUrl: string, keyPrefix: string): Promise<Bus> {
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  subscriber.on('message', (channel: string, raw: string) => {
    const topic = channel.slice(keyPrefix.length);
    const set = handlers.get(topic);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const handler of set) handler(message);
  });
  return {
    async publish(topic, message) {
      await publisher.publish(keyPrefix + topic, JSON.stringify(message));
    },
    async subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        handlers.set(topic, (set = new Set()));
        await subscriber.subscribe(keyPrefix + topic);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(topic);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(topic);
          await subscriber.unsubscribe(keyPrefix + topic);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
