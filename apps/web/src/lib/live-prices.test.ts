import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  BACKOFF_MAX_MS,
  createLivePriceFeed,
  defaultLivePricesUrl,
  livePrices,
  MAX_PRICE_HISTORY,
  useLivePrice,
  useLivePrices,
} from './live-prices';
import { FakeSocket as RecordingSocket, stubWebSockets } from '@/test/sockets';

/** A WebSocket stand-in the test drives by hand. */
class FakeSocket extends RecordingSocket {
  open() {
    this.onopen?.(new Event('open'));
  }
  override send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  sendRaw(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop(code = 1006) {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function setup(random = () => 0) {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const log = vi.fn();
  const feed = createLivePriceFeed({
    url: () => 'ws://example.test/websocket/message',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    log,
  });
  /** Fires the last scheduled reconnect timer. */
  const fire = () => {
    const timer = timers.at(-1)!;
    expect(timer.cleared).toBe(false);
    timer.callback();
  };
  return { feed, sockets, timers, log, fire, last: () => sockets.at(-1)! };
}

describe('live prices (SPEC §7 /websocket/message)', () => {
  afterEach(() => livePrices.stop());

  it('connects to /websocket/message on this host, ws: or wss: by the page protocol', () => {
    expect(defaultLivePricesUrl()).toBe(`ws://${window.location.host}/websocket/message`);
    const { feed, sockets } = setup();
    feed.start();
    feed.start(); // idempotent: one shared socket
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://example.test/websocket/message');
  });

  it('a JSON array replaces the live list; anything else is ignored', () => {
    const { feed, last } = setup();
    const listener = vi.fn();
    feed.subscribe(listener);
    feed.start();
    last().open();
    expect(feed.getSnapshot().status).toBe('open');

    last().send([
      { code: 'BTCUSDT', price: '64000.5', zdf: '1.25' },
      { code: 'ETHUSDT', price: '3100', zdf: '-0.40' },
    ]);
    expect(feed.getSnapshot().list.map((item) => item.code)).toEqual(['BTCUSDT', 'ETHUSDT']);

    last().send([{ code: 'XAUUSD', price: '2300.1', zdf: '0.10' }]);
    const { list, byCode } = feed.getSnapshot();
    expect(list).toEqual([{ code: 'XAUUSD', price: '2300.1', zdf: '0.10' }]);
    expect(byCode.get('BTCUSDT')).toBeUndefined();
    expect(byCode.get('XAUUSD')?.price).toBe('2300.1');

    const before = feed.getSnapshot();
    last().send({ type: 'hello' });
    last().sendRaw('not json');
    last().sendRaw(new ArrayBuffer(4));
    expect(feed.getSnapshot()).toBe(before);

    // Malformed entries are dropped, numbers become strings.
    last().send([{ code: 'A', price: 1.5, zdf: 2 }, { code: 7 }, null, 'x']);
    expect(feed.getSnapshot().list).toEqual([{ code: 'A', price: '1.5', zdf: '2' }]);
    expect(listener).toHaveBeenCalled();
  });

  it('keeps at most 100 recent prices per code, oldest first', () => {
    const { feed, last } = setup();
    feed.start();
    last().open();
    for (let i = 1; i <= 130; i += 1) {
      last().send([{ code: 'BTCUSDT', price: String(i), zdf: '0' }]);
    }
    const history = feed.getSnapshot().history.get('BTCUSDT')!;
    expect(history).toHaveLength(MAX_PRICE_HISTORY);
    expect(history[0]).toBe('31');
    expect(history.at(-1)).toBe('130');

    // An unchanged price adds no point, and the array stays the same object.
    last().send([{ code: 'BTCUSDT', price: '130', zdf: '0' }]);
    expect(feed.getSnapshot().history.get('BTCUSDT')).toBe(history);

    feed.seedHistory(
      'ETHUSDT',
      Array.from({ length: 150 }, (_, i) => String(i)),
    );
    expect(feed.getSnapshot().history.get('ETHUSDT')).toHaveLength(MAX_PRICE_HISTORY);
  });

  it('back-off: 1 s doubling to 30 s (jitter adds at most 25 %, never past 30 s)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(0, () => 1)).toBe(1_250);
    expect(backoffDelay(3, () => 0.5)).toBe(9_000);
    expect(backoffDelay(4, () => 0.999)).toBe(19_996);
    expect(backoffDelay(5, () => 0.999)).toBe(BACKOFF_MAX_MS);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(1_000);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
  });

  it('reconnects after a drop with growing delays, and starts over after a successful open', () => {
    const { feed, sockets, timers, fire, last, log } = setup();
    feed.start();
    last().drop();
    expect(feed.getSnapshot().status).toBe('closed');
    expect(timers.map((timer) => timer.ms)).toEqual([1_000]);

    fire(); // attempt 2 fails straight away
    expect(sockets).toHaveLength(2);
    last().drop();
    fire();
    last().drop();
    fire();
    last().drop();
    expect(timers.map((timer) => timer.ms)).toEqual([1_000, 2_000, 4_000, 8_000]);

    fire();
    last().open(); // back: the next drop waits 1 s again
    last().send([{ code: 'BTCUSDT', price: '1', zdf: '0' }]);
    last().drop();
    expect(timers.at(-1)!.ms).toBe(1_000);
    // The list survives a drop (last known prices stay on screen).
    expect(feed.getSnapshot().list).toHaveLength(1);
    // Failures are only logged (console.debug in the app).
    expect(log).toHaveBeenCalledWith('connection error');
  });

  it('a socket that cannot even be created is retried too', () => {
    let calls = 0;
    const timers: number[] = [];
    const feed = createLivePriceFeed({
      url: () => 'ws://x',
      createSocket: () => {
        calls += 1;
        throw new Error('SecurityError');
      },
      random: () => 0,
      setTimer: (_callback, ms) => timers.push(ms),
      clearTimer: () => undefined,
      log: () => undefined,
    });
    feed.start();
    expect(calls).toBe(1);
    expect(timers).toEqual([1_000]);
  });

  it('stop() closes the socket and cancels the pending reconnect', () => {
    const { feed, timers, last } = setup();
    feed.start();
    const socket = last();
    socket.open();
    feed.stop();
    expect(socket.closed).toBe(true);
    expect(feed.getSnapshot().status).toBe('idle');
    // A late close event from the stopped socket schedules nothing.
    socket.drop();
    expect(timers).toHaveLength(0);

    feed.start();
    last().drop();
    expect(timers).toHaveLength(1);
    feed.stop();
    expect(timers[0]!.cleared).toBe(true);
  });

  it('useLivePrices and useLivePrice follow the shared feed', () => {
    const sockets = stubWebSockets(FakeSocket);
    const all = renderHook(() => useLivePrices());
    const one = renderHook(() => useLivePrice('ETHUSDT'));
    expect(all.result.current).toEqual([]);
    expect(one.result.current).toBeUndefined();
    livePrices.start();
    act(() => {
      sockets[0]!.open();
      sockets[0]!.send([{ code: 'ETHUSDT', price: '3000', zdf: '1.00' }]);
    });
    expect(all.result.current).toHaveLength(1);
    expect(one.result.current).toEqual({ code: 'ETHUSDT', price: '3000', zdf: '1.00' });
  });
});
