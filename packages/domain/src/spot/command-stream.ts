import { createPrng } from '../market/prng.js';
import type { Amount } from '../money/amount.js';
import { SpotOrderBook } from './order-book.js';
import type { SpotPair } from './pair.js';
import type { SpotCommand, SpotEvent, SpotOrderId, SpotOwner, SpotSide } from './types.js';

/** exchange-core's published benchmark mix, in percent of commands. */
export const EXCHANGE_CORE_MIX = { limit: 9, immediate: 3, cancel: 6, move: 82 } as const;

export interface SpotStreamOptions {
  pair: SpotPair;
  seed: number;
  /** Commands after the preload. */
  commands: number;
  /** Resting orders the stream steers toward (and preloads); default 1,000. */
  targetOrders?: number;
  /** How many owners share the orders; 0 (default) gives every order its own owner, so
   * self-trade prevention never triggers. */
  owners?: number;
  /** First mid price in ticks; default 100,000. */
  startPrice?: bigint;
  /** Largest order in lots; default 100. */
  maxLots?: number;
  /**
   * Besides the plain mix, also post-only orders, budgeted market buys, size-only moves, cancels
   * by the wrong owner or of unknown ids, and invalid commands (for the differential test).
   */
  extras?: boolean;
}

export interface SpotStream {
  /** Passive GTC orders that build the starting book (not part of the measured mix). */
  preload: SpotCommand[];
  commands: SpotCommand[];
}

/**
 * A seeded command stream with exchange-core's mix: 9% new GTC limit orders, 3% immediate orders
 * (market or IOC limit), 6% cancels and 82% moves (a price change; with `extras`, sometimes a size
 * change), keeping about `targetOrders` orders resting. Cancels and moves name orders that are
 * resting at that point: the stream is built by running it through a `SpotOrderBook` and following
 * the events. The same options always give the same stream.
 */
