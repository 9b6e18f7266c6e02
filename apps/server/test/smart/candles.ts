import { parseAmount, type PlanCandle } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { candles, instruments } from '../../src/db/schema/index.js';

/** A deterministic PRNG (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedCandle {
  openTime: Date;
  open: string;
  high: string;
  low: string;
  close: string;
}

/** `count` candles of `stepMs` ending before `endMs`: a random walk with steps up to ±`stepBp`. */
export function generateCandles(
  count: number,
  stepMs: number,
  endMs: number,
  startPrice: number,
  stepBp: number,
  seed: number,
): GeneratedCandle[] {
  const next = random(seed);
  const out: GeneratedCandle[] = [];
  let price = startPrice;
  const firstMs = endMs - count * stepMs;
  for (let i = 0; i < count; i += 1) {
    const open = price;
    const close = open * (1 + ((next() * 2 - 1) * stepBp) / 10_000);
    const high = Math.max(open, close) * (1 + (next() * stepBp) / 20_000);
    const low = Math.min(open, close) * (1 - (next() * stepBp) / 20_000);
    out.push({
      openTime: new Date(firstMs + i * stepMs),
      open: open.toFixed(2),
      high: high.toFixed(2),
      low: low.toFixed(2),
      close: close.toFixed(2),
    });
    price = Number(close.toFixed(2));
  }
  return out;
}

export function asPlanCandles(list: readonly GeneratedCandle[]): PlanCandle[] {
  return list.map((c) => ({
    openTime: c.openTime.getTime(),
    open: parseAmount(c.open),
    high: parseAmount(c.high),
    low: parseAmount(c.low),
    close: parseAmount(c.close),
  }));
}

export async function instrumentId(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.code, code));
  if (!row) throw new Error(`no instrument ${code}`);
  return row.id;
}

export async function insertCandles(
  db: Db,
  id: number,
  interval: '1m' | '1h',
  list: readonly GeneratedCandle[],
): Promise<void> {
  for (let at = 0; at < list.length; at += 500) {
    await db
      .insert(candles)
      .values(list.slice(at, at + 500).map((c) => ({ instrumentId: id, interval, ...c })))
      .onConflictDoNothing();
  }
}
