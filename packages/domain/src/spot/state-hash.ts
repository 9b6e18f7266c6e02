import type { SpotOrderId, SpotOwner, SpotSide } from './types.js';

const TWO_32 = 2 ** 32;

/**
 * A 64-bit digest of resting orders fed in priority order: two independent 32-bit lanes (FNV-1a
 * and a multiply-rotate mix with another constant), printed as 16 hex digits. A checksum for
 * comparing books, not a cryptographic hash.
 */
export class SpotStateHasher {
  private a = 0x811c9dc5;
  private b = 0x9e3779b9;

  private word(value: number): void {
    this.a = Math.imul(this.a ^ value, 0x01000193);
    const mixed = Math.imul(this.b ^ value, 0x5bd1e995);
    this.b = (mixed << 13) | (mixed >>> 19);
  }

  private text(value: string): void {
    for (let i = 0; i < value.length; i += 1) this.word(value.charCodeAt(i));
    this.word(0x1f);
  }

  order(
    side: SpotSide,
    price: bigint,
    id: SpotOrderId,
    owner: SpotOwner,
    lots: bigint,
    postOnly: boolean,
  ): void {
    this.word(side === 'buy' ? 0x62 : 0x73);
    this.word(postOnly ? 1 : 0);
    this.text(price.toString());
    this.word(id % TWO_32);
    this.word(Math.floor(id / TWO_32));
    this.text(owner);
    this.text(lots.toString());
  }

  digest(): string {
    const hex = (lane: number) => (lane >>> 0).toString(16).padStart(8, '0');
    return hex(this.a) + hex(this.b);
  }
}
