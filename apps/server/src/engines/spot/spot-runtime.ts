import { randomUUID } from 'node:crypto';
import { GenericCode } from '@meridian/contract';
import { BOOKS, type Amount, type Book, type SpotPair } from '@meridian/domain';
import type { Database } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { userTopic } from '../../realtime/bus.js';
import { getSetting } from '../../services/settings/get-setting.js';
import { LEASE_KEYS, LeaderLease } from '../leader-lease.js';
import { ensureMarketMaker, makerLadder, marketMakerTerms } from './market-maker.js';
import { loadSpotIdCounters } from './spot-batch-store.js';
import {
  commandFromWire,
  commandToWire,
  marketKeyOf,
  type SpotMarketCommand,
  type SpotMarketKey,
  type SpotOutcome,
  type WireSpotCommand,
} from './spot-commands.js';
import { SpotMarket, type SpotCommitted } from './spot-market.js';
import { recordToRow, spotOrderView } from './spot-order-record.js';
import { loadSpotPair, SPOT_PAIR_DEFS } from './spot-pairs.js';
import { SpotTape, spotDepthView, spotTradeViews } from './spot-tape.js';

const COMMAND_TOPIC = 'spot:cmd';
/** Depth and trades of every market, for every process's sockets and caches. */
export const SPOT_MARKET_DATA_TOPIC = 'spot:md';

export interface SpotRuntimeOptions {
  /** How often a standby process tries to become the writer. */
  writerRetryMs: number;
  /** A forwarded command with no reply by then gets 503 ("check the order list"). */
  forwardTimeoutMs: number;
  /**
   * With no depth heard from a writer for this long (it sends one every `depthHeartbeatMs`), a
   * forwarded command fails at once with 503 instead of waiting for the timeout: there is no
   * writer (a failover is under way).
   */
  writerSilenceMs: number;
  /** Depth is published at most this often per market. */
  depthIntervalMs: number;
  /** …and at least this often (so a new process's cache fills even when nothing trades). */
  depthHeartbeatMs: number;
  /** Whether the house market maker quotes (tests of exact fills switch it off). */
  marketMaker: boolean;
}

export const SPOT_RUNTIME_DEFAULTS: SpotRuntimeOptions = {
  writerRetryMs: 2_000,
  forwardTimeoutMs: 10_000,
  writerSilenceMs: 6_000,
  depthIntervalMs: 250,
  depthHeartbeatMs: 2_000,
  marketMaker: true,
};

interface ForwardedCommand {
  requestId: string;
  replyTo: string;
  key: SpotMarketKey;
  command: WireSpotCommand;
}

interface MakerState {
  centre: Amount | null;
  lastMs: number;
  /** The requote in flight, if any (one at a time per market). */
  running: Promise<void> | undefined;
}

/**
 * The spot exchange of this process (docs/decisions/0005). Exactly one process — the holder of
 * an advisory lock — owns the in-memory books and writes every market; any process accepts
 * orders and forwards them to it on the bus with a reply topic. Every process keeps the public
 * depth and trades (from the bus) for its sockets and HTTP replies.
 */
