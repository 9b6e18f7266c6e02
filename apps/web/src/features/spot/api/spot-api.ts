import type {
  AssetInfo,
  CandleView,
  Holdings,
  SpotMarket,
  SpotOrderList,
  SpotOrderView,
  SpotPairs,
  SubmitInput,
} from '@meridian/contract';
import type { CandleInterval } from '@meridian/domain';
import { api } from '@/lib/api-client';
import type { AccountMode } from '@/lib/settings-store';

/**
 * The spot exchange calls (SPEC §7 "Orders": submit, chedan, listBbOrder, getAssestInfo;
 * packages/contract/src/spot.ts). The `virtually` header (sent by the API client) selects the
 * book, so every key of book data carries the account mode.
 */

const ORDER = '/swx/customer/order';

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
  pairs: (signal?: AbortSignal) => api.get<SpotPairs>(`${ORDER}/listSpotPairs`, { signal }),
  market: (code: string, signal?: AbortSignal) =>
    api.get<SpotMarket>(`${ORDER}/getSpotMarket`, { query: { code }, signal }),
  kline: (code: string, interval: CandleInterval, signal?: AbortSignal) =>
    api.get<CandleView[]>(`${ORDER}/getSpotKline`, {
      query: { code, interval, limit: 300 },
      signal,
    }),
  orders: (
    query: { status: OrderListStatus; code?: string; page: number; size: number },
    signal?: AbortSignal,
  ) => api.get<SpotOrderList>(`${ORDER}/listBbOrder`, { query, signal }),
  assets: (id: number, signal?: AbortSignal) =>
    api.get<AssetInfo>(`${ORDER}/getAssestInfo/${id}`, { signal }),
  holdings: (signal?: AbortSignal) => api.get<Holdings>(`${ORDER}/listHoldings`, { signal }),
  submit: (body: SubmitInput, idempotencyKey: string) =>
    api.requestEnvelope<SpotOrderView>('POST', `${ORDER}/submit`, { body, idempotencyKey }),
  chedan: (id: number, idempotencyKey: string) =>
    api.requestEnvelope<SpotOrderView>('POST', `${ORDER}/chedan`, {
      body: { id },
      idempotencyKey,
    }),
};
