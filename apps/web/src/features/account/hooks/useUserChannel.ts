import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys, type UnreadCount } from '../api';
import { connectUserChannel, type UserChannelOptions } from './user-channel';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSetting } from '@/lib/settings-store';
import { userEvents } from '@/lib/user-events';

/**
 * Live notifications for the signed-in user (the app's root layout runs this on every page): the
 * unread count goes straight into
 * the bell's query (so the shell's badge follows), a new notification reloads the list and the
 * count. A refused token is checked over HTTP, whose 401 ends the session and goes to login.
 * Trading messages (`position`, `option`) and reconnections go to the app's user-event hub
 * (lib/user-events), where the trading screens listen.
 */
export function useUserChannel(options: Pick<UserChannelOptions, 'url' | 'createSocket'> = {}) {
  const queryClient = useQueryClient();
  const token = useSetting((settings) => (settings.loggedIn ? settings.token : null));
  const { url, createSocket } = options;

  useEffect(() => {
    if (!token) return;
    return connectUserChannel({
      token,
      url,
      createSocket,
      handlers: {
        onUnread(unread) {
          const before = queryClient.getQueryData<UnreadCount>(queryKeys.user.unreadCount);
          queryClient.setQueryData<UnreadCount>(queryKeys.user.unreadCount, { unread });
          // Read elsewhere (another tab or device): the list's read marks are stale.
          if (before && before.unread !== unread) {
            void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          }
        },
        onNotification() {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          void queryClient.invalidateQueries({ queryKey: queryKeys.user.unreadCount });
        },
        onBalances(book) {
          // getUserInfo carries the current book's balances; features with their own balance
          // queries (wallet, spot holdings) listen on the hub.
          void queryClient.invalidateQueries({ queryKey: queryKeys.user.info });
          userEvents.publish({ type: 'balances', book });
        },
        onTrading(message) {
          userEvents.publish(message);
        },
        onSmartPlan(book) {
          userEvents.publish({ type: 'smartPlan', book });
        },
        onReconnected() {
          userEvents.publish({ type: 'resync' });
        },
        onReady() {
          // The service icon's count was read before the channel was listening (or while it was
          // away): a reply in between sent its chatUnread to nobody. Read it again.
          void queryClient.invalidateQueries({ queryKey: queryKeys.chat.unread });
        },
        onChatUnread(unread) {
          // The service icon's badge in both shells reads this query (app/shell-queries). A read
          // still on its way may be older than this push: it is cancelled, not let overwrite it.
          void queryClient
            .cancelQueries({ queryKey: queryKeys.chat.unread })
            .then(() =>
              queryClient.setQueryData<{ unread: number }>(queryKeys.chat.unread, { unread }),
            );
        },
        onUnauthorized() {
          void api.get('/swx/customer/user/unreadCount').catch(() => undefined);
        },
      },
    });
  }, [token, url, createSocket, queryClient]);
}
