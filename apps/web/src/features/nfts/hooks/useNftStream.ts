import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nftKeys, type NftDetail } from '../api/nfts-api';
import { connectNftStream, type NftLiveFigures } from '../lib/stream';

/**
 * The item's figures after a stream message: the bid, the minimum, the count, the end (a late
 * bid moves it), buy now and the reserve; the bid that caused it goes on top of the history. A
 * message older than the figures shown (the page was read again since) changes nothing.
 */
export function applyLiveFigures(detail: NftDetail, figures: NftLiveFigures): NftDetail {
  if (figures.serverTime < detail.serverTime) return detail;
  const bid = figures.bid;
  const known =
    bid !== null &&
    detail.bids.some(
      (entry) => entry.at === bid.at && entry.amount === bid.amount && entry.bidder === bid.bidder,
    );
  return {
    ...detail,
    status: figures.status,
    currentBid: figures.currentBid,
    minimumNextBid: figures.minimumNextBid,
    bidCount: figures.bidCount,
    endsAt: figures.endsAt,
    buyNowOpen: figures.buyNowOpen,
    reserveMet: figures.reserveMet,
    serverTime: figures.serverTime,
    // A new bid means the caller no longer leads (unless it was theirs from another tab: the
    // detail read again after it says so).
    youLead: bid === null || known ? detail.youLead : false,
    bids: bid === null || known ? detail.bids : [{ ...bid, mine: false }, ...detail.bids],
  };
}

/**
 * Follows the item on /websocket/nft?id=N while its page is open: each message patches the
 * cached detail at once; after a bid that outbids the caller, or a change of status or of buy
 * now, the detail is read again too, as after a reconnection.
 */
export function useNftStream(
  id: number | undefined,
  queryKey: readonly unknown[],
  signedIn: boolean,
): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (id === undefined) return;
    const detailKey = JSON.parse(key) as unknown[];
    const refetch = () => void queryClient.invalidateQueries({ queryKey: nftKeys.item(id) });
    return connectNftStream(
      id,
      (figures) => {
        const before = queryClient.getQueryData<NftDetail>(detailKey);
        if (!before) return refetch();
        queryClient.setQueryData<NftDetail>(detailKey, applyLiveFigures(before, figures));
        // Whose bid leads and which bids are the caller's come only with the detail. On a busy
        // item every viewer reading it again after every bid would multiply the load, so only
        // the one who led reads it again (outbid, or their own bid from elsewhere), and every
        // viewer after a change of status or of buy now.
        const changed =
          figures.status !== before.status || figures.buyNowOpen !== before.buyNowOpen;
        if (changed || (signedIn && figures.bid !== null && before.youLead)) refetch();
      },
      refetch,
    );
  }, [id, key, signedIn, queryClient]);
}
