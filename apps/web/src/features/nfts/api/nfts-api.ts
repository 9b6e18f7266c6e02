import {
  CatalogueCode,
  endpoints,
  GenericCode,
  type CharityDonations,
  type MyNftList,
  type NftDetail,
  type NftList,
  type NftListFilter,
} from '@meridian/contract';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoint-client';
import type { AccountMode } from '@/lib/settings-store';

/** The charity NFT market's calls (issue 16) through the contract's endpoint table (endpoints/nfts.ts). */
export type {
  CharityDonations,
  CharityPayout,
  MyNftItem,
  MyNftList,
  NftDetail,
  NftItem,
  NftList,
  NftListFilter,
  NftStatus,
  NftStreamMessage,
} from '@meridian/contract';

/** The market's tabs (the contract's `all` is not one of them). */
export type MarketFilter = Exclude<NftListFilter, 'all'>;
export const MARKET_FILTERS: readonly MarketFilter[] = ['live', 'buyNow', 'upcoming', 'ended'];

export type MyNftTab = 'owned' | 'bids';
export const MY_NFT_TABS: readonly MyNftTab[] = ['owned', 'bids'];

/** Reply codes the bid and buy steps answer in their own words. */
export const NftCode = {
  /** The demo book may not bid or buy. */
  REAL_ACCOUNT_REQUIRED: GenericCode.REAL_ACCOUNT_REQUIRED,
  /** Not open for this (ended, not started, buy now withdrawn). */
  WRONG_STATUS: CatalogueCode.WRONG_COLLECTION_STATUS,
  INSUFFICIENT_BALANCE: CatalogueCode.INSUFFICIENT_BALANCE,
  /** The bid is below the minimum next bid (someone bid first). */
  BID_TOO_LOW: GenericCode.NFT_BID_TOO_LOW,
  /** The buy-now price is not the one confirmed. */
  PRICE_CHANGED: GenericCode.NFT_PRICE_CHANGED,
} as const;

/** The server refused with `code`. */
export const refusedWith = (error: unknown, code: number): boolean =>
  error instanceof ApiError && error.code === code;

/**
 * Query keys. Titles and stories come in the caller's language, and `mine`/`youLead` depend on
 * who asks: both are in the keys. Everything here is reloaded when the book changes (lib/query-keys).
 */
export const nftKeys = {
  all: ['nfts'] as const,
  list: (language: string, filter: MarketFilter, q: string, page: number) =>
    ['nfts', 'list', language, filter, q, page] as const,
  /** Every version (language, viewer) of one item: what to refresh after a bid or a sale. */
  item: (id: number) => ['nfts', 'detail', id] as const,
  detail: (id: number, language: string, viewer: string) =>
    ['nfts', 'detail', id, language, viewer] as const,
  mine: (mode: AccountMode, language: string, tab: MyNftTab) =>
    ['nfts', 'mine', mode, language, tab] as const,
  donations: ['nfts', 'donations'] as const,
};

export const nftsApi = {
  list: (
    query: { filter: MarketFilter; q: string; page: number; size: number },
    signal?: AbortSignal,
  ): Promise<NftList> =>
    callEndpoint(
      endpoints.listNft,
      { query: { ...query, q: query.q === '' ? undefined : query.q } },
      { signal },
    ),
  /** Sends the session when there is one, so `mine` and `youLead` are the caller's. */
  item: (id: number, signal?: AbortSignal): Promise<NftDetail> =>
    callEndpoint(endpoints.getNftById, { params: { id } }, { signal }),
  /** A binding bid; the amount is frozen until outbid or the end. */
  bid: (body: { id: number; amount: string }, idempotencyKey: string): Promise<NftDetail> =>
    callEndpoint(endpoints.bidNft, { body }, { idempotencyKey }),
  /** Buys at the buy-now price shown (493 when it is no longer that price). */
  buy: (body: { id: number; price: string }, idempotencyKey: string): Promise<NftDetail> =>
    callEndpoint(endpoints.buyNft, { body }, { idempotencyKey }),
  mine: (
    query: { type: MyNftTab; page: number; size: number },
    signal?: AbortSignal,
  ): Promise<MyNftList> => callEndpoint(endpoints.listMyNft, { query }, { signal }),
  donations: (signal?: AbortSignal): Promise<CharityDonations> =>
    callEndpoint(endpoints.listCharityDonation, {}, { signal }),
};
