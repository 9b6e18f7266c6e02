import {
  endpoints,
  INVITE_COMMISSIONS_CSV_PATH,
  type InviteInfo,
  type LevelList,
} from '@meridian/contract';
import { downloadFile } from '@/lib/download';
import { callEndpoint } from '@/lib/endpoint-client';

/**
 * Invite friends and the VIP levels (issue 17) through the contract's endpoint table
 * (endpoints/referrals.ts). Both reads are of the real book whatever the account mode: fees and
 * commissions are real-book only.
 */
export type { InviteInfo, Level, LevelList } from '@meridian/contract';
export type InvitedFriend = InviteInfo['friends'][number];
export type CommissionDay = InviteInfo['commissionByDay'][number];
export type MyLevel = NonNullable<LevelList['mine']>;

/** The CSV's name when the server sends none. */
export const COMMISSIONS_FILE_NAME = 'meridian-invite-commissions.csv';

/**
 * Query keys. `listLevel` answers `mine` for whoever's token is sent and `getInviteInfo` is the
 * caller's own: the viewer is in both keys, so one user's answer never shows for another.
 */
export const referralKeys = {
  all: ['referrals'] as const,
  levels: (viewer: string) => ['referrals', 'levels', viewer] as const,
  invite: (viewer: string) => ['referrals', 'invite', viewer] as const,
};

export const referralsApi = {
  /** Public; the API client sends the session when there is one, so `mine` is the caller's. */
  levels: (signal?: AbortSignal): Promise<LevelList> =>
    callEndpoint(endpoints.listLevel, { query: {} }, { signal }),
  invite: (signal?: AbortSignal): Promise<InviteInfo> =>
    callEndpoint(endpoints.getInviteInfo, {}, { signal }),
  /**
   * Every commission as a CSV file, saved as a download: fetched with the session's
   * Authorization header (a plain link could not send it), then saved from a blob.
   */
  exportCommissions: (): Promise<void> =>
    downloadFile(INVITE_COMMISSIONS_CSV_PATH, COMMISSIONS_FILE_NAME),
};
