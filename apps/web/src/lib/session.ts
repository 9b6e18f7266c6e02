import { endpoints, type UserView } from '@meridian/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callEndpoint } from './endpoint-client';
import { settingsStore } from './settings-store';

/** The user fields of a getUserInfo or login reply (book, balances and counts are not stored). */
export function pickUser(info: UserView & Record<string, unknown>): UserView {
  return {
    id: info.id,
    username: info.username,
    email: info.email,
    phone: info.phone,
    creditPoints: info.creditPoints,
    kycStatus: info.kycStatus,
    referralCode: info.referralCode,
    hasPassword: info.hasPassword,
    hasWithdrawalPassword: info.hasWithdrawalPassword,
    ethAddress: info.ethAddress,
    language: info.language,
    createdAt: info.createdAt,
  };
}

/**
 * Log out: revoke the token on the server (best effort), forget the session here, drop the
 * user's cached data and go home.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (settingsStore.getSnapshot().token) {
      await callEndpoint(endpoints.logout, {}).catch(() => undefined);
    }
    settingsStore.clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'content' });
    navigate('/');
  }, [navigate, queryClient]);
}
