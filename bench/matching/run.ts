// The matching engine alone, on exchange-core's published mix (9% new GTC limit, 3% market/IOC,
// 6% cancel, 82% move) with about 1,000 resting orders: Meridian's SpotOrderBook (bigint ticks
// and lots, exact maker/taker fees on every fill) and the npm package nodejs-order-book (JS
// numbers, no fees) side by side in one run, on the identical command stream.
//
//   npx tsx bench/matching/run.ts
//   env: BENCH_COMMANDS (default 1,000,000), BENCH_ORDERS (resting orders, 1,000),
//        BENCH_ROUNDS (throughput rounds per engine, 3), BENCH_WARMUP (commands, 200,000),
//        BENCH_SEED (1)
import {
  EXCHANGE_CORE_MIX,
  generateSpotStream,
  parseAmount,
  SpotOrderBook,
  spotPair,
  type SpotCommand,
} from '@meridian/domain';
import { OrderBook, Side, type LimitOrderOptions } from 'nodejs-order-book';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200_000);
const SEED = Number(process.env.BENCH_SEED ?? 1);

// BTC/USDT as PRODUCT §4 has it: tick 0.01, lot 0.0001 BTC, USDT to 6 decimals, maker 0.08%,
// taker 0.10%. Prices start at 100,000 ticks (1,000.00 USDT).
const PAIR = spotPair({
  code: 'BTCUSDT',
  tickSize: parseAmount('0.01'),
  lotSize: parseAmount('0.0001'),
  quoteUnit: parseAmount('0.000001'),
  makerFeeBp: 8n,
  takerFeeBp: 10n,
});

/** The same command for nodejs-order-book, converted before any timing (ids as strings). */
type LobCommand =
  | { op: 0; options: LimitOrderOptions }
  | { op: 1; side: Side; size: number }
  | { op: 2; id: string }
  | { op: 3; id: string; price: number; size: number };

const IOC = 'IOC' as LimitOrderOptions['timeInForce'];

