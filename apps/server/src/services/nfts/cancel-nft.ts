import { CatalogueCode, type AdminNftItem } from '@meridian/contract';
import { canCancelSale } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { nftItems } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { adminNftViews } from './admin-nft-view.js';
import { nftRules } from './nft-rules.js';
import { auctionStateOf } from './nft-view.js';

/** Staff withdraw an item nobody has bid on (under the row lock, so no bid slips in between). */
export async function cancelNft(
  deps: Pick<Deps, 'db' | 'clock'>,
  staff: StaffPrincipal,
  itemId: number,
): Promise<AdminNftItem> {
  const now = deps.clock();
  const row = await inTransaction(deps.db, async (tx) => {
    const [item] = await tx.select().from(nftItems).where(eq(nftItems.id, itemId)).for('update');
    if (!item) throw notFound();
    if (!canCancelSale(auctionStateOf(item))) throw conflict(CatalogueCode.WRONG_COLLECTION_STATUS);
    const [updated] = await tx
      .update(nftItems)
      .set({ status: 'cancelled', closedAt: now })
      .where(eq(nftItems.id, itemId))
      .returning();
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: 'nft.cancel',
      targetType: 'nft',
      targetId: String(itemId),
      before: { status: item.status },
      after: { status: 'cancelled' },
    });
    return updated!;
  });
  const [view] = await adminNftViews(deps.db, [row], await nftRules(deps.db), now.getTime());
  return view!;
}