export function generateSpotStream(options: SpotStreamOptions): SpotStream {
  const target = options.targetOrders ?? 1000;
  const owners = options.owners ?? 0;
  const maxLots = options.maxLots ?? 100;
  const extras = options.extras === true;
  const prng = createPrng(options.seed);
  const rand = (n: number) => prng.nextInt(n);
  const chance = (percent: number) => rand(10_000) < percent * 100;
  const book = new SpotOrderBook(options.pair);

  // The resting orders as the book reports them, for picking one at random in O(1).
  const live: SpotOrderId[] = [];
  const slot = new Map<SpotOrderId, number>();
  const follow = (events: SpotEvent[]) => {
    for (const event of events) {
      if (event.kind === 'rested' && !slot.has(event.id)) {
        slot.set(event.id, live.length);
        live.push(event.id);
      } else if (event.kind === 'done') {
        const at = slot.get(event.id);
        if (at === undefined) continue;
        const last = live.pop()!;
        if (last !== event.id) {
          live[at] = last;
          slot.set(last, at);
        }
        slot.delete(event.id);
      }
    }
  };
  const run = (into: SpotCommand[], command: SpotCommand) => {
    into.push(command);
    follow(book.execute(command));
  };

  let nextId = 1;
  let mid = Number(options.startPrice ?? 100_000n);
  /** How far from the mid passive orders are placed, in ticks. */
  const width = 200;
  const ownerFor = (id: SpotOrderId): SpotOwner => (owners === 0 ? `u${id}` : `o${rand(owners)}`);
  const someLots = () => BigInt(1 + rand(maxLots));
  const side = (): SpotSide => (rand(2) === 0 ? 'buy' : 'sell');
  const clampPrice = (price: number) => BigInt(Math.max(1, price));
  /** A price `offset` ticks on the passive side of the mid (negative: through it). */
  const passive = (s: SpotSide, offset: number) =>
    clampPrice(s === 'buy' ? mid - offset : mid + offset);
  const updateMid = () => {
    const bid = book.bestBid();
    const ask = book.bestAsk();
    if (bid !== undefined && ask !== undefined) mid = Number((bid + ask) / 2n);
    else if (bid !== undefined) mid = Number(bid) + 1;
    else if (ask !== undefined) mid = Number(ask) - 1;
  };
  const pickLive = () => book.order(live[rand(live.length)]!)!;

  const preload: SpotCommand[] = [];
  for (let i = 0; i < target; i += 1) {
    const id = nextId++;
    const s = side();
    run(preload, {
      kind: 'limit',
      id,
      owner: ownerFor(id),
      side: s,
      price: passive(s, 1 + rand(width)),
      lots: someLots(),
    });
  }
  updateMid();

  const commands: SpotCommand[] = [];
  for (let i = 0; i < options.commands; i += 1) {
    // Above the target the stream trades more aggressively, below it more passively.
    const pressure = live.length / target;
    const aggressive = Math.min(60, Math.max(1, 5 + (pressure - 1) * 200));
    const towardPercent = Math.min(70, Math.max(30, 50 + (pressure - 1) * 200));
    const roll = rand(100);
    if (extras && chance(1)) {
      run(commands, invalidCommand(rand, nextId++, live, book));
    } else if (roll < EXCHANGE_CORE_MIX.limit || live.length === 0) {
      const id = nextId++;
      const s = side();
      const postOnly = extras && chance(10);
      const price = chance(aggressive) ? passive(s, -rand(4)) : passive(s, 1 + rand(width));
      run(commands, {
        kind: 'limit',
        id,
        owner: ownerFor(id),
        side: s,
        price,
        lots: someLots(),
        postOnly,
      });
    } else if (roll < EXCHANGE_CORE_MIX.limit + EXCHANGE_CORE_MIX.immediate) {
      const id = nextId++;
      const owner = ownerFor(id);
      const s = side();
      const lots = BigInt(1 + rand(Math.max(1, maxLots >> 1)));
      const kind = rand(extras ? 5 : 2);
      if (kind === 0) run(commands, { kind: 'market', id, owner, side: s, lots });
      else if (kind === 1 || s === 'sell') {
        const price = passive(s, -rand(10));
        run(commands, { kind: 'limit', id, owner, side: s, price, lots, tif: 'IOC' });
      } else {
        // A market buy spending a budget (sometimes also capped in lots).
        const quoteBudget: Amount =
          BigInt(mid) * BigInt(1 + rand(maxLots)) * options.pair.quotePerTickLot;
        run(commands, {
          kind: 'market',
          id,
          owner,
          side: s,
          quoteBudget,
          ...(kind === 3 ? { lots } : {}),
        });
      }
    } else if (
      roll <
      EXCHANGE_CORE_MIX.limit + EXCHANGE_CORE_MIX.immediate + EXCHANGE_CORE_MIX.cancel
    ) {
      const order = pickLive();
      let owner = order.owner;
      let id = order.id;
      // With extras, one cancel in 20 names the wrong owner and one in 20 an unknown id.
      const oddity = extras ? rand(20) : -1;
      if (oddity === 0) owner = `${owner}x`;
      else if (oddity === 1) id = nextId + 1_000_000;
      run(commands, { kind: 'cancel', id, owner });
    } else {
      const order = pickLive();
      const { id, owner } = order;
      const price = Number(order.price);
      const distance = order.side === 'buy' ? mid - price : price - mid;
      // Toward the mid (or through it) or away from it; never further than 3 × width.
      const toward = distance > 3 * width || chance(towardPercent);
      const step = 1 + rand(8);
      const moved = (order.side === 'buy') === toward ? price + step : price - step;
      let newPrice = clampPrice(moved);
      if (newPrice === order.price) newPrice = order.price + 1n;
      let lots = order.lots;
      if (extras) {
        const variant = rand(100);
        if (variant < 15) {
          // Same price, fewer lots (keeps priority) or more lots (loses it).
          newPrice = order.price;
          lots = order.lots > 1n ? 1n + BigInt(rand(Number(order.lots - 1n))) : 2n;
        } else if (variant < 20) {
          newPrice = order.price;
          lots = order.lots + 1n + BigInt(rand(10));
        } else if (variant < 25) lots = someLots();
      }
      run(commands, { kind: 'move', id, owner, price: newPrice, lots });
    }
    updateMid();
  }
  return { preload, commands };
}

/** Commands the books must reject (or, for the unknown cases, reject without side effects). */
function invalidCommand(
  rand: (n: number) => number,
  id: SpotOrderId,
  live: readonly SpotOrderId[],
  book: SpotOrderBook,
): SpotCommand {
  const existing = live.length > 0 ? book.order(live[rand(live.length)]!) : undefined;
  switch (rand(8)) {
    case 0:
      return { kind: 'limit', id, owner: 'o0', side: 'buy', price: 100n, lots: 0n };
    case 1:
      return { kind: 'limit', id, owner: 'o0', side: 'sell', price: -5n, lots: 3n };
    case 2:
      return { kind: 'market', id, owner: 'o0', side: 'sell', quoteBudget: 10n };
    case 3:
      return {
        kind: 'limit',
        id,
        owner: 'o0',
        side: 'buy',
        price: 1n,
        lots: 1n,
        tif: 'IOC',
        postOnly: true,
      };
    case 4:
      return existing
        ? { kind: 'limit', id: existing.id, owner: 'o1', side: 'buy', price: 1n, lots: 1n }
        : { kind: 'cancel', id, owner: 'o1' };
    case 5:
      return { kind: 'move', id, owner: 'o2', price: 10n, lots: 1n };
    case 6:
      return { kind: 'cancel', id: -id, owner: 'o2' };
    default:
      return existing
        ? { kind: 'move', id: existing.id, owner: existing.owner, price: existing.price, lots: -1n }
        : { kind: 'market', id, owner: 'o3', side: 'buy', lots: -2n };
  }
}