export class SpotRuntime {
  readonly tape = new SpotTape();
  private readonly markets = new Map<string, SpotMarket>();
  private readonly pairs = new Map<string, SpotPair>();
  private readonly lease: LeaderLease;
  /** The writer's subscription to forwarded commands (while it leads). */
  private offCommands: (() => Promise<void>) | undefined;
  private readonly instanceId = randomUUID();
  private readonly waiting = new Map<string, (outcome: SpotOutcome) => void>();
  private readonly unsubscribers: (() => Promise<void>)[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly dirtyDepth = new Set<string>();
  private readonly maker = new Map<string, MakerState>();
  private offTicks: (() => void) | undefined;
  private nextOrderId = 1;
  private nextTradeId = 1;
  private lastHeartbeatMs = 0;
  private startedAtMs = 0;
  marketMakerId: string | undefined;

  constructor(
    private readonly deps: Deps,
    private readonly database: Pick<Database, 'tryLeadership'>,
    private readonly options: SpotRuntimeOptions = SPOT_RUNTIME_DEFAULTS,
  ) {
    this.lease = new LeaderLease({
      name: 'spot writer',
      lockKey: LEASE_KEYS.spotWriter,
      database,
      log: deps.log,
      retryMs: options.writerRetryMs,
      onLead: () => this.becomeWriter(),
      onStepDown: () => this.resign(),
    });
  }

  get isWriter(): boolean {
    return this.lease.isLeader && this.markets.size > 0;
  }

  async start(): Promise<void> {
    const { bus } = this.deps;
    this.startedAtMs = performance.now();
    this.marketMakerId = await ensureMarketMaker(this.deps.db);
    for (const def of SPOT_PAIR_DEFS)
      this.pairs.set(def.code, await loadSpotPair(this.deps.db, def));
    this.unsubscribers.push(
      await bus.subscribe(`spot:reply:${this.instanceId}`, (message) => {
        const { requestId, outcome } = message as { requestId: string; outcome: SpotOutcome };
        this.waiting.get(requestId)?.(outcome);
      }),
      await bus.subscribe(SPOT_MARKET_DATA_TOPIC, (message) => this.tape.receive(message)),
    );
    const depthTimer = setInterval(() => void this.publishDepth(), this.options.depthIntervalMs);
    depthTimer.unref();
    this.timers.push(depthTimer);
    this.offTicks = this.deps.market.onTicks((ticks) => {
      if (!this.isWriter || !this.options.marketMaker) return;
      for (const tick of ticks)
        if (SPOT_PAIR_DEFS.some((def) => def.code === tick.code)) this.requoteLater(tick.code);
    });
    await this.lease.start();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.offTicks?.();
    await this.idle();
    for (const off of this.unsubscribers.splice(0)) await off();
    await this.lease.stop();
  }

  /** Resolves when every market's queue is empty (tests). */
  async idle(): Promise<void> {
    for (const market of this.markets.values()) await market.idle();
  }

  market(key: SpotMarketKey): SpotMarket | undefined {
    return this.markets.get(marketKeyOf(key));
  }

  /** Runs a command on its market's writer, here or in the writer process. */
  async dispatch(key: SpotMarketKey, command: SpotMarketCommand): Promise<SpotOutcome> {
    const local = this.markets.get(marketKeyOf(key));
    if (local && this.lease.isLeader) return local.submit(command);
    const nowMs = performance.now();
    if (
      nowMs - this.startedAtMs > this.options.writerSilenceMs &&
      nowMs - this.tape.lastDepthAtMs > this.options.writerSilenceMs
    )
      return { ok: false, code: GenericCode.UNAVAILABLE, httpStatus: 503 };
    const requestId = randomUUID();
    const reply = new Promise<SpotOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(requestId);
        resolve({ ok: false, code: GenericCode.UNAVAILABLE, httpStatus: 503 });
      }, this.options.forwardTimeoutMs);
      this.waiting.set(requestId, (outcome) => {
        clearTimeout(timer);
        this.waiting.delete(requestId);
        resolve(outcome);
      });
    });
    const forwarded: ForwardedCommand = {
      requestId,
      replyTo: `spot:reply:${this.instanceId}`,
      key,
      command: commandToWire(command),
    };
    await this.deps.bus.publish(COMMAND_TOPIC, forwarded);
    return reply;
  }

  /** Lease lost or stopping: the books are dropped here (the next writer rebuilds them). */
  private async resign() {
    const offCommands = this.offCommands;
    this.offCommands = undefined;
    this.markets.clear();
    await offCommands?.().catch(() => undefined);
  }

  private async becomeWriter() {
    const { db, clock, log, bus } = this.deps;
    const counters = await loadSpotIdCounters(db);
    this.nextOrderId = counters.nextOrderId;
    this.nextTradeId = counters.nextTradeId;
    const ids = {
      nextOrderId: () => this.nextOrderId++,
      nextTradeId: () => this.nextTradeId++,
    };
    for (const def of SPOT_PAIR_DEFS) {
      const pair = await loadSpotPair(db, def);
      this.pairs.set(def.code, pair);
      for (const book of BOOKS) {
        const key = { book, pair: def.code };
        const market = new SpotMarket({
          db,
          clock,
          key,
          def,
          pair,
          ids,
          log,
          onCommit: (committed) => this.onCommit(committed),
        });
        await market.rebuild();
        this.markets.set(marketKeyOf(key), market);
        this.maker.set(marketKeyOf(key), { centre: null, lastMs: 0, running: undefined });
        this.dirtyDepth.add(marketKeyOf(key));
      }
    }
    this.offCommands = await bus.subscribe(
      COMMAND_TOPIC,
      (message) => void this.runForwarded(message as ForwardedCommand),
    );
    log.info({ markets: this.markets.size }, 'spot writer started');
    if (this.options.marketMaker) for (const def of SPOT_PAIR_DEFS) this.requoteLater(def.code);
  }

  private async runForwarded(forwarded: ForwardedCommand) {
    // Anything on the bus that is not a command of ours is dropped, never allowed to crash the
    // writer (a stray publisher on a shared Redis, a process of another version).
    if (!isForwardedCommand(forwarded)) {
      this.deps.log.warn('spot writer: ignored a malformed forwarded command');
      return;
    }
    const market = this.markets.get(marketKeyOf(forwarded.key));
    if (!market || !this.lease.isLeader) return; // no writer here: the sender times out
    let command;
    try {
      command = commandFromWire(forwarded.command);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'spot writer: ignored a malformed forwarded command');
      return;
    }
    const outcome = await market.submit(command);
    await this.deps.bus
      .publish(forwarded.replyTo, { requestId: forwarded.requestId, outcome })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'spot reply lost'));
  }

  /** After a commit: owners' order updates and public trades (the ledger announces balances). */
  private onCommit(committed: SpotCommitted) {
    const { bus, log } = this.deps;
    const key = marketKeyOf(committed.key);
    this.dirtyDepth.add(key);
    const market = this.markets.get(key);
    const publish = async () => {
      for (const record of committed.orders) {
        if (record.userId === this.marketMakerId) continue;
        await bus.publish(userTopic(record.userId), {
          type: 'spotOrder',
          book: committed.key.book,
          order: spotOrderView(recordToRow(market!.pair, record)),
        });
      }
      if (committed.trades.length > 0 && market)
        await bus.publish(SPOT_MARKET_DATA_TOPIC, {
          type: 'trades',
          code: committed.key.pair,
          book: committed.key.book,
          trades: spotTradeViews(market.pair, committed.trades),
        });
    };
    publish().catch((error: unknown) => log.error({ err: error }, 'spot events not published'));
  }

  private async publishDepth() {
    if (!this.isWriter) return;
    const nowMs = this.deps.clock().getTime();
    const heartbeat = nowMs - this.lastHeartbeatMs >= this.options.depthHeartbeatMs;
    if (heartbeat) this.lastHeartbeatMs = nowMs;
    for (const [key, market] of this.markets) {
      if (!heartbeat && !this.dirtyDepth.has(key)) continue;
      this.dirtyDepth.delete(key);
      const depth = spotDepthView(market, 20, nowMs);
      await this.deps.bus
        .publish(SPOT_MARKET_DATA_TOPIC, { type: 'depth', depth })
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'spot depth not published'));
    }
  }

  /** Requotes the market maker in both books of a pair if the price moved or time passed. */
  private requoteLater(code: string) {
    for (const book of BOOKS) void this.requote(book, code);
  }

  private requote(book: Book, code: string): Promise<void> {
    const state = this.maker.get(marketKeyOf({ book, pair: code }));
    if (!state) return Promise.resolve();
    if (state.running) return state.running;
    state.running = this.runRequote(book, code, state).finally(() => {
      state.running = undefined;
    });
    return state.running;
  }

  private async runRequote(book: Book, code: string, state: MakerState) {
    const market = this.markets.get(marketKeyOf({ book, pair: code }));
    const makerId = this.marketMakerId;
    const snapshot = this.deps.market.state.latest(code);
    if (!market || !makerId || !snapshot || snapshot.updatedAtMs === 0) return;
    const nowMs = this.deps.clock().getTime();
    try {
      const [requoteBp, requoteMs] = await Promise.all([
        getSetting(this.deps.db, 'spot.marketMaker.requoteBp'),
        getSetting(this.deps.db, 'spot.marketMaker.requoteMs'),
      ]);
      const reference = snapshot.price;
      const moved =
        state.centre === null ||
        abs(reference - state.centre) * 10_000n >= BigInt(requoteBp) * state.centre;
      if (!moved && nowMs - state.lastMs < requoteMs) return;
      const quotes = makerLadder(market.pair, reference, await marketMakerTerms(this.deps.db));
      const outcome = await market.submit({ kind: 'requote', userId: makerId, quotes });
      if (outcome.ok) {
        state.centre = reference;
        state.lastMs = nowMs;
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'market maker requote failed');
    }
  }

  /** Makes the market maker quote now around the current feed price, after any requote in flight (tests). */
  async requoteNow(book: Book, code: string) {
    const state = this.maker.get(marketKeyOf({ book, pair: code }));
    if (!state) return;
    await state.running;
    state.centre = null;
    await this.requote(book, code);
  }

  /** The pair's grid and fees (loaded at start; the writer reloads them when it takes over). */
  pairTerms(code: string): SpotPair | undefined {
    return this.pairs.get(code);
  }
}

const abs = (value: bigint) => (value < 0n ? -value : value);

function isForwardedCommand(value: unknown): value is ForwardedCommand {
  if (!value || typeof value !== 'object') return false;
  const { key, command, replyTo, requestId } = value as Partial<ForwardedCommand>;
  return (
    !!key &&
    typeof key === 'object' &&
    typeof key.book === 'string' &&
    typeof key.pair === 'string' &&
    !!command &&
    typeof command === 'object' &&
    typeof replyTo === 'string' &&
    typeof requestId === 'string'
  );
}
