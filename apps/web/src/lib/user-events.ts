import type { SpotUserSocketMessage, TradingSocketMessage } from '@meridian/contract';
import { useEffect, useRef } from 'react';

/**
 * A tiny hub between the signed-in user's live channel (/websocket/user, run app-wide by the
 * account feature) and the features that want its other messages: `position` and `option`
 * (the user's own margin orders and options, SPEC §7 "Orders"), `spotOrder` (the user's own spot
 * orders), `smartPlan` (a smart plan traded, settled or ended), and `resync` when the channel came back after a drop (anything may have changed
 * meanwhile: reload).
 */
export type UserOrderMessage = TradingSocketMessage | SpotUserSocketMessage;
export type UserEvent =
  | UserOrderMessage
  | { type: 'resync' }
  /** The user's balances in `book` changed (any journal entry: a fill, a deposit, a transfer…). */
  | { type: 'balances'; book: 'demo' | 'real' }
  /** One of the user's smart plans traded, settled or ended (the smart feature reloads it). */
  | { type: 'smartPlan'; book: 'demo' | 'real' };
export type UserEventListener = (event: UserEvent) => void;

const listeners = new Set<UserEventListener>();

export const userEvents = {
  publish(event: UserEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error('[user-events] a listener failed', error);
      }
    }
  },
  subscribe(listener: UserEventListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Calls `listener` with every user event while the component is mounted (always the latest listener). */
export function useUserEvents(listener: UserEventListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => userEvents.subscribe((event) => latest.current(event)), []);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/**
 * A `position`, `option` or `spotOrder` message from the channel, checked just enough to be
 * routed (the receiving feature reads the fields the contract defines); anything else is
 * undefined.
 */
export function asTradingMessage(message: Record<string, unknown>): UserOrderMessage | undefined {
  if (message.book !== 'demo' && message.book !== 'real') return undefined;
  if (
    (message.type === 'position' || message.type === 'spotOrder') &&
    isObject(message.order) &&
    typeof message.order.id === 'number'
  )
    return message as unknown as UserOrderMessage;
  if (
    message.type === 'option' &&
    isObject(message.option) &&
    typeof message.option.id === 'number'
  )
    return message as unknown as TradingSocketMessage;
  return undefined;
}
