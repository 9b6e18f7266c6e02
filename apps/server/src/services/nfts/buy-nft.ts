import { CatalogueCode, GenericCode, type BuyNftBody, type NftDetail } from '@meridian/contract';
import { buyNow, formatAmount, nftBuyNowPostings, parseAmount } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { nftItems } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { postEntry } from '../ledger/post-entry.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { charityAccount, releasedBidAccount, userUsdtAccount } from './nft-accounts.js';
import { nftDetail, nftStreamMessage, nftTopic } from './nft-detail.js';
import { nftRules } from './nft-rules.js';
import { auctionStateOf, auctionTermsOf } from './nft-view.js';

/**
 * buyNft: buys at the buy-now price at once, under the item's row lock (a bid or the close at the
 * same moment waits, then finds it sold). The price goes to the charity account; a highest bid
 * below the reserve is released in the same entry.
 */
export async function buyNft(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  userId: string,
  body: BuyNftBody,
  lang: string,
  claim?: IdempotencyClaim | null,
): Promise<NftDetail> {
  const replayed = replayedResult<NftDetail>(claim);
  if (replayed) return replayed;
  const rules = await nftRules(deps.db);
  const done = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const [item] = await tx.select().from(nftItems).where(eq(nftItems.id, body.id)).for('update');
    if (!item) throw notFound();
    const now = deps.clock();
    const outcome = buyNow(auctionTermsOf(item, rules), auctionStateOf(item), now.getTime());
    if (!outcome.ok) throw conflict(CatalogueCode.WRONG_COLLECTION_STATUS);
    if (parseAmount(body.price) !== outcome.price)
      throw conflict(GenericCode.NFT_PRICE_CHANGED, { price: formatAmount(outcome.price) });
    const buyer = await userUsdtAccount(tx, userId);
    const released = await releasedBidAccount(tx, outcome.released, { userId, accountId: buyer });
    const entryId = await postEntry(tx, {
      reason: 'nft_sale',
      refType: 'nft',
      refId: String(item.id),
      postings: nftBuyNowPostings(buyer, await charityAccount(tx), outcome.price, released),
    });
    const [updated] = await tx
      .update(nftItems)
      .set({
        status: 'sold',
        ownerId: userId,
        acquired: 'bought',
        soldPrice: formatAmount(outcome.price),
        closedAt: now,
        settlementEntryId: entryId,
      })
      .where(eq(nftItems.id, item.id))
      .returning();
    const notices = [
      await createNotification(tx, {
        userId,
        kind: 'nftBought',
        params: { title: item.titles.en ?? '', amount: formatAmount(outcome.price) },
        refType: 'nft',
        refId: String(item.id),
      }),
    ];
    if (outcome.released && outcome.released.bidderId !== userId)
      notices.push(
        await createNotification(tx, {
          userId: outcome.released.bidderId,
          kind: 'nftSoldToBuyer',
          params: { title: item.titles.en ?? '', returned: formatAmount(outcome.released.amount) },
          refType: 'nft',
          refId: String(item.id),
        }),
      );
    const detail = await nftDetail(tx, updated!, rules, userId, lang, now.getTime());
    await saveIdempotentResultInTx(tx, claim, detail);
    return { detail, notices, message: nftStreamMessage(updated!, rules, now.getTime(), null) };
  });
  for (const notice of done.notices) await publishNotification(deps.bus, notice);
  await deps.bus.publish(nftTopic(body.id), done.message);
  return done.detail;
}
