import { endpoints, type EndpointResult, type Envelope } from '@meridian/contract';
import { callEndpoint, callEndpointEnvelope } from '@/lib/endpoint-client';
import type { AccountMode } from '@/lib/settings-store';

/**
 * The smart-plan calls (issue 14) through the contract's endpoint table
 * (packages/contract/src/endpoints/smart.ts). Products are public and the same in both books;
 * plans are of the real book (the demo book has none), so their keys carry the account mode.
 */

// The contract's smart schemas are reached through the endpoint table (its index does not
// re-export smart.ts).
export type SmartProducts = EndpointResult<typeof endpoints.listSmartProducts>;
export type SmartProduct = SmartProducts['products'][number];
export type SmartRange = SmartProduct['ranges'][number];
export type SmartRangeFigures = NonNullable<SmartRange['figures']>;
export type SmartStrategyId = SmartProduct['strategy'];
export type SmartPlan = EndpointResult<typeof endpoints.buySmart>;
export type SmartPlanList = EndpointResult<typeof endpoints.listSmartOrder>;
export type SmartPlanDetail = EndpointResult<typeof endpoints.getSmartOrderById>;
export type SmartExitQuote = EndpointResult<typeof endpoints.getSmartExitQuote>;
export type SmartPlanTrade = SmartPlanDetail['trades'][number];
export type SmartPlanSettlement = SmartPlanDetail['settlements'][number];
export type PlanListStatus = 'running' | 'ended';

export interface BuyRequest {
  product: string;
  days: number;
  /** Canonical decimal (USDT). */
  amount: string;
}

export const smartKeys = {
  all: ['smart'] as const,
  products: ['smart', 'products'] as const,
  plans: (mode: AccountMode) => ['smart', mode, 'plans'] as const,
  list: (mode: AccountMode, status: PlanListStatus) =>
    ['smart', mode, 'plans', 'list', status] as const,
  detail: (mode: AccountMode, id: number) => ['smart', mode, 'plans', 'detail', id] as const,
};

export const smartApi = {
  products: (signal?: AbortSignal): Promise<SmartProducts> =>
    callEndpoint(endpoints.listSmartProducts, {}, { signal }),
  /** Answers 20004 "purchase successful"; a retry with the same key is carried out once. */
  buy: (body: BuyRequest, idempotencyKey: string): Promise<Envelope<SmartPlan>> =>
    callEndpointEnvelope(endpoints.buySmart, { body }, { idempotencyKey }),
  plans: (
    query: { status: PlanListStatus; page: number; size: number },
    signal?: AbortSignal,
  ): Promise<SmartPlanList> => callEndpoint(endpoints.listSmartOrder, { query }, { signal }),
  plan: (id: number, signal?: AbortSignal): Promise<SmartPlanDetail> =>
    callEndpoint(endpoints.getSmartOrderById, { params: { id } }, { signal }),
  exitQuote: (id: number, signal?: AbortSignal): Promise<SmartExitQuote> =>
    callEndpoint(endpoints.getSmartExitQuote, { params: { id } }, { signal }),
  userInfo: (signal?: AbortSignal) => callEndpoint(endpoints.getUserInfo, {}, { signal }),
  /** Answers 20005; 485 when the damages to charge no longer match the quoted ones. */
  stop: (
    body: { id: number; damages: string },
    idempotencyKey: string,
  ): Promise<Envelope<SmartPlan>> =>
    callEndpointEnvelope(endpoints.stopSmart, { body }, { idempotencyKey }),
};
