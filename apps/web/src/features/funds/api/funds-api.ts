import type {
  Deposit,
  depositListSchema,
  DepositOption,
  IdentificationBody,
  KycResult,
  KycSubmission,
  RechargeBody,
  repasswordTxBody,
  reviewStatusSchema,
  UploadPurpose,
  UploadResult,
  userInfoResult,
  Withdrawal,
  WithdrawalBody,
  withdrawalListSchema,
  WithdrawalTerm,
  WithdrawalTermsResult,
  SecurityStatus,
} from '@meridian/contract';
import type { z } from 'zod';
import { uploadContentType } from '../lib/images';
import { api } from '@/lib/api-client';
import type { AccountMode } from '@/lib/settings-store';

/**
 * The money-in and money-out calls (issue 6; packages/contract/src/funds.ts), all under
 * /swx/customer/user. The API client sends the `virtually` header: deposits and withdrawals are
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
  kyc: (signal?: AbortSignal) => api.get<KycResult>(`${USER}/getKyc`, { signal }),
  /** Answers 20001 "submitted for review". */
  identify: (body: IdentificationBody) =>
    api.requestEnvelope<unknown>('POST', `${USER}/identification`, { body }),
  depositOptions: (signal?: AbortSignal) =>
    api.get<DepositOption[]>(`${USER}/listDepositOptions`, { signal }),
  /** Answers 20002; a retry with the same key is carried out once. */
  recharge: (body: RechargeBody, idempotencyKey: string) =>
    api.requestEnvelope<Deposit | null>('POST', `${USER}/recharge`, { body, idempotencyKey }),
  deposits: (query: RecordQuery, signal?: AbortSignal) =>
    api.get<DepositList>(`${USER}/listRecharge`, { query: { ...query }, signal }),
  withdrawalTerms: (signal?: AbortSignal) =>
    api.get<WithdrawalTermsResult>(`${USER}/getWithdrawalTerms`, { signal }),
  /** Answers 20003; a retry with the same key is carried out once. */
  withdraw: (body: WithdrawalBody, idempotencyKey: string) =>
    api.requestEnvelope<Withdrawal | null>('POST', `${USER}/withdrawal`, { body, idempotencyKey }),
  /** The server's path is spelt `listWithdrwal` (SPEC §7). */
  withdrawals: (query: RecordQuery, signal?: AbortSignal) =>
    api.get<WithdrawalList>(`${USER}/listWithdrwal`, { query: { ...query }, signal }),
  /** Sets or changes the withdrawal password; answers 20005 "changed successfully". */
  setWithdrawalPassword: (body: RepasswordTxBody) =>
    api.requestEnvelope<unknown>('POST', `${USER}/repasswordTx`, { body }),
  userInfo: (signal?: AbortSignal) =>
    api.post<UserInfo>(`${USER}/getUserInfo`, undefined, { signal }),
  /** Whether two-factor sign-in is on: withdrawals and repasswordTx then need its code. */
  securityStatus: (signal?: AbortSignal) =>
    api.get<SecurityStatus>(`${USER}/security/status`, { signal }),
};