/** ticks and lots fit a JS number exactly here (they are small integers): checked. */
function num(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${value}`);
  return n;
}

function toLob(command: SpotCommand): LobCommand {
  switch (command.kind) {
    case 'limit':
      return {
        op: 0,
        options: {
          id: String(command.id),
          side: command.side === 'buy' ? Side.BUY : Side.SELL,
          size: num(command.lots),
          price: num(command.price),
          ...(command.tif === 'IOC' ? { timeInForce: IOC } : {}),
        },
      };
    case 'market':
      if (command.lots === undefined) throw new Error('the stream has no budget-only orders');
      return {
        op: 1,
        side: command.side === 'buy' ? Side.BUY : Side.SELL,
        size: num(command.lots),
      };
    case 'cancel':
      return { op: 2, id: String(command.id) };
    case 'move':
      return { op: 3, id: String(command.id), price: num(command.price), size: num(command.lots) };
  }
}

interface Engine {
  name: string;
  /** A fresh book with the preload applied. */
  fresh(): void;
  /** Runs commands [from, to) of the measured stream; with `times`, records each one's ns. */
  run(from: number, to: number, times?: Float64Array): void;
}

function meridian(
  preload: SpotCommand[],
  commands: SpotCommand[],
): Engine & { book(): SpotOrderBook } {
  let book = new SpotOrderBook(PAIR);
  return {
    name: 'SpotOrderBook (Meridian)',
    book: () => book,
    fresh() {
      book = new SpotOrderBook(PAIR);
      for (const command of preload) book.execute(command);
    },
    run(from, to, times) {
      const b = book;
      if (times === undefined) {
        for (let i = from; i < to; i += 1) b.execute(commands[i]!);
        return;
      }
      for (let i = from; i < to; i += 1) {
        const start = process.hrtime.bigint();
        b.execute(commands[i]!);
        times[i] = Number(process.hrtime.bigint() - start);
      }
    },
  };
}

function lob(preload: LobCommand[], commands: LobCommand[]): Engine & { book(): OrderBook } {
  let book = new OrderBook();
  const exec = (b: OrderBook, c: LobCommand) => {
    switch (c.op) {
      case 0:
        b.limit(c.options);
        return;
      case 1:
        b.market({ side: c.side, size: c.size });
        return;
      case 2:
        b.cancel(c.id);
        return;
      case 3:
        b.modify(c.id, { price: c.price, size: c.size });
        return;
    }
  };
  return {
    name: 'nodejs-order-book 10.1.1',
    book: () => book,
    fresh() {
      book = new OrderBook();
      for (const command of preload) exec(book, command);
    },
    run(from, to, times) {
      const b = book;
      if (times === undefined) {
        for (let i = from; i < to; i += 1) exec(b, commands[i]!);
        return;
      }
      for (let i = from; i < to; i += 1) {
        const start = process.hrtime.bigint();
        exec(b, commands[i]!);
        times[i] = Number(process.hrtime.bigint() - start);
      }
    },
  };
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const us = (ns: number) => `${(ns / 1000).toFixed(2)} µs`;
const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;

/** Same resting state in both books: every price level's total, both sides. */
function sameState(ours: SpotOrderBook, theirs: OrderBook): { same: boolean; detail: string } {
  const [asks, bids] = theirs.depth();
  const mine = (side: 'buy' | 'sell') =>
    ours.depth(side, Number.MAX_SAFE_INTEGER).map((l) => [Number(l.price), Number(l.lots)]);
  // nodejs-order-book lists asks and bids in ascending/descending price order respectively.
  const theirAsks = [...asks].sort((x, y) => x[0] - y[0]);
  const theirBids = [...bids].sort((x, y) => y[0] - x[0]);
  const same =
    JSON.stringify(mine('sell')) === JSON.stringify(theirAsks) &&
    JSON.stringify(mine('buy')) === JSON.stringify(theirBids);
  return {
    same,
    detail: `${ours.size} resting orders on ${theirAsks.length} ask and ${theirBids.length} bid levels`,
  };
}

function main() {
  console.log(
    `Generating ${fmtInt(COMMANDS)} commands (seed ${SEED}, ~${fmtInt(ORDERS)} resting orders) …`,
  );
  const stream = generateSpotStream({
    pair: PAIR,
    seed: SEED,
    commands: COMMANDS,
    targetOrders: ORDERS,
  });
  const warm = generateSpotStream({
    pair: PAIR,
    seed: SEED + 1,
    commands: WARMUP,
    targetOrders: ORDERS,
  });
  const mix = { limit: 0, immediate: 0, cancel: 0, move: 0 };
  for (const c of stream.commands) {
    if (c.kind === 'limit' && c.tif !== 'IOC') mix.limit += 1;
    else if (c.kind === 'limit' || c.kind === 'market') mix.immediate += 1;
    else mix[c.kind] += 1;
  }
  const pct = (n: number) => `${((n / COMMANDS) * 100).toFixed(1)}%`;

  const ours = meridian(stream.preload, stream.commands);
  const theirs = lob(stream.preload.map(toLob), stream.commands.map(toLob));
  const oursWarm = meridian(warm.preload, warm.commands);
  const theirsWarm = lob(warm.preload.map(toLob), warm.commands.map(toLob));

  // Warm-up: both engines, twice, on a different stream of the same shape.
  for (let i = 0; i < 2; i += 1)
    for (const engine of [oursWarm, theirsWarm]) {
      engine.fresh();
      engine.run(0, warm.commands.length);
    }

  // Correctness first: the same stream must leave both books in the same state.
  let resting = 0;
  ours.fresh();
  theirs.fresh();
  for (let i = 0; i < COMMANDS; i += 10_000) {
    ours.run(i, Math.min(COMMANDS, i + 10_000));
    theirs.run(i, Math.min(COMMANDS, i + 10_000));
    resting += ours.book().size;
  }
  const state = sameState(ours.book(), theirs.book());

  // Throughput: rounds alternate between the engines, each on a fresh book, no per-op timing.
  // Wall clock, and the process's CPU time (user + system): on a shared machine the second is
  // the steadier measure of the work itself.
  const opsPerSecond = new Map<Engine, number[]>([
    [ours, []],
    [theirs, []],
  ]);
  const opsPerCpuSecond = new Map<Engine, number[]>([
    [ours, []],
    [theirs, []],
  ]);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const engine of round % 2 === 0 ? [ours, theirs] : [theirs, ours]) {
      engine.fresh();
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      engine.run(0, COMMANDS);
      const ns = Number(process.hrtime.bigint() - start);
      const used = process.cpuUsage(cpu);
      opsPerSecond.get(engine)!.push(COMMANDS / (ns / 1e9));
      opsPerCpuSecond.get(engine)!.push(COMMANDS / ((used.user + used.system) / 1e6));
    }

  // Latency: one more pass each, timing every operation.
  const latency = new Map<Engine, Float64Array>();
  for (const engine of [ours, theirs]) {
    const times = new Float64Array(COMMANDS);
    engine.fresh();
    engine.run(0, COMMANDS, times);
    latency.set(engine, times.sort());
  }
  // The cost of the timing itself: an empty operation between the two clock reads.
  const empty = new Float64Array(COMMANDS);
  for (let i = 0; i < COMMANDS; i += 1) {
    const start = process.hrtime.bigint();
    empty[i] = Number(process.hrtime.bigint() - start);
  }
  empty.sort();

  const rows = [ours, theirs].map((engine) => {
    const rates = opsPerSecond.get(engine)!;
    const cpuRates = opsPerCpuSecond.get(engine)!;
    const times = latency.get(engine)!;
    return {
      engine,
      median: median(rates),
      cpuMedian: median(cpuRates),
      line: [
        engine.name,
        engine === ours ? 'bigint ticks/lots, exact fees' : 'JS numbers, no fees',
        `${fmtInt(median(rates))} ops/s (${fmtInt(Math.min(...rates))}–${fmtInt(Math.max(...rates))})`,
        `${fmtInt(median(cpuRates))} ops/s`,
        us(percentile(times, 50)),
        us(percentile(times, 99)),
        us(percentile(times, 99.9)),
        us(times[times.length - 1]!),
      ],
    };
  });

  console.log('');
  console.log(
    `Node ${process.version}; ${fmtInt(COMMANDS)} commands: new GTC ${pct(mix.limit)}, market/IOC ${pct(mix.immediate)}, cancel ${pct(mix.cancel)}, move ${pct(mix.move)} (exchange-core: ${EXCHANGE_CORE_MIX.limit}/${EXCHANGE_CORE_MIX.immediate}/${EXCHANGE_CORE_MIX.cancel}/${EXCHANGE_CORE_MIX.move}); average resting orders ${fmtInt(resting / Math.ceil(COMMANDS / 10_000))}`,
  );
  console.log(`Same end state in both engines: ${state.same ? 'yes' : 'NO'} (${state.detail})`);
  console.log('');
  console.log(
    `| Engine | Arithmetic | Throughput, wall clock (median of ${ROUNDS}, min–max) | Per CPU-second (median) | p50 | p99 | p99.9 | max |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.line.join(' | ')} |`);
  console.log('');
  console.log(
    `Throughput ratio: ${(rows[0]!.median / rows[1]!.median).toFixed(2)}× wall clock, ${(rows[0]!.cpuMedian / rows[1]!.cpuMedian).toFixed(2)}× per CPU-second (target ≥ 2×). Latencies include the timing overhead: hrtime.bigint() pair around an empty operation p50 ${us(percentile(empty, 50))}, p99 ${us(percentile(empty, 99))}, p99.9 ${us(percentile(empty, 99.9))}.`,
  );
  if (!state.same) process.exitCode = 1;
}

main();
