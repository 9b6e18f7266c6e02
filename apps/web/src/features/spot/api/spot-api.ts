import {
  endpoints,
  type AssetInfo,
  type CandleView,
  type Envelope,
  type Holdings,
  type SpotMarket,
  type SpotOrderList,
  type SpotOrderView,
  type SpotPairs,
  type SubmitInput,
} from '@meridian/contract';
import type { CandleInterval } from '@meridian/domain';
import { callEndpoint, callEndpointEnvelope } from '@/lib/endpoint-client';
import type { AccountMode } from '@/lib/settings-store';

/**
 * The spot exchange calls (SPEC §7 "Orders": submit, chedan, listBbOrder, getAssestInfo),
 * declared in the contract's endpoint table (packages/contract/src/endpoints/spot.ts). The `virtually` header (sent by the API client) selects the
 * book, so every key of book data carries the account mode.
 */

export type {
  AssetInfo,
  CandleView,
  Holding,
  Holdings,
  SpotDepth,
  SpotLevel,
  SpotMarket,
  SpotOrderList,
  SpotOrderView,
  SpotPairs,
  SpotSide,
  SpotStreamMessage,
  SpotTradeView,
  SubmitInput,
} from '@meridian/contract';

export type OrderListStatus = 'current' | 'history';

export const spotKeys = {
  all: ['spot'] as const,
  pairs: ['spot', 'pairs'] as const,
  book: (mode: AccountMode) => ['spot', mode] as const,
  market: (mode: AccountMode, code: string) => ['spot', mode, 'market', code] as const,
  kline: (mode: AccountMode, code: string, interval: CandleInterval) =>
    ['spot', mode, 'kline', code, interval] as const,
  /** The user's data of a book: orders, the pair's balances, holdings. */
  account: (mode: AccountMode) => ['spot', mode, 'account'] as const,
  orders: (mode: AccountMode, status: OrderListStatus, code: string | undefined) =>
    ['spot', mode, 'account', 'orders', status, code ?? '*'] as const,
  assets: (mode: AccountMode, id: number) => ['spot', mode, 'account', 'assets', id] as const,
  holdings: (mode: AccountMode) => ['spot', mode, 'account', 'holdings'] as const,
};

export const spotApi = {
  pairs: (signal?: AbortSignal): Promise<SpotPairs> =>
    callEndpoint(endpoints.listSpotPairs, {}, { signal }),
  market: (code: string, signal?: AbortSignal): Promise<SpotMarket> =>
    callEndpoint(endpoints.getSpotMarket, { query: { code } }, { signal }),
  kline: (code: string, interval: CandleInterval, signal?: AbortSignal): Promise<CandleView[]> =>
    callEndpoint(endpoints.getSpotKline, { query: { code, interval, limit: 300 } }, { signal }),
  orders: (
    query: { status: OrderListStatus; code?: string; page: number; size: number },
    signal?: AbortSignal,
  ): Promise<SpotOrderList> => callEndpoint(endpoints.listBbOrder, { query }, { signal }),
  assets: (id: number, signal?: AbortSignal): Promise<AssetInfo> =>
    callEndpoint(endpoints.getAssestInfo, { params: { id } }, { signal }),
  holdings: (signal?: AbortSignal): Promise<Holdings> =>
    callEndpoint(endpoints.listHoldings, {}, { signal }),
  submit: (body: SubmitInput, idempotencyKey: string): Promise<Envelope<SpotOrderView>> =>
    callEndpointEnvelope(endpoints.submit, { body }, { idempotencyKey }),
  chedan: (id: number, idempotencyKey: string): Promise<Envelope<SpotOrderView>> =>
    callEndpointEnvelope(endpoints.chedan, { body: { id } }, { idempotencyKey }),
};
