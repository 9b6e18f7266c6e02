import type {
  adminDepositItemSchema,
  adminDepositListSchema,
  adminKycItemSchema,
  adminKycListSchema,
  adminSettingSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminWithdrawalItemSchema,
  adminWithdrawalListSchema,
  auditEntrySchema,
  auditListSchema,
  createStaffResult,
  staffLoginResult,
  staffSessionResult,
  Staff,
  StaffRole,
} from '@meridian/contract';
import type { z } from 'zod';
import { adminRequest } from './client';

/** The back office calls (packages/contract/src/admin.ts), all under /swx/admin. */

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

/** A path segment from an id the server gave us. */
const seg = (id: string | number) => encodeURIComponent(String(id));

export const adminApi = {
  login: (body: { username: string; password: string }) =>
    adminRequest<StaffLoginResult>('POST', 'auth/login', { body, endSessionOn401: false }),
  verify: (body: { challenge: string; code: string; newPassword?: string }) =>
    adminRequest<StaffSessionResult>('POST', 'auth/verify', { body, endSessionOn401: false }),
  me: (signal?: AbortSignal) => adminRequest<Staff>('GET', 'auth/me', { signal }),
  logout: () => adminRequest<unknown>('POST', 'auth/logout', { endSessionOn401: false }),

  kyc: (status: KycQueueStatus, { page, size }: Paged, signal?: AbortSignal) =>
    adminRequest<AdminKycList>('GET', 'kyc', { query: { status, page, size }, signal }),
  deposits: (status: ReviewQueueStatus, { page, size }: Paged, signal?: AbortSignal) =>
    adminRequest<AdminDepositList>('GET', 'deposits', { query: { status, page, size }, signal }),
  withdrawals: (status: ReviewQueueStatus, { page, size }: Paged, signal?: AbortSignal) =>
    adminRequest<AdminWithdrawalList>('GET', 'withdrawals', {
      query: { status, page, size },
      signal,
    }),
  /** Approve a KYC submission, a deposit or a withdrawal. */
  approve: (kind: QueueKind, id: string | number) =>
    adminRequest<unknown>('POST', `${kind}/${seg(id)}/approve`),
  /** Fail a KYC submission, reject a deposit or a withdrawal. */
  reject: (kind: QueueKind, id: string | number, reason: string) =>
    adminRequest<unknown>('POST', `${kind}/${seg(id)}/${kind === 'kyc' ? 'fail' : 'reject'}`, {
      body: { reason },
    }),

  users: (q: string, { page, size }: Paged, signal?: AbortSignal) =>
    adminRequest<AdminUserList>('GET', 'users', { query: { q, page, size }, signal }),
  user: (id: string, signal?: AbortSignal) =>
    adminRequest<AdminUserDetail>('GET', `users/${seg(id)}`, { signal }),

  settings: (signal?: AbortSignal) => adminRequest<AdminSetting[]>('GET', 'settings', { signal }),
  updateSetting: (key: string, value: string | number) =>
    adminRequest<AdminSetting>('PUT', 'settings', { body: { key, value } }),

  audit: (
    filter: { action: string; targetType: string },
    { page, size }: Paged,
    signal?: AbortSignal,
  ) =>
    adminRequest<AuditList>('GET', 'audit', {
      query: {
        action: filter.action || undefined,
        targetType: filter.targetType || undefined,
        page,
        size,
      },
      signal,
    }),

  staff: (signal?: AbortSignal) => adminRequest<Staff[]>('GET', 'staff', { signal }),
  createStaff: (body: { username: string; role: StaffRole }) =>
    adminRequest<CreateStaffResult>('POST', 'staff', { body }),
  staffAction: (id: string, action: 'disable' | 'enable' | 'reset-two-factor') =>
    adminRequest<unknown>('POST', `staff/${seg(id)}/${action}`),
};
