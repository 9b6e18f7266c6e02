import { act } from '@testing-library/react';
import { stubWebSockets } from './sockets';
import { livePrices } from '@/lib/live-prices';

/**
 * Connects the app's live-price feed to a fake socket: `push` delivers a live list as the server
 * would (`zdf` defaults to "0.00"). Call `disconnect` after the test (it clears the live list).
 */
export function connectLivePrices() {
  const sockets = stubWebSockets();
  act(() => livePrices.start());
  const socket = sockets.at(-1)!;
  act(() => socket.onopen?.(new Event('open')));
  return {
    push(items: { code: string; price: string; zdf?: string }[]) {
      const data = JSON.stringify(items.map((item) => ({ zdf: '0.00', ...item })));
      act(() => socket.onmessage?.(new MessageEvent('message', { data })));
    },
    disconnect() {
      act(() => {
        socket.onmessage?.(new MessageEvent('message', { data: '[]' }));
        livePrices.stop();
      });
    },
  };
}
