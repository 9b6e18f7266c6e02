import {
  applyPrice,
  formatAmount,
  parseAmount,
  runBacktest,
  type Candle,
  type PlanCandle,
} from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { smartPlanFills, smartPlans } from '../../src/db/schema/index.js';
import { SMART_STRATEGIES } from '../../src/services/smart/smart-strategies.js';
import type { TradingServer } from '../helpers/trading.js';

type Tick = { price: string; epochMs: number };

/**
 * Pushes prices through the test feed at the test clock and remembers every tick, so a plan's
 * live trades can be held to the backtester on candles the test builds itself. `idle` is what a
 * push waits for after the margin engine (the plan engine or engines following the feed).
 */
export function planFeed(server: TradingServer, idle: () => Promise<void>) {
  const ticks = new Map<string, Tick[]>();

  /** Moves the clock by `advanceMs`, pushes the prices and waits for the engines and the jobs. */
  async function push(prices: Record<string, string>, advanceMs = 1000) {
    server.time.advance(advanceMs);
    server.feed.push(prices);
    const epochMs = server.time.clock().getTime();
    for (const [code, price] of Object.entries(prices))
      ticks.set(code, [...(ticks.get(code) ?? []), { price, epochMs }]);
    await server.margin.idle();
    await idle();
  }

  /** The last price pushed for `code`. */
  const lastPrice = (code: string): string => ticks.get(code)!.at(-1)!.price;

  /**
   * One-minute candles rebuilt from the ticks from `fromMs`, the live (last) one included: the
   * decision on the last closed candle fills at the live candle's open in the backtester, as it
   * filled at the first tick after the close live.
   */
  function candles(code: string, fromMs: number): PlanCandle[] {
    const out: PlanCandle[] = [];
    let candle: Candle | undefined;
    for (const t of ticks.get(code) ?? []) {
      if (t.epochMs < fromMs) continue;
      const next = applyPrice(candle, '1m', parseAmount(t.price), t.epochMs);
      if (candle && next.openTime !== candle.openTime) out.push(candle);
      candle = next;
    }
    if (candle) out.push(candle);
    return out;
  }

  return { push, lastPrice, candles };
}

export type PlanFeed = ReturnType<typeof planFeed>;

const fillFields = (f: {
  side: string;
  price: bigint;
  quantity: bigint;
  quote: bigint;
  commission: bigint;
  reason: string;
}) => ({
  side: f.side,
  price: formatAmount(f.price),
  quantity: formatAmount(f.quantity),
  quote: formatAmount(f.quote),
  commission: formatAmount(f.commission),
  reason: f.reason,
});

/**
 * The plan's recorded fills beside `runBacktest`'s on the candles the feed rebuilds, from the
 * plan's start, with its strategy, parameters, costs, principal and start price as copied at
 * purchase — field for field, the oracle of the replay tests.
 */
export async function fillsBesideBacktest(db: Db, feed: PlanFeed, planId: number) {
  const [row] = await db.select().from(smartPlans).where(eq(smartPlans.id, planId));
  const fills = await db
    .select()
    .from(smartPlanFills)
    .where(eq(smartPlanFills.planId, planId))
    .orderBy(smartPlanFills.id);
  const replay = runBacktest({
    strategy: SMART_STRATEGIES[row!.strategy].strategy,
    params: row!.params,
    candles: feed.candles(row!.code, row!.startMs).filter((c) => c.openTime >= row!.startMs),
    costs: {
      spreadBp: row!.spreadBp,
      commissionBp: row!.commissionBp,
      slippageBp: row!.slippageBp,
    },
    principal: parseAmount(row!.principal),
    startPrice: parseAmount(row!.startPrice),
  });
  return {
    row: row!,
    recorded: fills.map((f) => ({
      time: f.timeMs,
      ...fillFields({
        side: f.side,
        price: parseAmount(f.price),
        quantity: parseAmount(f.quantity),
        quote: parseAmount(f.quote),
        commission: parseAmount(f.commission),
        reason: f.reason,
      }),
    })),
    oracle: replay.fills.map((f) => ({ time: f.time, ...fillFields(f) })),
  };
}
