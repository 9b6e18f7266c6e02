import {
  endpoints,
  type Deposit,
  type depositListSchema,
  type DepositOption,
  type Envelope,
  type IdentificationBody,
  type KycResult,
  type KycSubmission,
  type RechargeBody,
  type repasswordTxBody,
  type reviewStatusSchema,
  type UploadPurpose,
  type UploadResult,
  type userInfoResult,
  type Withdrawal,
  type WithdrawalBody,
  type withdrawalListSchema,
  type WithdrawalTerm,
  type WithdrawalTermsResult,
  type SecurityStatus,
} from '@meridian/contract';
import type { z } from 'zod';
import { uploadContentType } from '../lib/images';
import { api } from '@/lib/api-client';
import { callEndpoint, callEndpointEnvelope } from '@/lib/endpoint-client';
import type { AccountMode } from '@/lib/settings-store';

/**
 * The money-in and money-out calls (issue 6), all under /swx/customer/user; those on the
 * contract's endpoint table (packages/contract/src/endpoints/funds.ts) go through its client. The API client sends the `virtually` header: deposits and withdrawals are
 * of the real book only, so their keys carry the account mode like every book-dependent key.
 */

const USER = '/swx/customer/user';

export type {
  Deposit,
  DepositOption,
  IdentificationBody,
  KycResult,
  KycSubmission,
  RechargeBody,
  UploadPurpose,
  UploadResult,
  Withdrawal,
  WithdrawalBody,
  WithdrawalTerm,
  WithdrawalTermsResult,
};
export type KycStatus = KycResult['status'];
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export type DepositList = z.infer<typeof depositListSchema>;
export type WithdrawalList = z.infer<typeof withdrawalListSchema>;
export type RepasswordTxBody = z.input<typeof repasswordTxBody>;
export type UserInfo = z.infer<typeof userInfoResult>;
export type DepositAsset = DepositOption['asset'];
export type Network = DepositOption['network'];

export interface RecordQuery {
  status?: ReviewStatus;
  page: number;
  size: number;
}

export const fundsKeys = {
  all: ['funds'] as const,
  kyc: ['funds', 'kyc'] as const,
  depositOptions: (mode: AccountMode) => ['funds', mode, 'depositOptions'] as const,
  deposits: (mode: AccountMode, status: ReviewStatus | undefined) =>
    ['funds', mode, 'deposits', status ?? 'all'] as const,
  withdrawalTerms: (mode: AccountMode) => ['funds', mode, 'withdrawalTerms'] as const,
  withdrawals: (mode: AccountMode, status: ReviewStatus | undefined) =>
    ['funds', mode, 'withdrawals', status ?? 'all'] as const,
};

export const fundsApi = {
  /** The image bytes as the body; the server checks the content again and re-encodes it. */
  upload: (purpose: UploadPurpose, file: Blob, signal?: AbortSignal) =>
    api.post<UploadResult>(`${USER}/upload`, file, {
      query: { purpose },
      headers: { 'content-type': uploadContentType(file) },
      signal,
    }),
  kyc: (signal?: AbortSignal): Promise<KycResult> => callEndpoint(endpoints.getKyc, {}, { signal }),
  /** Answers 20001 "submitted for review". */
  identify: (body: IdentificationBody): Promise<Envelope<unknown>> =>
    callEndpointEnvelope(endpoints.identification, { body }),
  depositOptions: (signal?: AbortSignal): Promise<DepositOption[]> =>
    callEndpoint(endpoints.listDepositOptions, {}, { signal }),
  /** Answers 20002; a retry with the same key is carried out once. */
  recharge: (body: RechargeBody, idempotencyKey: string): Promise<Envelope<Deposit | null>> =>
    callEndpointEnvelope(endpoints.recharge, { body }, { idempotencyKey }),
  deposits: (query: RecordQuery, signal?: AbortSignal): Promise<DepositList> =>
    callEndpoint(endpoints.listRecharge, { query: { ...query } }, { signal }),
  withdrawalTerms: (signal?: AbortSignal): Promise<WithdrawalTermsResult> =>
    callEndpoint(endpoints.getWithdrawalTerms, {}, { signal }),
  /** Answers 20003; a retry with the same key is carried out once. */
  withdraw: (body: WithdrawalBody, idempotencyKey: string): Promise<Envelope<Withdrawal | null>> =>
    callEndpointEnvelope(endpoints.withdrawal, { body }, { idempotencyKey }),
  /** The server's path is spelt `listWithdrwal` (SPEC §7). */
  withdrawals: (query: RecordQuery, signal?: AbortSignal): Promise<WithdrawalList> =>
    callEndpoint(endpoints.listWithdrwal, { query: { ...query } }, { signal }),
  /** Sets or changes the withdrawal password; answers 20005 "changed successfully". */
  setWithdrawalPassword: (body: RepasswordTxBody): Promise<Envelope<unknown>> =>
    callEndpointEnvelope(endpoints.repasswordTx, { body }),
  userInfo: (signal?: AbortSignal): Promise<UserInfo> =>
    callEndpoint(endpoints.getUserInfo, {}, { signal }),
  /** Whether two-factor sign-in is on: withdrawals and repasswordTx then need its code. */
  securityStatus: (signal?: AbortSignal): Promise<SecurityStatus> =>
    callEndpoint(endpoints.securityStatus, {}, { signal }),
};
