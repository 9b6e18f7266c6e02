import type { WebSocket } from 'ws';
import type { MarketRuntime } from '../engines/market/market-runtime.js';
import { formatAmount } from '@meridian/domain';
import { sendText } from './send-json.js';

/** A socket with more than this waiting to be sent is too slow: it is closed, not buffered. */
export const SLOW_CONSUMER_BYTES = 1024 * 1024;

/**
 * The live list on /websocket/message (SPEC §7): `[{code, price, zdf}]` for every instrument,
 * at most one batch per `batchMs`, serialised once and sent to every client. A client that
 * cannot keep up is disconnected with 1013 ("try again later") and reconnects with back-off.
 */
export class MarketBroadcaster {
  private readonly sockets = new Set<WebSocket>();
  private pending = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  batchesSent = 0;

  constructor(
    private readonly market: MarketRuntime,
    private readonly batchMs: number,
  ) {}

  start() {
    this.unsubscribe = this.market.onChange((changed) => {
      if (changed.length > 0) this.pending = true;
    });
    this.timer = setInterval(() => this.flush(), this.batchMs);
    this.timer.unref();
  }

  /** The whole live list as the spec's clients expect it. */
  liveList(): string {
    const items = this.market.state.instruments().map((instrument) => {
      const snap = this.market.state.snapshot(instrument.code)!;
      return { code: instrument.code, price: formatAmount(snap.price), zdf: snap.zdf };
    });
    return JSON.stringify(items);
  }

  add(socket: WebSocket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => this.sockets.delete(socket));
    // Incoming messages are not part of this protocol; ignore them rather than buffer.
    socket.on('message', () => undefined);
    this.send(socket, this.liveList());
  }

  get clientCount(): number {
    return this.sockets.size;
  }

  /** Sends one batch now if anything changed (the timer calls this; tests may too). */
  flush() {
    if (!this.pending) return;
    this.pending = false;
    if (this.sockets.size === 0) return;
    const payload = this.liveList();
    for (const socket of this.sockets) this.send(socket, payload);
    this.batchesSent += 1;
  }

  private send(socket: WebSocket, payload: string) {
    if (!sendText(socket, payload, SLOW_CONSUMER_BYTES) && socket.readyState !== socket.OPEN) {
      this.sockets.delete(socket);
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    for (const socket of this.sockets) socket.close(1001, 'server shutting down');
    this.sockets.clear();
  }
}
