import { endpoint } from '../endpoint.js';
import { inviteInfoSchema, listLevelQuery, listLevelSchema } from '../referrals.js';

/** Invite friends and VIP levels (issue 17, SPEC §7 listLevel, PRODUCT §10). */
export const referralEndpoints = {
  listLevel: endpoint({
    method: 'GET',
    path: '/swx/customer/index/listLevel',
    access: 'public',
    tags: ['referrals'],
    description:
      'The VIP levels: the 30-day real-book trading volume (USDT) each starts at, its fee discount and referral share, and the fees a user at that level pays. With a token, the caller’s level, 30-day volume and what is left to the next level.',
    query: listLevelQuery,
    result: listLevelSchema,
  }),
  getInviteInfo: endpoint({
    method: 'GET',
    path: '/swx/customer/user/getInviteInfo',
    access: 'user',
    tags: ['referrals'],
    description:
      'The caller’s referral code and sign-up link, their share of invitees’ real-book trading fees, the friends they invited (masked) and the commissions earned (total and per day for 30 days). The commission is paid in the same journal entry as the invitee’s fee; demo fees earn nothing. Every commission as CSV: GET /swx/customer/user/exportInviteCommissions.',
    result: inviteInfoSchema,
  }),
};
