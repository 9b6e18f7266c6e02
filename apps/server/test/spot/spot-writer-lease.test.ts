import { afterAll, describe, expect, it } from 'vitest';
import type { Leadership } from '../../src/db/client.js';
import { SPOT_RUNTIME_DEFAULTS, SpotRuntime } from '../../src/engines/spot/spot-runtime.js';
import type { Bus } from '../../src/realtime/bus.js';
import { createMemoryBus } from '../../src/realtime/memory-bus.js';
import { useTestServer } from '../helpers/test-server.js';

// A spot writer whose lease is lost and regained in the same process writes again with exactly
// one subscription to forwarded commands (before the one lease helper, each regain added one
// more, so every forwarded order would have run twice).
const server = useTestServer();

/** The memory bus, counting live subscriptions per topic. */
function countingBus(): Bus & { live(topic: string): number } {
  const inner = createMemoryBus();
  const counts = new Map<string, number>();
  return {
    ...inner,
    async subscribe(topic, handler) {
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
      const off = await inner.subscribe(topic, handler);
      return async () => {
        counts.set(topic, counts.get(topic)! - 1);
        await off();
      };
    },
    live: (topic) => counts.get(topic) ?? 0,
  };
}

/** An advisory lock the test can break, as a dead connection would. */
function breakableLock() {
  const losers: (() => void)[] = [];
  return {
    losers,
    async tryLeadership(): Promise<Leadership> {
      let lose!: () => void;
      const lost = new Promise<void>((resolve) => (lose = resolve));
      losers.push(lose);
      return { lost, release: async () => lose() };
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
let writer: SpotRuntime | undefined;

afterAll(async () => {
  await writer?.stop();
});

describe('the spot writer’s lease', () => {
  it('after a lost and regained lease it holds one command subscription, and none after stop', async () => {
    const bus = countingBus();
    const lock = breakableLock();
    writer = new SpotRuntime({ ...server.deps, bus }, lock, {
      ...SPOT_RUNTIME_DEFAULTS,
      writerRetryMs: 10,
      marketMaker: false,
    });
    await writer.start();
    expect(writer.isWriter).toBe(true);
    expect(bus.live('spot:cmd')).toBe(1);
    for (let round = 0; round < 3; round += 1) {
      lock.losers.at(-1)!();
      await settle();
      expect(writer.isWriter).toBe(true);
      expect(bus.live('spot:cmd')).toBe(1);
    }
    await writer.stop();
    writer = undefined;
    expect(bus.live('spot:cmd')).toBe(0);
  });
});
