import type { SecurityStatus, SessionView, SignInHistory, TotpEnrolment } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLoggedIn } from '@/lib/settings-store';

/** The user's own security calls (issue 12), under /swx/customer/user/security. */
const BASE = '/swx/customer/user/security';

export const securityKeys = {
  all: ['user', 'security'] as const,
  status: ['user', 'security', 'status'] as const,
  sessions: ['user', 'security', 'sessions'] as const,
  history: (size: number) => ['user', 'security', 'history', size] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export const securityApi = {
  status: (signal?: AbortSignal) => api.get<SecurityStatus>(`${BASE}/status`, { signal }),
  startTotp: () => api.post<TotpEnrolment>(`${BASE}/totp/start`),
  confirmTotp: (code: string) =>
    api.post<{ recoveryCodes: string[] }>(`${BASE}/totp/confirm`, { code }),
  disableTotp: (body: { password?: string; code: string }) =>
    api.post<null>(`${BASE}/totp/disable`, body),
  sessions: (signal?: AbortSignal) =>
    api.get<{ list: SessionView[] }>(`${BASE}/sessions`, { signal }),
  endSession: (id: string) => api.post<null>(`${BASE}/endSession`, { id }),
  endOtherSessions: () => api.post<{ ended: number }>(`${BASE}/endOtherSessions`),
  history: (size: number, signal?: AbortSignal) =>
    api.get<SignInHistory>(`${BASE}/signInHistory`, { query: { page: 1, size }, signal }),
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
