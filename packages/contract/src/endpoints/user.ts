import { z } from 'zod';
import { changePasswordBody, userInfoResult } from '../auth.js';
import { endpoint } from '../endpoint.js';
import { assetBalanceSchema } from '../common.js';
import { mergeWatchlistBody, watchlistBody, watchlistResult } from '../market.js';
import {
  endOtherSessionsResult,
  endSessionBody,
  recoveryCodesResult,
  securityStatusResult,
  sessionListResult,
  signInHistoryQuery,
  signInHistoryResult,
  totpConfirmBody,
  totpDisableBody,
  totpEnrolmentResult,
} from '../security.js';

/** SPEC §7 "User", /swx/customer/user: the account, the demo reset and the watchlist. */
export const userEndpoints = {
  getUserInfo: endpoint({
    method: 'POST',
    path: '/swx/customer/user/getUserInfo',
    access: 'user',
    tags: ['user'],
    result: userInfoResult,
  }),
  /** Answers 20005 (changed successfully). */
  repassword: endpoint({
    method: 'POST',
    path: '/swx/customer/user/repassword',
    access: 'user',
    tags: ['user'],
    body: changePasswordBody,
    result: z.null(),
  }),
  resetDemo: endpoint({
    method: 'POST',
    path: '/swx/customer/user/resetDemo',
    access: 'user',
    idempotent: true,
    tags: ['user'],
    description: 'Resets the demo book to the starting virtual balance. Accepts Idempotency-Key.',
    result: z.array(assetBalanceSchema),
  }),
  listWatchlist: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listWatchlist',
    access: 'user',
    tags: ['user'],
    result: watchlistResult,
  }),
  toggleWatchlist: endpoint({
    method: 'POST',
    path: '/swx/customer/user/toggleWatchlist',
    access: 'user',
    tags: ['user'],
    body: watchlistBody,
    result: watchlistResult,
  }),
  mergeWatchlist: endpoint({
    method: 'POST',
    path: '/swx/customer/user/mergeWatchlist',
    access: 'user',
    tags: ['user'],
    description: "Adds a visitor's browser watchlist to the account's (at sign-in).",
    body: mergeWatchlistBody,
    result: watchlistResult,
  }),
} as const;

/**
 * A user's own security (issue 12), /swx/customer/user/security: two-factor sign-in (TOTP) with
 * recovery codes, the active sessions with sign-out of each, the sign-in history.
 */
export const securityEndpoints = {
  securityStatus: endpoint({
    method: 'GET',
    path: '/swx/customer/user/security/status',
    access: 'user',
    tags: ['security'],
    description: 'Whether two-factor sign-in is on, and how many recovery codes are left.',
    result: securityStatusResult,
  }),
  /** The secret is shown only in this reply: answered with `cache-control: no-store`. */
  startTotp: endpoint({
    method: 'POST',
    path: '/swx/customer/user/security/totp/start',
    access: 'user',
    tags: ['security'],
    description:
      'Starts two-factor set-up: a new TOTP secret (text and otpauth URI for a QR code), shown only in this reply. 480 when already on.',
    result: totpEnrolmentResult,
  }),
  /** The recovery codes are shown only in this reply: answered with `cache-control: no-store`. */
  confirmTotp: endpoint({
    method: 'POST',
    path: '/swx/customer/user/security/totp/confirm',
    access: 'user',
    tags: ['security'],
    description:
      'A code from the new secret turns two-factor sign-in on; the reply holds 10 one-time recovery codes, shown only here. 476 wrong code, 481 no set-up pending (or expired).',
    body: totpConfirmBody,
    result: recoveryCodesResult,
  }),
  disableTotp: endpoint({
    method: 'POST',
    path: '/swx/customer/user/security/totp/disable',
    access: 'user',
    tags: ['security'],
    description:
      'Turns two-factor sign-in off: the login password (when the account has one; 10004) and a current code or recovery code (479 missing, 476 wrong).',
    body: totpDisableBody,
    result: z.null(),
  }),
  listSessions: endpoint({
    method: 'GET',
    path: '/swx/customer/user/security/sessions',
    access: 'user',
    tags: ['security'],
    description: "The caller's active sessions; `current` marks this one.",
    result: sessionListResult,
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/swx/customer/user/security/endSession',
    access: 'user',
    tags: ['security'],
    description:
      "Signs out one of the caller's sessions (its live connections close too). 404 for an unknown, ended or someone else's session.",
    body: endSessionBody,
    result: z.null(),
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/swx/customer/user/security/endOtherSessions',
    access: 'user',
    tags: ['security'],
    description: 'Signs out every session of the caller except this one.',
    result: endOtherSessionsResult,
  }),
  signInHistory: endpoint({
    method: 'GET',
    path: '/swx/customer/user/security/signInHistory',
    access: 'user',
    tags: ['security'],
    description:
      "The caller's sign-ins and failed attempts (time, address, device, method, outcome), newest first.",
    query: signInHistoryQuery,
    result: signInHistoryResult,
  }),
} as const;
