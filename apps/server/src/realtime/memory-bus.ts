import type { Bus, BusHandler } from './bus.js';

export function createMemoryBus(): Bus {
  const topics = new Map<string, Set<BusHandler>>();
  return {
    async publish(topic, message) {
      const handlers = topics.get(topic);
      if (!handlers) return; // nobody listens (a user with no open screen): nothing to copy
      // A copy through JSON keeps the in-process bus honest about what Redis could carry.
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      for (const handler of handlers) handler(copy);
    },
    async subscribe(topic, handler) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) topics.delete(topic);
      };
    },
    async close() {
      topics.clear();
    },
  };
}
