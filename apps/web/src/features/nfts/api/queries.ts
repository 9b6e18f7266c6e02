import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { nftKeys, nftsApi, type MarketFilter, type MyNftTab } from './nfts-api';
import { nextPageParam } from '@/lib/paging';
import { queryKeys } from '@/lib/query-keys';
import { useAccountMode, useLanguage, useLoggedIn, useUser } from '@/lib/settings-store';

export const MARKET_PAGE_SIZE = 12;
export const MY_NFTS_PAGE_SIZE = 10;

/** Who is asking, for the keys of answers that mark the caller's own bids. */
export function useViewer(): string {
  const loggedIn = useLoggedIn();
  const user = useUser();
  return loggedIn ? (user?.id ?? 'user') : 'guest';
}

/** One page of the market (the previous page stays on screen while the next loads). */
export function useNftList(filter: MarketFilter, q: string, page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: nftKeys.list(language, filter, q, page),
    queryFn: ({ signal }) => nftsApi.list({ filter, q, page, size: MARKET_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One item with its bids and rules (the live stream patches it: hooks/useNftStream). */
export function useNft(id: number | undefined) {
  const language = useLanguage();
  const viewer = useViewer();
  return useQuery({
    queryKey: nftKeys.detail(id ?? 0, language, viewer),
    queryFn: ({ signal }) => nftsApi.item(id!, signal),
    enabled: id !== undefined,
  });
}

/** My NFTs: owned (won or bought) or my bids on live items, a page at a time. */
export function useMyNfts(tab: MyNftTab) {
  const mode = useAccountMode();
  const language = useLanguage();
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: nftKeys.mine(mode, language, tab),
    queryFn: ({ pageParam, signal }) =>
      nftsApi.mine({ type: tab, page: pageParam, size: MY_NFTS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(MY_NFTS_PAGE_SIZE),
    enabled: loggedIn,
  });
}

/** The charity's total from the ledger and every payout. */
export function useDonations() {
  return useQuery({
    queryKey: nftKeys.donations,
    queryFn: ({ signal }) => nftsApi.donations(signal),
  });
}

/** After a bid or a purchase: the item, the market, My NFTs, the donation and the balances. */
export function refreshNfts(queryClient: QueryClient, id: number): void {
  void queryClient.invalidateQueries({ queryKey: nftKeys.item(id) });
  void queryClient.invalidateQueries({ queryKey: ['nfts', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['nfts', 'mine'] });
  void queryClient.invalidateQueries({ queryKey: nftKeys.donations });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info });
}
