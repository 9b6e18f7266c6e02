import { isAmountString, parseAmount, type Amount } from '@meridian/domain';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { Clock } from '../lib/clock.js';
import type { MarketFeed, PriceTick, TickHandler } from './market-feed.js';

export interface BinanceFeedOptions {
  /** Base of the combined-stream endpoint, e.g. wss://stream.binance.com:9443/stream */
  url: string;
  /** Our instrument codes, which are Binance symbols (BTCUSDT). */
  codes: readonly string[];
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Injectable for tests: 0..1. */
  random?: () => number;
}

interface MiniTicker {
  e?: string;
  E?: number;
  s?: string;
  c?: string;
  v?: string;
}

/**
 * Crypto prices from Binance's public combined stream (24h mini-tickers): the real-feed adapter
 * behind the same MarketFeed interface as the simulated feed. Reconnects with exponential back-off
 * and jitter; malformed or unknown messages are ignored. The traded quantity of a tick is the
 * growth of the rolling 24h base volume since the previous message (0 when the window rolled).
 */
export class BinanceFeed implements MarketFeed {
  readonly name = 'binance';
  private socket: WebSocket | undefined;
  private handler: TickHandler | undefined;
  private stopped = false;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly lastVolume = new Map<string, Amount>();
  private readonly codes: Set<string>;
  connections = 0;

  constructor(private readonly options: BinanceFeedOptions) {
    this.codes = new Set(options.codes);
  }

  streamUrl(): string {
    const streams = [...this.codes].map((code) => `${code.toLowerCase()}@miniTicker`).join('/');
    return `${this.options.url}?streams=${streams}`;
  }

  async start(onTicks: TickHandler): Promise<void> {
    this.handler = onTicks;
    this.stopped = false;
    this.connect();
  }

  private connect() {
    if (this.stopped) return;
    const socket = new WebSocket(this.streamUrl(), { handshakeTimeout: 10_000 });
    this.socket = socket;
    socket.on('open', () => {
      this.connections += 1;
      this.options.log.info({ feed: this.name }, 'market feed connected');
    });
    socket.on('message', (data) => {
      this.attempt = 0;
      const ticks = this.parse(String(data));
      if (ticks.length > 0) this.handler?.(ticks);
    });
    socket.on('error', (error) =>
      this.options.log.warn({ feed: this.name, err: error.message }, 'market feed error'),
    );
    socket.on('close', () => {
      if (this.socket === socket) this.socket = undefined;
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    const initial = this.options.initialBackoffMs ?? 500;
    const max = this.options.maxBackoffMs ?? 30_000;
    const base = Math.min(max, initial * 2 ** this.attempt);
    const delay = Math.round(base / 2 + (this.options.random ?? Math.random)() * (base / 2));
    this.attempt += 1;
    this.options.log.warn(
      { feed: this.name, delayMs: delay },
      'market feed disconnected; reconnecting',
    );
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
    this.reconnectTimer.unref();
  }

  /** One stream message → zero or one tick. */
  parse(raw: string): PriceTick[] {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return [];
    }
    const data = (message as { data?: MiniTicker } | null)?.data;
    if (
      !data ||
      data.e !== '24hrMiniTicker' ||
      typeof data.s !== 'string' ||
      !this.codes.has(data.s)
    )
      return [];
    if (typeof data.c !== 'string' || !isAmountString(data.c)) return [];
    const price = parseAmount(data.c);
    if (price <= 0n) return [];
    let volume = 0n;
    if (typeof data.v === 'string' && isAmountString(data.v)) {
      const total = parseAmount(data.v);
      const previous = this.lastVolume.get(data.s);
      if (previous !== undefined && total > previous) volume = total - previous;
      this.lastVolume.set(data.s, total);
    }
    const epochMs =
      typeof data.E === 'number' && Number.isFinite(data.E)
        ? data.E
        : this.options.clock().getTime();
    return [{ code: data.s, price, epochMs, volume }];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.close();
    this.socket = undefined;
    this.handler = undefined;
  }
}
