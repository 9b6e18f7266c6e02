import { z } from 'zod';
import {
  checkUserNameOrPhoneQuery,
  checkUserNameOrPhoneResult,
  dappNonceResult,
  googleAuthUrlQuery,
  googleAuthUrlResult,
  loginBody,
  loginByDappBody,
  loginByGoogleBody,
  loginReply,
  loginResult,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
} from '../auth.js';
import { endpoint } from '../endpoint.js';
import { loginTwoFactorBody } from '../security.js';
import { signInProvidersResult } from '../sign-in-providers.js';

/**
 * SPEC §7 "Auth", under /swx/customer/login: sign-up, sign-in (password, two-factor), codes,
 * password reset, logout, which outside sign-in providers are enabled, and Google (OpenID
 * Connect) and wallet (Sign-In with Ethereum) sign-in. The outside providers are off unless the
 * deployment configures them: then they answer 404 with code 483.
 */
const notEnabled = 'Not enabled on this deployment: 404 with code 483.';

export const authEndpoints = {
  checkUserNameOrPhone: endpoint({
    method: 'GET',
    path: '/swx/customer/login/checkUserNameOrPhone',
    access: 'public',
    tags: ['auth'],
    query: checkUserNameOrPhoneQuery,
    result: checkUserNameOrPhoneResult,
  }),
  sendCode: endpoint({
    method: 'POST',
    path: '/swx/customer/login/sendCode',
    access: 'public',
    tags: ['auth'],
    body: sendCodeBody,
    result: z.null(),
  }),
  /**
   * Not idempotent by key: its reply holds a session token, which must not be stored in the
   * clear as a replay would need. Registering twice is impossible anyway (the address is taken:
   * 10007), and the demo grant commits with the user.
   */
  register: endpoint({
    method: 'POST',
    path: '/swx/customer/login/register',
    access: 'public',
    tags: ['auth'],
    body: registerBody,
    result: loginResult,
  }),
  login: endpoint({
    method: 'POST',
    path: '/swx/customer/login/login',
    access: 'public',
    tags: ['auth'],
    description:
      'A session, or — when the account has two-factor sign-in on — `twoFactorRequired` with a challenge for loginTwoFactor. Failures are throttled per account and address with growing waits (429 with the wait), never locking the account for everyone.',
    body: loginBody,
    result: loginReply,
  }),
  loginTwoFactor: endpoint({
    method: 'POST',
    path: '/swx/customer/login/loginTwoFactor',
    access: 'public',
    tags: ['auth'],
    description:
      'The second step of a sign-in with two-factor on: the challenge from login, loginByGoogle or loginByDapp plus `code` (authenticator app) or `recoveryCode` (single use). 476 wrong code; 401 when the challenge expired, was used or ran out of attempts.',
    body: loginTwoFactorBody,
    result: loginResult,
  }),
  /** Replies 20005. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/swx/customer/login/resetPassword',
    access: 'public',
    tags: ['auth'],
    body: resetPasswordBody,
    result: z.null(),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/swx/customer/login/logout',
    access: 'user',
    tags: ['auth'],
    result: z.null(),
  }),
  signInProviders: endpoint({
    method: 'GET',
    path: '/swx/customer/login/signInProviders',
    access: 'public',
    tags: ['auth'],
    description:
      'Which outside sign-in providers this deployment has enabled (Google: GOOGLE_CLIENT_ID set; wallet: SIWE_CHAIN_IDS not empty). The web app offers only these.',
    result: signInProvidersResult,
  }),
  googleAuthUrl: endpoint({
    method: 'GET',
    path: '/swx/customer/login/googleAuthUrl',
    access: 'public',
    tags: ['auth'],
    description: notEnabled,
    query: googleAuthUrlQuery,
    result: googleAuthUrlResult,
  }),
  loginByGoogle: endpoint({
    method: 'POST',
    path: '/swx/customer/login/loginByGoogle',
    access: 'public',
    tags: ['auth'],
    description: notEnabled,
    body: loginByGoogleBody,
    result: loginReply,
  }),
  dappNonce: endpoint({
    method: 'GET',
    path: '/swx/customer/login/dappNonce',
    access: 'public',
    tags: ['auth'],
    description: notEnabled,
    result: dappNonceResult,
  }),
  loginByDapp: endpoint({
    method: 'POST',
    path: '/swx/customer/login/loginByDapp',
    access: 'public',
    tags: ['auth'],
    description: notEnabled,
    body: loginByDappBody,
    result: loginReply,
  }),
} as const;
