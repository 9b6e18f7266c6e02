import type { Exchange } from '@meridian/contract';
import { canonicalAmount } from '@meridian/domain';
import type { exchanges } from '../../db/schema/index.js';

export function exchangeView(row: typeof exchanges.$inferSelect): Exchange {
  const f = (v: string) => canonicalAmount(v);
  return {
    id: row.id,
    book: row.book,
    from: row.fromAsset,
    to: row.toAsset,
    fromAmount: f(row.fromAmount),
    toAmount: f(row.toAmount),
    rate: f(row.rate),
    midRate: f(row.midRate),
    spreadBp: row.spreadBp,
    createdAt: row.createdAt.getTime(),
  };
}
