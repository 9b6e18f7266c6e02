import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Leadership } from '../db/client.js';
import { LeaderLease } from './leader-lease.js';

const quietLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

/** A lock the test can grant, refuse and break (as a dead connection would). */
function fakeLock() {
  let free = true;
  const held: { lose(): void; released: boolean }[] = [];
  return {
    held,
    setFree(value: boolean) {
      free = value;
    },
    async tryLeadership(): Promise<Leadership | undefined> {
      if (!free) return undefined;
      free = false;
      let lose!: () => void;
      const lost = new Promise<void>((resolve) => (lose = resolve));
      const entry = { lose, released: false };
      held.push(entry);
      return {
        lost,
        async release() {
          entry.released = true;
          free = true;
          lose();
        },
      };
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function lease(lock: ReturnType<typeof fakeLock>, onLead: () => Promise<void>) {
  const events: string[] = [];
  const instance = new LeaderLease({
    name: 'test',
    lockKey: 1,
    database: lock,
    log: quietLog,
    retryMs: 10,
    onLead: async () => {
      events.push('lead');
      await onLead();
    },
    onStepDown: async (reason) => {
      events.push(`down:${reason}`);
    },
  });
  return { instance, events };
}

describe('LeaderLease', () => {
  it('leads once, stands down when the lease is lost, and leads again — never twice at once', async () => {
    const lock = fakeLock();
    const { instance, events } = lease(lock, async () => undefined);
    await instance.start();
    expect(instance.isLeader).toBe(true);
    // The holding connection dies: the lock is free again for whoever asks first (here, us).
    lock.setFree(true);
    lock.held[0]!.lose();
    await settle();
    expect(events).toEqual(['lead', 'down:lost', 'lead']);
    expect(instance.isLeader).toBe(true);
    await instance.stop();
    expect(events.at(-1)).toBe('down:stop');
    expect(lock.held.at(-1)!.released).toBe(true);
    expect(instance.isLeader).toBe(false);
  });

  it('stands by while another process holds the lock, and takes over when it is free', async () => {
    const lock = fakeLock();
    lock.setFree(false);
    const { instance, events } = lease(lock, async () => undefined);
    await instance.start();
    expect(instance.isLeader).toBe(false);
    lock.setFree(true);
    await settle();
    expect(events).toEqual(['lead']);
    expect(instance.isLeader).toBe(true);
    await instance.stop();
  });

  it('gives the lease back when starting to lead fails, and tries again later', async () => {
    const lock = fakeLock();
    let failures = 1;
    const { instance, events } = lease(lock, async () => {
      if (failures-- > 0) throw new Error('could not rebuild the books');
    });
    await instance.start();
    expect(lock.held[0]!.released).toBe(true);
    await settle();
    expect(events).toEqual(['lead', 'down:lost', 'lead']);
    expect(instance.isLeader).toBe(true);
    await instance.stop();
  });

  it('after stop, a lost lease does not make it lead again', async () => {
    const lock = fakeLock();
    const { instance, events } = lease(lock, async () => undefined);
    await instance.start();
    await instance.stop();
    lock.held[0]!.lose();
    await settle();
    expect(events).toEqual(['lead', 'down:stop']);
    expect(instance.isLeader).toBe(false);
  });
});
