import type { SpotCommand, SpotRejectReason } from './types.js';

/** The highest price in ticks (2^53 − 1): the book may index levels by an exact JS number. */
export const MAX_PRICE_TICKS = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The checks that need no book state, shared by both books so they reject the same way. (The
 * state checks — duplicate id, unknown order, owner, post-only crossing — each book does itself.)
 */
export function checkSpotCommand(command: SpotCommand): SpotRejectReason | undefined {
  if (!Number.isSafeInteger(command.id) || command.id < 0) return 'invalid_id';
  switch (command.kind) {
    case 'limit':
      if (command.lots <= 0n) return 'invalid_quantity';
      if (command.price <= 0n || command.price > MAX_PRICE_TICKS) return 'invalid_price';
      if (command.postOnly === true && command.tif === 'IOC') return 'invalid_combination';
      return undefined;
    case 'market':
      if (command.quoteBudget !== undefined) {
        if (command.side !== 'buy') return 'invalid_combination';
        if (command.quoteBudget <= 0n) return 'invalid_quantity';
      } else if (command.lots === undefined) return 'invalid_quantity';
      if (command.lots !== undefined && command.lots <= 0n) return 'invalid_quantity';
      return undefined;
    case 'move':
      if (command.lots <= 0n) return 'invalid_quantity';
      if (command.price <= 0n || command.price > MAX_PRICE_TICKS) return 'invalid_price';
      return undefined;
    case 'cancel':
      return undefined;
  }
}
