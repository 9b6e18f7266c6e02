import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  adminDepositListSchema,
  adminKycListSchema,
  adminQueueQuery,
  adminSettingSchema,
  adminSettingsResult,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserSearchQuery,
  adminWithdrawalListSchema,
  auditListQuery,
  auditListSchema,
  createStaffBody,
  createStaffResult,
  reviewRejectBody,
  staffLoginBody,
  staffLoginResult,
  staffSchema,
  staffSessionResult,
  staffVerifyBody,
  updateSettingBody,
} from '../admin.js';
import { int8IdParam } from '../common.js';
import { depositSchema, withdrawalSchema } from '../funds.js';

const tags = ['admin'] as const;
/** Admin only: `requireStaff('admin')`. */
const adminOnly = ['admin'] as const;
const uuidParams = z.object({ id: z.uuid() });
const idParams = z.object({ id: int8IdParam });
const decided = 'Only a pending item can be decided: a second decision gets 409.';

/**
 * The back office API under /swx/admin (admin.ts): staff sign-in and session, the review queues
 * and their decisions, users, settings, audit log and staff. Every call but the two sign-in steps
 * needs a staff session (`Authorization: Bearer stf_…`); `staffRoles` are the roles besides admin
 * that may call it (`admin` alone: admin only; none: any staff member, for the session calls).
 * The uploaded images (GET /swx/admin/uploads/:id) answer with bytes, not the envelope: they stay
 * declared in their route file, routes/admin/reviews.ts.
 */
export const adminEndpoints = {
  // Staff sign-in (password, then TOTP) and the staff session.
  staffLogin: endpoint({
    method: 'POST',
    path: '/swx/admin/auth/login',
    access: 'public',
    tags,
    body: staffLoginBody,
    result: staffLoginResult,
  }),
  staffVerify: endpoint({
    method: 'POST',
    path: '/swx/admin/auth/verify',
    access: 'public',
    tags,
    body: staffVerifyBody,
    result: staffSessionResult,
  }),
  staffLogout: endpoint({
    method: 'POST',
    path: '/swx/admin/auth/logout',
    access: 'staff',
    tags,
    result: z.null(),
  }),
  staffMe: endpoint({
    method: 'GET',
    path: '/swx/admin/auth/me',
    access: 'staff',
    tags,
    result: staffSchema,
  }),

  // Review queues (compliance and admin): KYC, deposits, withdrawals.
  adminKycQueue: endpoint({
    method: 'GET',
    path: '/swx/admin/kyc',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    description: 'KYC submissions by status (under_review, verified, failed) with history.',
    query: adminQueueQuery,
    result: adminKycListSchema,
  }),
  adminApproveKyc: endpoint({
    method: 'POST',
    path: '/swx/admin/kyc/:id/approve',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    description: `Verifies the user. ${decided}`,
    params: uuidParams,
    result: z.null(),
  }),
  adminFailKyc: endpoint({
    method: 'POST',
    path: '/swx/admin/kyc/:id/fail',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    description: `Fails the submission with a reason shown to the user. ${decided}`,
    params: uuidParams,
    body: reviewRejectBody,
    result: z.null(),
  }),
  adminDepositQueue: endpoint({
    method: 'GET',
    path: '/swx/admin/deposits',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    query: adminQueueQuery,
    result: adminDepositListSchema,
  }),
  adminApproveDeposit: endpoint({
    method: 'POST',
    path: '/swx/admin/deposits/:id/approve',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    description: `Credits the amount to the user's real book (one journal entry from external). ${decided}`,
    params: idParams,
    result: depositSchema,
  }),
  adminRejectDeposit: endpoint({
    method: 'POST',
    path: '/swx/admin/deposits/:id/reject',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    description: `Rejects with a reason shown to the user; nothing is credited. ${decided}`,
    params: idParams,
    body: reviewRejectBody,
    result: depositSchema,
  }),
  adminWithdrawalQueue: endpoint({
    method: 'GET',
    path: '/swx/admin/withdrawals',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    query: adminQueueQuery,
    result: adminWithdrawalListSchema,
  }),
  adminApproveWithdrawal: endpoint({
    method: 'POST',
    path: '/swx/admin/withdrawals/:id/approve',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    description: `Pays out: the frozen amount leaves the book (received to external, fee to the fee account). ${decided}`,
    params: idParams,
    result: withdrawalSchema,
  }),
  adminRejectWithdrawal: endpoint({
    method: 'POST',
    path: '/swx/admin/withdrawals/:id/reject',
    access: 'staff',
    staffRoles: ['compliance'],
    tags,
    description: `Rejects with a reason; the frozen amount returns to available. ${decided}`,
    params: idParams,
    body: reviewRejectBody,
    result: withdrawalSchema,
  }),

  // User look-up (admin, compliance, support).
  adminSearchUsers: endpoint({
    method: 'GET',
    path: '/swx/admin/users',
    access: 'staff',
    staffRoles: ['compliance', 'support'],
    tags,
    description: 'Users by id, or by username, e-mail or phone containing the text.',
    query: adminUserSearchQuery,
    result: adminUserListSchema,
  }),
  adminUserDetail: endpoint({
    method: 'GET',
    path: '/swx/admin/users/:id',
    access: 'staff',
    staffRoles: ['compliance', 'support'],
    tags,
    description:
      'One user: profile, KYC history, both books, deposits, withdrawals, orders, journal.',
    params: uuidParams,
    result: adminUserDetailSchema,
  }),

  // Settings and audit log (admin only).
  adminListSettings: endpoint({
    method: 'GET',
    path: '/swx/admin/settings',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    description:
      "Every editable setting (fees, minimums, deposit addresses, down_url, …) with its kind, its meaning and its allowed values in the caller's language.",
    result: adminSettingsResult,
  }),
  adminUpdateSetting: endpoint({
    method: 'PUT',
    path: '/swx/admin/settings',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    description:
      'Changes one setting, checked against its declared range (400 naming the key and the allowed values); audited with before and after; every server process uses the new value at once.',
    body: updateSettingBody,
    result: adminSettingSchema,
  }),
  adminListAudit: endpoint({
    method: 'GET',
    path: '/swx/admin/audit',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    description: 'The append-only audit log of staff actions, newest first.',
    query: auditListQuery,
    result: auditListSchema,
  }),

  // Staff management (admin only).
  adminListStaff: endpoint({
    method: 'GET',
    path: '/swx/admin/staff',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    result: z.array(staffSchema),
  }),
  adminCreateStaff: endpoint({
    method: 'POST',
    path: '/swx/admin/staff',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    body: createStaffBody,
    result: createStaffResult,
  }),
  adminDisableStaff: endpoint({
    method: 'POST',
    path: '/swx/admin/staff/:id/disable',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    params: uuidParams,
    result: staffSchema,
  }),
  adminEnableStaff: endpoint({
    method: 'POST',
    path: '/swx/admin/staff/:id/enable',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    params: uuidParams,
    result: staffSchema,
  }),
  adminResetStaffTwoFactor: endpoint({
    method: 'POST',
    path: '/swx/admin/staff/:id/reset-two-factor',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    params: uuidParams,
    result: staffSchema,
  }),
} as const;
