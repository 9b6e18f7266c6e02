import { useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys, type QueueKind } from './admin-api';

/** What "waiting" means in each queue. */
export const WAITING_STATUS = {
  kyc: 'under_review',
  deposits: 'pending',
  withdrawals: 'pending',
} as const;

/** The number of items waiting in a queue (the navigation's badge), every minute. */
export function useWaitingCount(kind: QueueKind, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.waiting(kind),
    queryFn: async ({ signal }) => {
      const one = { page: 1, size: 1 };
      switch (kind) {
        case 'kyc':
          return (await adminApi.kyc(WAITING_STATUS.kyc, one, signal)).total;
        case 'deposits':
          return (await adminApi.deposits(WAITING_STATUS.deposits, one, signal)).total;
        case 'withdrawals':
          return (await adminApi.withdrawals(WAITING_STATUS.withdrawals, one, signal)).total;
      }
    },
    enabled,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}
