import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshBook, storeOption, tradingKeys } from '../api/trading';
import { useAccountMode } from '@/lib/settings-store';
import { useUserEvents } from '@/lib/user-events';

/** Mounted listeners, oldest first: only the oldest acts, so a page with several acts once. */
const listeners: symbol[] = [];

/**
 * Keeps the trading screens live: the user channel's `position` messages (opened, filled, closed
 * by stop loss, take profit or stop-out, cancelled, modified) reload this book's orders and
 * account; `option` messages store the option (its countdown turns into the result) and reload
 * the account; a reconnection reloads everything of the book. Messages of the other book are
 * ignored (its screens reload when the user switches). The order panel and the positions area
 * both call this; one of them handles each message.
 */
export function useTradingEvents(): void {
  const queryClient = useQueryClient();
  const mode = useAccountMode();
  const self = useRef<symbol>(undefined);
  self.current ??= Symbol('trading-events');

  useEffect(() => {
    const me = self.current!;
    listeners.push(me);
    return () => {
      listeners.splice(listeners.indexOf(me), 1);
    };
  }, []);

  useUserEvents((event) => {
    if (listeners[0] !== self.current) return;
    if (event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.book(mode) });
      return;
    }
    if (event.book !== mode) return;
    if (event.type === 'position') refreshBook(queryClient, mode);
    else if (event.type === 'option') storeOption(queryClient, mode, event.option);
  });
}
