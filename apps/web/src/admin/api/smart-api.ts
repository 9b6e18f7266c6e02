import {
  endpoints,
  type AdminSmartEarnings,
  type AdminSmartPlanList,
  type AdminSmartPreview,
  type AdminSmartProduct,
  type AdminSmartProductCreateBody,
  type AdminSmartProductEditBody,
  type AdminSmartProductList,
  type AdminSmartStrategyBody,
} from '@meridian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, type Paged } from './admin-api';
import { adminCall } from './client';

/**
 * The back office's smart-plan calls (packages/contract/src/endpoints/admin-smart.ts) and their
 * query hooks: the product catalogue, create and edit, the backtest preview, a product's plans
 * and the platform's earnings from plans.
 */

export type {
  AdminSmartEarnings,
  AdminSmartPlanList,
  AdminSmartPlanRow,
  AdminSmartPreview,
  AdminSmartProduct,
  AdminSmartProductList,
  AdminSmartStrategyBody,
  SmartRange,
  SmartStrategyId,
} from '@meridian/contract';

export type SmartPlanFilter = 'running' | 'ended';

export const smartKeys = {
  all: [...adminKeys.all, 'smart'] as const,
  products: [...adminKeys.all, 'smart', 'products'] as const,
  plans: (id: number, status: SmartPlanFilter, page: number) =>
    [...adminKeys.all, 'smart', 'plans', id, status, page] as const,
  earnings: [...adminKeys.all, 'smart', 'earnings'] as const,
};

const e = endpoints;

export const adminSmartApi = {
  products: (signal?: AbortSignal): Promise<AdminSmartProductList> =>
    adminCall(e.adminListSmartProducts, {}, { signal }),
  create: (body: AdminSmartProductCreateBody): Promise<AdminSmartProduct> =>
    adminCall(e.adminCreateSmartProduct, { body }),
  update: (id: number, body: AdminSmartProductEditBody): Promise<AdminSmartProduct> =>
    adminCall(e.adminUpdateSmartProduct, { params: { id }, body }),
  preview: (body: AdminSmartStrategyBody): Promise<AdminSmartPreview> =>
    adminCall(e.adminPreviewSmartProduct, { body }),
  plans: (
    id: number,
    status: SmartPlanFilter,
    { page, size }: Paged,
    signal?: AbortSignal,
  ): Promise<AdminSmartPlanList> =>
    adminCall(
      e.adminListSmartProductPlans,
      { params: { id }, query: { status, page, size } },
      { signal },
    ),
  earnings: (signal?: AbortSignal): Promise<AdminSmartEarnings> =>
    adminCall(e.adminSmartEarnings, {}, { signal }),
};

export function useSmartProducts() {
  return useQuery({
    queryKey: smartKeys.products,
    queryFn: ({ signal }) => adminSmartApi.products(signal),
  });
}

export function useProductPlans(id: number, status: SmartPlanFilter, page: number, size: number) {
  return useQuery({
    queryKey: smartKeys.plans(id, status, page),
    queryFn: ({ signal }) => adminSmartApi.plans(id, status, { page, size }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSmartEarnings() {
  return useQuery({
    queryKey: smartKeys.earnings,
    queryFn: ({ signal }) => adminSmartApi.earnings(signal),
  });
}

export function useSmartPreview() {
  return useMutation({ mutationFn: (body: AdminSmartStrategyBody) => adminSmartApi.preview(body) });
}

/** Create (no id) or edit a product; the catalogue is loaded again after a save. */
export function useSaveSmartProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSmartProductCreateBody) => {
      if (id === null) return adminSmartApi.create(body);
      const { code: _code, ...edit } = body;
      return adminSmartApi.update(id, edit);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smartKeys.all }),
  });
}
