import {
  endpoints,
  type assetBalanceSchema,
  type ListNotificationsResult,
  type unreadCountResult,
  type userInfoResult,
} from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoint-client';
import { queryKeys } from '@/lib/query-keys';
import { useLoggedIn } from '@/lib/settings-store';

/** The account calls (SPEC §7 "User", /swx/customer/user) this feature makes. */
export type UserInfo = z.infer<typeof userInfoResult>;
export type AssetBalance = z.infer<typeof assetBalanceSchema>;
export type UnreadCount = z.infer<typeof unreadCountResult>;

/** The user's notifications, per interface language (title and body come translated). */
export const notificationKeys = {
  all: ['user', 'notifications'] as const,
  list: (language: string) => ['user', 'notifications', language] as const,
};

export const NOTIFICATION_PAGE_SIZE = 20;

export const accountApi = {
  /** Profile, credit points, KYC status and the balances of the book the `virtually` header picks. */
  userInfo: (signal?: AbortSignal): Promise<UserInfo> =>
    callEndpoint(endpoints.getUserInfo, {}, { signal }),
  resetDemo: (idempotencyKey: string): Promise<AssetBalance[]> =>
    callEndpoint(endpoints.resetDemo, {}, { idempotencyKey }),
  /** Answers 20005 with the server's "changed successfully" message (the whole envelope). */
  changePassword: (body: { oldPassword: string; newPassword: string }) =>
    api.requestEnvelope<null>(endpoints.repassword.method, endpoints.repassword.path, { body }),
  listNotifications: (page: number, signal?: AbortSignal): Promise<ListNotificationsResult> =>
    callEndpoint(
      endpoints.listNotification,
      { query: { page, size: NOTIFICATION_PAGE_SIZE } },
      { signal },
    ),
  readNotification: (body: { id: string } | { all: true }): Promise<UnreadCount> =>
    callEndpoint(endpoints.readNotification, { body }),
  unreadCount: (signal?: AbortSignal): Promise<UnreadCount> =>
    callEndpoint(endpoints.unreadCount, {}, { signal }),
};

/**
 * getUserInfo under the shell's key (SettingsEffects refreshes the same query): reloaded when the
 * account mode changes, so its balances are always those of the current book.
 */
export function useUserInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: queryKeys.user.info,
    queryFn: ({ signal }) => accountApi.userInfo(signal),
    enabled: loggedIn,
    staleTime: 60_000,
    retry: false,
  });
}

/** The unread count under the bell's key: both show the same number. */
export function useUnreadCountQuery() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: queryKeys.user.unreadCount,
    queryFn: ({ signal }) => accountApi.unreadCount(signal),
    enabled: loggedIn,
    retry: false,
  });
}

/** A fresh Idempotency-Key (a v4 UUID), also outside secure contexts where randomUUID is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
