import {
  endpoints,
  type bookBalancesSchema,
  type Envelope,
  type Exchange,
  type exchangeListSchema,
  type ExchangeQuote,
  type MarginOrderList,
  type OptionOrderList,
  type SpotOrderList,
  type statementResult,
} from '@meridian/contract';
import type { Asset } from '@meridian/domain';
import type { z } from 'zod';
import { downloadFile } from '@/lib/download';
import { callEndpoint, callEndpointEnvelope } from '@/lib/endpoint-client';
import type { AccountMode } from '@/lib/settings-store';

/**
 * The wallet's calls (issue 6; packages/contract/src/funds.ts, and the order lists of
 * trading.ts and spot.ts). The `virtually` header (sent by the API client) selects the book, so
 * every key of book data carries the account mode; listBalances answers for both books at once.
 */

const USER = '/swx/customer/user';

export type { Exchange, ExchangeQuote, StatementLine } from '@meridian/contract';
export type { Asset } from '@meridian/domain';
export type BookBalances = z.infer<typeof bookBalancesSchema>;
export type BookBalance = BookBalances['balances'][number];
export type ExchangeList = z.infer<typeof exchangeListSchema>;
export type Statement = z.infer<typeof statementResult>;

/** The statement's filters (all optional; dates are YYYY-MM-DD, inclusive). */
export interface StatementFilters {
  asset?: Asset;
  reason?: string;
  from?: string;
  to?: string;
}

export type MarginListStatus = 'open' | 'pending' | 'history';
export type OptionListStatus = 'all' | 'open' | 'settled';
export type SpotListStatus = 'current' | 'history';

export interface ExchangeBody {
  from: Asset;
  to: Asset;
  amount: string;
  /** The least the user accepts to receive: what the confirmation showed. */
  minToAmount: string;
}

export const walletKeys = {
  all: ['wallet'] as const,
  /** Both books at once (not keyed by the mode). */
  balances: ['wallet', 'balances'] as const,
  book: (mode: AccountMode) => ['wallet', mode] as const,
  quote: (mode: AccountMode, from: Asset, to: Asset, amount: string | undefined) =>
    ['wallet', mode, 'quote', from, to, amount ?? ''] as const,
  exchanges: (mode: AccountMode, page: number) => ['wallet', mode, 'exchanges', page] as const,
  statement: (mode: AccountMode, filters: StatementFilters, page: number) =>
    ['wallet', mode, 'statement', filters, page] as const,
  marginOrders: (mode: AccountMode, status: MarginListStatus, page: number) =>
    ['wallet', mode, 'orders', 'margin', status, page] as const,
  optionOrders: (mode: AccountMode, status: OptionListStatus, page: number) =>
    ['wallet', mode, 'orders', 'options', status, page] as const,
  spotOrders: (mode: AccountMode, status: SpotListStatus, page: number) =>
    ['wallet', mode, 'orders', 'spot', status, page] as const,
};

export const walletApi = {
  balances: (signal?: AbortSignal): Promise<BookBalances[]> =>
    callEndpoint(endpoints.listBalances, {}, { signal }),
  quote: (
    query: { from: Asset; to: Asset; amount?: string },
    signal?: AbortSignal,
  ): Promise<ExchangeQuote> => callEndpoint(endpoints.getExchangeQuote, { query }, { signal }),
  /** Moves money: one Idempotency-Key per confirmed exchange. */
  exchange: (body: ExchangeBody, idempotencyKey: string): Promise<Envelope<Exchange | null>> =>
    callEndpointEnvelope(endpoints.dh, { body }, { idempotencyKey }),
  exchanges: (page: number, size: number, signal?: AbortSignal): Promise<ExchangeList> =>
    callEndpoint(endpoints.listExchange, { query: { page, size } }, { signal }),
  statement: (
    filters: StatementFilters,
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<Statement> =>
    callEndpoint(endpoints.listStatement, { query: { ...filters, page, size } }, { signal }),
  /** The statement with the same filters (no paging) as a CSV file, saved as a download. */
  exportStatement: (filters: StatementFilters, fileName: string) =>
    downloadFile(`${USER}/exportStatement`, fileName, { query: { ...filters } }),
  marginOrders: (
    status: MarginListStatus,
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<MarginOrderList> =>
    callEndpoint(endpoints.listUOrder, { query: { status, page, size } }, { signal }),
  optionOrders: (
    status: OptionListStatus,
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<OptionOrderList> =>
    callEndpoint(endpoints.listOptionsOrder, { query: { status, page, size } }, { signal }),
  spotOrders: (
    status: SpotListStatus,
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<SpotOrderList> =>
    callEndpoint(endpoints.listBbOrder, { query: { status, page, size } }, { signal }),
};
