import {
  endpoints,
  type SecurityStatus,
  type SessionView,
  type SignInHistory,
  type TotpEnrolment,
} from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { useLoggedIn } from '@/lib/settings-store';

/** The user's own security calls (issue 12), under /swx/customer/user/security. */

export const securityKeys = {
  all: ['user', 'security'] as const,
  status: ['user', 'security', 'status'] as const,
  sessions: ['user', 'security', 'sessions'] as const,
  history: (size: number) => ['user', 'security', 'history', size] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export const securityApi = {
  status: (signal?: AbortSignal): Promise<SecurityStatus> =>
    callEndpoint(endpoints.securityStatus, {}, { signal }),
  startTotp: (): Promise<TotpEnrolment> => callEndpoint(endpoints.startTotp, {}),
  confirmTotp: (code: string): Promise<{ recoveryCodes: string[] }> =>
    callEndpoint(endpoints.confirmTotp, { body: { code } }),
  disableTotp: (body: { password?: string; code: string }): Promise<null> =>
    callEndpoint(endpoints.disableTotp, { body }),
  sessions: (signal?: AbortSignal): Promise<{ list: SessionView[] }> =>
    callEndpoint(endpoints.listSessions, {}, { signal }),
  endSession: (id: string): Promise<null> => callEndpoint(endpoints.endSession, { body: { id } }),
  endOtherSessions: (): Promise<{ ended: number }> => callEndpoint(endpoints.endOtherSessions, {}),
  history: (size: number, signal?: AbortSignal): Promise<SignInHistory> =>
    callEndpoint(endpoints.signInHistory, { query: { page: 1, size } }, { signal }),
};

export function useSecurityStatus() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: securityKeys.status,
    queryFn: ({ signal }) => securityApi.status(signal),
    enabled: loggedIn,
    retry: false,
  });
}

export function useSessions() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => securityApi.sessions(signal),
    enabled: loggedIn,
    retry: false,
  });
}

export function useSignInHistory(size: number) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: securityKeys.history(size),
    queryFn: ({ signal }) => securityApi.history(size, signal),
    enabled: loggedIn,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
