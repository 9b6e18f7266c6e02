import { describe, expect, it, vi } from 'vitest';
import { connectUserChannel, type UserSocket } from './user-channel';

class Socket implements UserSocket {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  sent: string[] = [];
  closed: number | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closed = code;
  }
  message(value: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(value) }));
  }
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function setup() {
  const sockets: Socket[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const handlers = {
    onUnread: vi.fn(),
    onNotification: vi.fn(),
    onUnauthorized: vi.fn(),
    onTrading: vi.fn(),
    onReconnected: vi.fn(),
    onBalances: vi.fn(),
    onSmartPlan: vi.fn(),
    onChatUnread: vi.fn(),
  };
  const stop = connectUserChannel({
    token: 'mrd_secret',
    url: 'ws://test/websocket/user',
    handlers,
    createSocket: () => {
      const socket = new Socket();
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    clearTimer: () => undefined,
  });
  return { sockets, timers, handlers, stop };
}

describe('user channel (/websocket/user)', () => {
  it('sends the auth message first and passes ready, unread and notification on', () => {
    const { sockets, handlers } = setup();
    const socket = sockets[0]!;
    socket.onopen?.(new Event('open'));
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'mrd_secret' })]);
    socket.message({ type: 'ready', unread: 3 });
    socket.message({ type: 'unread', unread: 1 });
    socket.message({ type: 'notification', notification: { id: 'x' } });
    socket.message({ type: 'pong' });
    expect(handlers.onUnread.mock.calls).toEqual([[3], [1]]);
    expect(handlers.onNotification).toHaveBeenCalledTimes(1);
  });

  it('passes the customer-service chat’s unread count on, and ignores a malformed one', () => {
    const { sockets, handlers } = setup();
    const socket = sockets[0]!;
    socket.onopen?.(new Event('open'));
    socket.message({ type: 'ready', unread: 0 });
    socket.message({ type: 'chatUnread', unread: 2 });
    socket.message({ type: 'chatUnread', unread: -1 });
    socket.message({ type: 'chatUnread' });
    socket.message({ type: 'chatUnread', unread: 0 });
    expect(handlers.onChatUnread.mock.calls).toEqual([[2], [0]]);
    expect(handlers.onUnread.mock.calls).toEqual([[0]]);
  });

  it('passes the ledger’s balance changes on with their book, and ignores a malformed one', () => {
    const { sockets, handlers } = setup();
    const socket = sockets[0]!;
    socket.onopen?.(new Event('open'));
    socket.message({ type: 'ready', unread: 0 });
    socket.message({ type: 'balances', book: 'real' });
    socket.message({ type: 'balances', book: 'other' });
    expect(handlers.onBalances.mock.calls).toEqual([['real']]);
  });

  it('passes a smart plan’s change on with its book, and ignores a malformed one', () => {
    const { sockets, handlers } = setup();
    const socket = sockets[0]!;
    socket.onopen?.(new Event('open'));
    socket.message({ type: 'ready', unread: 0 });
    socket.message({ type: 'smartPlan', book: 'real', plan: { id: 7 } });
    socket.message({ type: 'smartPlan', book: 'nope', plan: { id: 8 } });
    expect(handlers.onSmartPlan.mock.calls).toEqual([['real']]);
  });

  it('reconnects with back-off after a dropped connection (1 s, 2 s, … reset by ready)', () => {
    const { sockets, timers } = setup();
    sockets[0]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.callback();
    sockets[1]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[1]!.callback();
    sockets[2]!.onopen?.(new Event('open'));
    sockets[2]!.message({ type: 'ready', unread: 0 });
    sockets[2]!.drop();
    expect(timers.at(-1)!.ms).toBe(1000);
  });

  it('a refused token (error 401 / close 4401) ends it: no reconnect, the session is checked', () => {
    const { sockets, timers, handlers } = setup();
    sockets[0]!.message({ type: 'error', code: 401 });
    sockets[0]!.drop(4401);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(timers).toEqual([]);
  });

  it('passes position, option and spot order messages on, and says when it is back after a drop', () => {
    const { sockets, timers, handlers } = setup();
    const socket = sockets[0]!;
    socket.message({ type: 'ready', unread: 0 });
    const order = { id: 7, code: 'BTCUSDT', status: 'open' };
    const option = { id: 31, code: 'BTCUSDT', status: 'won' };
    socket.message({ type: 'position', book: 'demo', order });
    socket.message({ type: 'option', book: 'real', option });
    socket.message({ type: 'spotOrder', book: 'demo', order });
    // Malformed: no book, no object.
    socket.message({ type: 'position', order });
    socket.message({ type: 'option', book: 'demo', option: 'x' });
    socket.message({ type: 'spotOrder', book: 'demo', order: 'x' });
    expect(handlers.onTrading.mock.calls).toEqual([
      [{ type: 'position', book: 'demo', order }],
      [{ type: 'option', book: 'real', option }],
      [{ type: 'spotOrder', book: 'demo', order }],
    ]);
    expect(handlers.onReconnected).not.toHaveBeenCalled();
    socket.drop();
    timers[0]!.callback();
    sockets[1]!.message({ type: 'ready', unread: 0 });
    expect(handlers.onReconnected).toHaveBeenCalledTimes(1);
  });

  it('stop closes the socket and never reconnects', () => {
    const { sockets, timers, stop } = setup();
    stop();
    expect(sockets[0]!.closed).toBe(1000);
    sockets[0]!.drop();
    expect(timers).toEqual([]);
  });
});
