import {
  endpoints,
  type adminDepositItemSchema,
  type adminDepositListSchema,
  type adminKycItemSchema,
  type adminKycListSchema,
  type adminSettingSchema,
  type adminUserDetailSchema,
  type adminUserListSchema,
  type adminWithdrawalItemSchema,
  type adminWithdrawalListSchema,
  type auditEntrySchema,
  type auditListSchema,
  type createStaffResult,
  type staffLoginResult,
  type staffSessionResult,
  type Staff,
  type StaffRole,
} from '@meridian/contract';
import type { z } from 'zod';
import { adminCall } from './client';

/**
 * The back office calls, all under /swx/admin, through the contract's endpoint table
 * (packages/contract/src/endpoints/admin.ts; schemas in packages/contract/src/admin.ts).
 */

export type {
  Deposit,
  KycSubmission,
  Staff,
  StaffRole,
  UserSummary,
  Withdrawal,
} from '@meridian/contract';

export type StaffLoginResult = z.infer<typeof staffLoginResult>;
export type StaffSessionResult = z.infer<typeof staffSessionResult>;
export type CreateStaffResult = z.infer<typeof createStaffResult>;
export type AdminKycItem = z.infer<typeof adminKycItemSchema>;
export type AdminKycList = z.infer<typeof adminKycListSchema>;
export type AdminDepositItem = z.infer<typeof adminDepositItemSchema>;
export type AdminDepositList = z.infer<typeof adminDepositListSchema>;
export type AdminWithdrawalItem = z.infer<typeof adminWithdrawalItemSchema>;
export type AdminWithdrawalList = z.infer<typeof adminWithdrawalListSchema>;
export type AdminUserList = z.infer<typeof adminUserListSchema>;
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export type AdminSetting = z.infer<typeof adminSettingSchema>;
export type SettingKind = AdminSetting['kind'];
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditList = z.infer<typeof auditListSchema>;

export type QueueKind = 'kyc' | 'deposits' | 'withdrawals';
export type KycQueueStatus = 'under_review' | 'verified' | 'failed';
export type ReviewQueueStatus = 'pending' | 'approved' | 'rejected';
export interface Paged {
  page: number;
  size: number;
}

export const PAGE_SIZE = 20;

export const adminKeys = {
  all: ['admin'] as const,
  me: (token: string) => ['admin', 'me', token] as const,
  queues: ['admin', 'queue'] as const,
  queue: (kind: QueueKind) => ['admin', 'queue', kind] as const,
  queuePage: (kind: QueueKind, status: string, page: number) =>
    ['admin', 'queue', kind, status, page] as const,
  /** The number waiting in each queue (navigation badges). */
  waiting: (kind: QueueKind) => ['admin', 'queue', kind, 'waiting'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  settings: ['admin', 'settings'] as const,
  audit: (action: string, targetType: string, page: number) =>
    ['admin', 'audit', action, targetType, page] as const,
  staff: ['admin', 'staff'] as const,
};

const e = endpoints;

export const adminApi = {
  login: (body: { username: string; password: string }) =>
    adminCall(e.staffLogin, { body }, { endSessionOn401: false }),
  verify: (body: { challenge: string; code: string; newPassword?: string }) =>
    adminCall(e.staffVerify, { body }, { endSessionOn401: false }),
  me: (signal?: AbortSignal): Promise<Staff> => adminCall(e.staffMe, {}, { signal }),
  logout: () => adminCall(e.staffLogout, {}, { endSessionOn401: false }),

  kyc: (status: KycQueueStatus, { page, size }: Paged, signal?: AbortSignal) =>
    adminCall(e.adminKycQueue, { query: { status, page, size } }, { signal }),
  deposits: (status: ReviewQueueStatus, { page, size }: Paged, signal?: AbortSignal) =>
    adminCall(e.adminDepositQueue, { query: { status, page, size } }, { signal }),
  withdrawals: (status: ReviewQueueStatus, { page, size }: Paged, signal?: AbortSignal) =>
    adminCall(e.adminWithdrawalQueue, { query: { status, page, size } }, { signal }),
  /** Approve a KYC submission, a deposit or a withdrawal. */
  approve: async (kind: QueueKind, id: string | number): Promise<unknown> => {
    const params = { id: String(id) };
    switch (kind) {
      case 'kyc':
        return adminCall(e.adminApproveKyc, { params });
      case 'deposits':
        return adminCall(e.adminApproveDeposit, { params });
      case 'withdrawals':
        return adminCall(e.adminApproveWithdrawal, { params });
    }
  },
  /** Fail a KYC submission, reject a deposit or a withdrawal. */
  reject: async (kind: QueueKind, id: string | number, reason: string): Promise<unknown> => {
    const params = { id: String(id) };
    const body = { reason };
    switch (kind) {
      case 'kyc':
        return adminCall(e.adminFailKyc, { params, body });
      case 'deposits':
        return adminCall(e.adminRejectDeposit, { params, body });
      case 'withdrawals':
        return adminCall(e.adminRejectWithdrawal, { params, body });
    }
  },

  users: (q: string, { page, size }: Paged, signal?: AbortSignal) =>
    adminCall(e.adminSearchUsers, { query: { q, page, size } }, { signal }),
  user: (id: string, signal?: AbortSignal) =>
    adminCall(e.adminUserDetail, { params: { id } }, { signal }),

  settings: (signal?: AbortSignal): Promise<AdminSetting[]> =>
    adminCall(e.adminListSettings, {}, { signal }),
  updateSetting: (key: string, value: string | number) =>
    adminCall(e.adminUpdateSetting, { body: { key, value } }),

  audit: (
    filter: { action: string; targetType: string },
    { page, size }: Paged,
    signal?: AbortSignal,
  ) =>
    adminCall(
      e.adminListAudit,
      {
        query: {
          action: filter.action || undefined,
          targetType: filter.targetType || undefined,
          page,
          size,
        },
      },
      { signal },
    ),

  staff: (signal?: AbortSignal): Promise<Staff[]> => adminCall(e.adminListStaff, {}, { signal }),
  createStaff: (body: { username: string; role: StaffRole }) =>
    adminCall(e.adminCreateStaff, { body }),
  staffAction: (id: string, action: 'disable' | 'enable' | 'reset-two-factor'): Promise<Staff> => {
    const params = { id };
    switch (action) {
      case 'disable':
        return adminCall(e.adminDisableStaff, { params });
      case 'enable':
        return adminCall(e.adminEnableStaff, { params });
      case 'reset-two-factor':
        return adminCall(e.adminResetStaffTwoFactor, { params });
    }
  },
};
