import {
  endpoints,
  type AdminCharityPayoutBody,
  type AdminCharityPayoutList,
  type AdminCreateNftBody,
  type AdminNftItem,
  type AdminNftList,
  type adminCharityPayoutSchema,
} from '@meridian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys, PAGE_SIZE } from './admin-api';
import { adminCall } from './client';
import { sectionPath } from '../lib/roles';
import { useMoneyAction } from '@/lib/money-action';

/**
 * The back office's charity NFT market calls (issue 16; packages/contract/src/endpoints/nfts.ts,
 * schemas in packages/contract/src/nfts.ts) and their query hooks: the items with their sale and
 * the money frozen for them, listing a new item and cancelling one nobody has bid on (content),
 * the charity account and the payouts made out of it (compliance).
 */

export type {
  AdminCharityPayoutBody,
  AdminCharityPayoutList,
  AdminCreateNftBody,
  AdminNftItem,
  AdminNftList,
  NftSaleType,
  NftStatus,
} from '@meridian/contract';
export type AdminCharityPayout = z.infer<typeof adminCharityPayoutSchema>;

/** The list's filters (adminNftQuery's status). */
export const NFT_FILTERS = ['live', 'upcoming', 'ended', 'all'] as const;
export type NftFilter = (typeof NFT_FILTERS)[number];

export const NFTS_PATH = sectionPath('nfts');
export const NFT_NEW_PATH = `${NFTS_PATH}/new`;
export const CHARITY_PAYOUTS_PATH = sectionPath('charityPayouts');

export const nftKeys = {
  all: [...adminKeys.all, 'nfts'] as const,
  list: (status: NftFilter, page: number) =>
    [...adminKeys.all, 'nfts', 'list', status, page] as const,
  payouts: [...adminKeys.all, 'charityPayouts'] as const,
};

const e = endpoints;

export const adminNftsApi = {
  list: (status: NftFilter, page: number, signal?: AbortSignal): Promise<AdminNftList> =>
    adminCall(e.adminNfts, { query: { status, page, size: PAGE_SIZE } }, { signal }),
  create: (body: AdminCreateNftBody): Promise<AdminNftItem> =>
    adminCall(e.adminCreateNft, { body }),
  cancel: (id: number): Promise<AdminNftItem> => adminCall(e.adminCancelNft, { params: { id } }),
  payouts: (signal?: AbortSignal): Promise<AdminCharityPayoutList> =>
    adminCall(e.adminCharityPayouts, {}, { signal }),
  recordPayout: (
    body: AdminCharityPayoutBody,
    idempotencyKey: string,
  ): Promise<AdminCharityPayout> =>
    adminCall(e.adminRecordCharityPayout, { body }, { idempotencyKey }),
};

/** An item may be withdrawn while nobody has bid on it and it has not closed (else 10020). */
export function canCancel(item: AdminNftItem): boolean {
  return item.bidCount === 0 && (item.status === 'upcoming' || item.status === 'live');
}

export function useAdminNfts(status: NftFilter, page: number) {
  return useQuery({
    queryKey: nftKeys.list(status, page),
    queryFn: ({ signal }) => adminNftsApi.list(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Lists a new item; the lists are fetched again after it. */
export function useCreateNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateNftBody) => adminNftsApi.create(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: nftKeys.all }),
  });
}

/** Cancels a sale; settled either way (a bid may have come first), the lists are fetched again. */
export function useCancelNft({ onDone }: { onDone: (item: AdminNftItem) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminNftsApi.cancel(id),
    onSuccess: onDone,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: nftKeys.all }),
  });
}

export function useCharityPayouts() {
  return useQuery({
    queryKey: nftKeys.payouts,
    queryFn: ({ signal }) => adminNftsApi.payouts(signal),
  });
}

/**
 * Records a payout made to the charity: money leaves the charity account in the ledger, so the
 * call carries an Idempotency-Key (one per confirmation, the same on a retry after a network
 * failure: the server records it once). Settled either way, the figures are fetched again.
 */
export function useRecordPayout({ onDone }: { onDone: (payout: AdminCharityPayout) => void }) {
  const queryClient = useQueryClient();
  return useMoneyAction(
    (body: AdminCharityPayoutBody, key: string) => adminNftsApi.recordPayout(body, key),
    {
      onSuccess: onDone,
      onSettled: () => void queryClient.invalidateQueries({ queryKey: nftKeys.payouts }),
    },
  );
}
