import type { FastifyBaseLogger } from 'fastify';
import type { Database, Leadership } from '../db/client.js';

/** Advisory-lock keys of the engines that run in one process of a cluster (one list, no clash). */
export const LEASE_KEYS = {
  marketFeed: 424_242,
  spotWriter: 525_252,
} as const;

export interface LeaderLeaseOptions {
  /** For the logs: "market feed", "spot writer". */
  name: string;
  lockKey: number;
  database: Pick<Database, 'tryLeadership'>;
  log: FastifyBaseLogger;
  /** How often a standby process tries to take the lease. */
  retryMs: number;
  /** Becomes the leader: start the work. A throw gives the lease back and retries later. */
  onLead(): Promise<void>;
  /** Stops leading (the lease was lost, or the process stops): stop the work. */
  onStepDown(reason: 'lost' | 'stop'): Promise<void>;
}

/**
 * One process of a cluster leads an engine (runs the feed, writes the spot books) while it holds
 * a PostgreSQL session advisory lock on a dedicated connection; the others stand by and retry.
 * When the holding connection dies the lease is lost: the work stops here and this process
 * tries again (another may take over first). PGlite is single-process: the lease is always won.
 */
export class LeaderLease {
  private leadership: Leadership | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: LeaderLeaseOptions) {}

  get isLeader(): boolean {
    return this.leadership !== undefined;
  }

  /** Makes the first attempt (awaited), then keeps trying in the background until `stop`. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.attempt();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.stepDown('stop');
  }

  private async attempt(): Promise<void> {
    if (this.stopped || this.leadership) return;
    const { log, name } = this.options;
    let leadership: Leadership | undefined;
    try {
      leadership = await this.options.database.tryLeadership(this.options.lockKey);
    } catch (error) {
      log.error({ err: error }, `${name}: could not ask for the lease`);
    }
    if (!leadership) return this.retryLater();
    if (this.stopped) {
      await leadership.release().catch(() => undefined);
      return;
    }
    this.leadership = leadership;
    try {
      await this.options.onLead();
    } catch (error) {
      log.error({ err: error }, `${name}: could not start leading`);
      await this.stepDown('lost');
      return this.retryLater();
    }
    void leadership.lost.then(async () => {
      if (this.stopped || this.leadership !== leadership) return;
      log.warn(`${name}: lease lost; standing by`);
      await this.stepDown('lost');
      await this.attempt();
    });
  }

  private retryLater() {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => void this.attempt(), this.options.retryMs);
    this.retryTimer.unref();
  }

  private async stepDown(reason: 'lost' | 'stop') {
    const leadership = this.leadership;
    if (!leadership) return;
    this.leadership = undefined;
    try {
      await this.options.onStepDown(reason);
    } catch (error) {
      this.options.log.error({ err: error }, `${this.options.name}: error while stepping down`);
    }
    await leadership.release().catch(() => undefined);
  }
}
