import {
  endpoints,
  type DappNonceResult,
  type GoogleAuthUrlResult,
  type LoginReply,
} from '@meridian/contract';
import { api } from '@/lib/api-client';
import { callEndpoint, callEndpointEnvelope } from '@/lib/endpoint-client';

/**
 * The sign-up and sign-in calls (SPEC §7 "Auth", /swx/customer/login). None of them needs a
 * session, so a 401 from one of them is an answer (wrong password, refused sign-in), never an
 * expired session: they all pass `authRedirect: false`. The calls on the contract's endpoint
 * table (packages/contract/src/endpoints/auth.ts) go through its client; Google and wallet
 * sign-in are not on the table yet.
 */
const BASE = '/swx/customer/login';
const noRedirect = { authRedirect: false } as const;

export type RegistrationMethod = 'email' | 'mobile';

export interface ContactBody {
  type: RegistrationMethod;
  email?: string;
  areaCode?: string;
  phone?: string;
}

export interface RegisterBody extends ContactBody {
  username: string;
  password: string;
  confirmPassword: string;
  code: string;
  inviteCode?: string;
}

export const authApi = {
  sendCode: (body: ContactBody & { purpose: 'register' | 'reset' }) =>
    callEndpoint(endpoints.sendCode, { body }, noRedirect),
  register: (body: RegisterBody, idempotencyKey: string) =>
    callEndpoint(endpoints.register, { body }, { ...noRedirect, idempotencyKey }),
  login: (body: { username: string; password: string }) =>
    callEndpoint(endpoints.login, { body }, noRedirect),
  /** The second step when two-factor sign-in is on: a code from the app or a recovery code. */
  loginTwoFactor: (body: { challenge: string; code?: string; recoveryCode?: string }) =>
    callEndpoint(endpoints.loginTwoFactor, { body }, noRedirect),
  /** Answers 20005 with the server's "changed successfully" message. */
  resetPassword: (body: { email: string; code: string; password: string }) =>
    callEndpointEnvelope(endpoints.resetPassword, { body }, noRedirect),
  googleAuthUrl: (inviteCode?: string) =>
    api.get<GoogleAuthUrlResult>(`${BASE}/googleAuthUrl`, {
      ...noRedirect,
      query: { inviteCode: inviteCode || undefined },
    }),
  loginByGoogle: (body: { code: string; state: string }) =>
    api.post<LoginReply>(`${BASE}/loginByGoogle`, body, noRedirect),
  dappNonce: () => api.get<DappNonceResult>(`${BASE}/dappNonce`, noRedirect),
  loginByDapp: (body: { message: string; signature: string }) =>
    api.post<LoginReply>(`${BASE}/loginByDapp`, body, noRedirect),
};

/** A fresh Idempotency-Key (a v4 UUID), also outside secure contexts where randomUUID is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
