import { CatalogueCode, GenericCode, type BidNftBody, type NftDetail } from '@meridian/contract';
import { formatAmount, nftBidPostings, parseAmount, placeBid } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { nftBids, nftItems } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { scheduleNftClose } from '../../jobs/nft-close-job.js';
import { conflict, notFound } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { postEntry } from '../ledger/post-entry.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { releasedBidAccount, userUsdtAccount } from './nft-accounts.js';
import { nftDetail, nftStreamMessage, nftTopic } from './nft-detail.js';
import { nftRules } from './nft-rules.js';
import { auctionStateOf, auctionTermsOf } from './nft-view.js';

/**
 * bidNft: a binding bid. The item row is locked first and the time read after the lock, so a bid
 * and the close (which takes the same lock) are ordered: a bid is either in before the end (and
 * moves a close-by end later) or refused after it — never lost. The new bid is frozen and the
 * previous highest released in one journal entry (A2), checked against the locked balances (10092).
 */
export async function bidNft(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  userId: string,
  body: BidNftBody,
  lang: string,
  claim?: IdempotencyClaim | null,
): Promise<NftDetail> {
  const replayed = replayedResult<NftDetail>(claim);
  if (replayed) return replayed;
  const rules = await nftRules(deps.db);
  const amount = parseAmount(body.amount);
  const done = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const [item] = await tx.select().from(nftItems).where(eq(nftItems.id, body.id)).for('update');
    if (!item) throw notFound();
    const now = deps.clock();
    const outcome = placeBid(auctionTermsOf(item, rules), auctionStateOf(item), {
      bidderId: userId,
      amount,
      atMs: now.getTime(),
    });
    if (!outcome.ok) {
      if (outcome.problem === 'tooLow' && outcome.minimum !== null)
        throw conflict(GenericCode.NFT_BID_TOO_LOW, { minimum: formatAmount(outcome.minimum) });
      throw conflict(CatalogueCode.WRONG_COLLECTION_STATUS);
    }
    const bidder = await userUsdtAccount(tx, userId);
    const released = await releasedBidAccount(tx, outcome.released, { userId, accountId: bidder });
    const entryId = await postEntry(tx, {
      reason: 'nft_bid',
      refType: 'nft',
      refId: String(item.id),
      postings: nftBidPostings({ bidder, released }, amount),
    });
    const [updated] = await tx
      .update(nftItems)
      .set({
        highestBidderId: userId,
        highestAmount: formatAmount(amount),
        bidCount: outcome.state.bidCount,
        endsAt: new Date(outcome.state.endsAtMs),
      })
      .where(eq(nftItems.id, item.id))
      .returning();
    await tx
      .insert(nftBids)
      .values({ itemId: item.id, userId, amount: formatAmount(amount), placedAt: now, entryId });
    if (outcome.extended) await scheduleNftClose(tx, item.id, outcome.state.endsAtMs);
    const outbid =
      outcome.released && outcome.released.bidderId !== userId
        ? await createNotification(tx, {
            userId: outcome.released.bidderId,
            kind: 'nftOutbid',
            params: {
              title: item.titles.en ?? '',
              amount: formatAmount(amount),
              returned: formatAmount(outcome.released.amount),
            },
            refType: 'nft',
            refId: String(item.id),
          })
        : null;
    const detail = await nftDetail(tx, updated!, rules, userId, lang, now.getTime());
    await saveIdempotentResultInTx(tx, claim, detail);
    const message = nftStreamMessage(updated!, rules, now.getTime(), {
      bidder: detail.bids[0]?.bidder ?? '',
      amount: formatAmount(amount),
      at: now.getTime(),
    });
    return { detail, outbid, message };
  });
  if (done.outbid) await publishNotification(deps.bus, done.outbid);
  await deps.bus.publish(nftTopic(body.id), done.message);
  return done.detail;
}
