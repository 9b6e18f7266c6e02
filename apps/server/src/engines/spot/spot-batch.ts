import type { SpotOrderView } from '@meridian/contract';
import type { Amount, SpotMovement } from '@meridian/domain';
import type { IdempotencyClaim } from '../../services/idempotency/idempotency-store.js';
import type { spotTrades } from '../../db/schema/index.js';
import type { SpotOutcome } from './spot-commands.js';
import type { SpotOrderRecord } from './spot-order-record.js';

export type SpotTradeRow = typeof spotTrades.$inferInsert & { id: number; createdAt: Date };

/** A trade as the public tape shows it. */
export interface SpotTapeTrade {
  id: number;
  priceTicks: bigint;
  lots: bigint;
  takerSide: 'buy' | 'sell';
  time: number;
}

/** One journal entry of a batch: the net movements of one command. */
export interface SpotEntryDraft {
  reason: 'spot_order' | 'spot_cancel' | 'spot_requote';
  refType: 'spot_order' | 'spot_requote';
  refId: string;
  actorId: string;
  movements: SpotMovement[];
}

/** Everything one batch of commands changed, written in one transaction. */
export class SpotBatch {
  /** Orders created in this batch (inserted with their state at the end of the batch). */
  readonly created = new Map<number, SpotOrderRecord>();
  /** Orders that existed before the batch and changed. */
  readonly changed = new Map<number, SpotOrderRecord>();
  readonly trades: SpotTradeRow[] = [];
  readonly tape: SpotTapeTrade[] = [];
  readonly entries: SpotEntryDraft[] = [];
  /** Idempotency-Key claims of commands that took effect, with the order each answered. */
  readonly claims: { claim: IdempotencyClaim; order: SpotOrderView }[] = [];
  /** Outcomes of the commands with a key so far: a repeat of the key in the batch answers the same. */
  readonly outcomes = new Map<string, { requestHash: string; outcome: SpotOutcome }>();
  /** Net change per (owner, asset, bucket) so far, to check later commands' funds. */
  private readonly deltas = new Map<string, Amount>();

  touch(record: SpotOrderRecord) {
    if (!this.created.has(record.id)) this.changed.set(record.id, record);
  }

  addEntry(entry: SpotEntryDraft) {
    if (entry.movements.length === 0) return;
    this.entries.push(entry);
    for (const m of entry.movements) {
      const key = deltaKey(m.owner, m.asset, m.bucket);
      this.deltas.set(key, (this.deltas.get(key) ?? 0n) + m.amount);
    }
  }

  /** What this batch has changed of an owner's available base or quote so far. */
  availableDelta(owner: string, asset: 'base' | 'quote'): Amount {
    return this.deltas.get(deltaKey(owner, asset, 'available')) ?? 0n;
  }

  /** The batch's net movement of frozen money per owner and asset (keys of `ownerAssetKey`). */
  frozenDeltas(): Map<string, Amount> {
    const frozen = new Map<string, Amount>();
    for (const [key, amount] of this.deltas) {
      const [owner, asset, bucket] = key.split('\u0000');
      if (owner && bucket === 'frozen')
        frozen.set(ownerAssetKey(owner, asset as 'base' | 'quote'), amount);
    }
    return frozen;
  }

  /** Every order this batch touched (for the owners' live updates). */
  records(): SpotOrderRecord[] {
    return [...this.created.values(), ...this.changed.values()];
  }
}

const deltaKey = (owner: string | null, asset: string, bucket: string) =>
  `${owner ?? ''}\u0000${asset}\u0000${bucket}`;

/** The key of one owner's base or quote in per-owner maps (`frozenDeltas`, the settle stage). */
export const ownerAssetKey = (owner: string, asset: 'base' | 'quote') => `${owner}\u0000${asset}`;
