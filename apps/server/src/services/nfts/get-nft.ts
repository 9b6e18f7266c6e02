import type { NftDetail, NftStreamMessage } from '@meridian/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { nftItems } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { nftDetail, nftStreamMessage } from './nft-detail.js';
import { nftRules } from './nft-rules.js';
import type { NftRow } from './nft-view.js';

/** A listed item (cancelled items are not public). */
export async function findPublicNft(db: Executor, id: number): Promise<NftRow> {
  const [row] = await db
    .select()
    .from(nftItems)
    .where(and(eq(nftItems.id, id), ne(nftItems.status, 'cancelled')));
  if (!row) throw notFound();
  return row;
}

/** GET getNftById (public; the caller's own bids marked when signed in). */
export async function getNft(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: number,
  viewerId: string | null,
  lang: string,
): Promise<NftDetail> {
  const row = await findPublicNft(deps.db, id);
  return nftDetail(deps.db, row, await nftRules(deps.db), viewerId, lang, deps.clock().getTime());
}

/** The live figures of an item for a new /websocket/nft subscriber (null: no such public item). */
export async function nftSnapshot(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: number,
): Promise<NftStreamMessage | null> {
  const [row] = await deps.db
    .select()
    .from(nftItems)
    .where(and(eq(nftItems.id, id), ne(nftItems.status, 'cancelled')));
  if (!row) return null;
  return nftStreamMessage(row, await nftRules(deps.db), deps.clock().getTime(), null);
}
