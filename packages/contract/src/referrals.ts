import { z } from 'zod';
import { amountString } from './common.js';

/**
 * Invite friends and VIP levels (issue 17, PRODUCT §10). A level follows the user's real-book
 * trading volume over the last 30 days (USDT: spot turnover + margin notional opened); it gives a
 * discount on the trading fees the user pays and the share of their invitees' real-book fees they
 * earn as an inviter.
 */
export const levelSchema = z.object({
  /** 0 for the entry level, then 1, 2, … */
  level: z.number().int().nonnegative(),
  /** The 30-day real-book trading volume (USDT) from which the level applies. */
  minVolume: amountString,
  /** Discount on the trading fees the user pays, in bp of the fee (1,000 = 10% off). */
  feeDiscountBp: z.number().int().nonnegative(),
  /** Share of an invitee's real-book fees the inviter earns at this level, in bp of the fee. */
  referralShareBp: z.number().int().nonnegative(),
  /** The fees a user at this level pays, in bp of the notional (after the discount, rounded down). */
  spotMakerFeeBp: z.string(),
  spotTakerFeeBp: z.string(),
  marginCommissionBp: z.string(),
});
export type Level = z.infer<typeof levelSchema>;

export const myLevelSchema = z.object({
  level: z.number().int().nonnegative(),
  /** The caller's real-book trading volume of the last 30 days, USDT. */
  volume30d: amountString,
  /** The next level, null at the top. */
  nextLevel: z.number().int().nullable(),
  /** Volume still to trade to reach it (0 at the top). */
  remaining: amountString,
});

export const listLevelQuery = z.object({});

export const listLevelSchema = z.object({
  levels: z.array(levelSchema),
  /** The window the volume is summed over. */
  volumeWindowDays: z.number().int().positive(),
  /** The caller's level and progress when a token is sent, else null. */
  mine: myLevelSchema.nullable(),
});
export type LevelList = z.infer<typeof listLevelSchema>;

export const invitedFriendSchema = z.object({
  /** Masked: the first and last character of the username. */
  name: z.string(),
  joinedAt: z.number().int(),
  /** Whether the friend has traded on the real book (their fees earn the inviter a share). */
  tradedReal: z.boolean(),
});

export const commissionDaySchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  amount: amountString,
});

export const inviteInfoSchema = z.object({
  code: z.string(),
  /** The sign-up link carrying the code (`/pass/register?invite=CODE`). */
  link: z.string(),
  /** The caller's share of their invitees' fees now (their level's), in bp of the fee. */
  referralShareBp: z.number().int().nonnegative(),
  friendCount: z.number().int().nonnegative(),
  /** Newest first, up to 100. */
  friends: z.array(invitedFriendSchema),
  /** Every commission earned, USDT (credited to the real book's available balance). */
  commissionTotal: amountString,
  /** Commissions of the last 30 UTC days, oldest first, one row per day (0 on days without). */
  commissionByDay: z.array(commissionDaySchema),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** The CSV export of every commission (not JSON: declared in its route file). */
export const INVITE_COMMISSIONS_CSV_PATH = '/swx/customer/user/exportInviteCommissions';
