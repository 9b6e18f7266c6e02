import type { EndpointResult, endpoints } from '@meridian/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instruments, smartProductRanges, smartProducts } from '../../db/schema/index.js';
import { SMART_STRATEGIES } from './smart-strategies.js';

type Result = EndpointResult<typeof endpoints.listSmartProducts>;
type SmartRange = Result['products'][number]['ranges'][number];

/** ppm as a percentage with exactly 4 decimals (1,234 ppm → "0.1234"); exact, no float. */
export function ppmToPercent(ppm: number): string {
  const negative = ppm < 0;
  const abs = Math.abs(ppm);
  const text = `${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`;
  return negative ? `-${text}` : text;
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** A stored range row, or one just computed (a preview) with the time it was computed. */
type RangeRow = typeof smartProductRanges.$inferInsert & { computedAt: Date };
type Days = SmartRange['days'];

/** A range row as the product page shows it (the public list and the back office's preview). */
export function publishedRange(days: Days, row: RangeRow | undefined): SmartRange {
  if (!row) {
    return {
      days,
      status: 'pending',
      computedAt: null,
      costs: null,
      figures: null,
      pastPerformanceNotAPromise: true,
    };
  }
  const costs = {
    spreadBp: row.spreadBp,
    commissionBp: row.commissionBp,
    slippageBp: row.slippageBp,
  };
  const computedAt = row.computedAt.toISOString();
  if (
    row.windowCount === 0 ||
    row.p50NetDailyYieldPpm === null ||
    row.p50NetDailyYieldPpm === undefined ||
    !row.candleInterval
  ) {
    return {
      days,
      status: 'noHistory',
      computedAt,
      costs,
      figures: null,
      pastPerformanceNotAPromise: true,
    };
  }
  return {
    days,
    status: 'published',
    computedAt,
    costs,
    figures: {
      p5DailyYieldPercent: ppmToPercent(row.p5NetDailyYieldPpm!),
      p50DailyYieldPercent: ppmToPercent(row.p50NetDailyYieldPpm),
      p95DailyYieldPercent: ppmToPercent(row.p95NetDailyYieldPpm!),
      medianMaxDrawdownPercent: ppmToPercent(row.medianMaxDrawdownPpm!),
      maxMaxDrawdownPercent: ppmToPercent(row.maxMaxDrawdownPpm!),
      losingSharePercent: ppmToPercent(row.losingSharePpm!),
      tradesPerDay: normalize(row.tradesPerDay ?? '0'),
      windows: row.windowCount,
      candleInterval: row.candleInterval,
      historyFrom: iso(row.historyFromMs ?? null),
      historyTo: iso(row.historyToMs ?? null),
      equityCurve: row.equityCurve ?? [],
    },
    pastPerformanceNotAPromise: true,
  };
}

/** The enabled products with their rules and published ranges (public, listSmartProducts). */
export async function listSmartProducts(db: Executor): Promise<Result> {
  const products = await db
    .select({
      id: smartProducts.id,
      code: smartProducts.code,
      strategy: smartProducts.strategy,
      params: smartProducts.params,
      timeframes: smartProducts.timeframes,
      minInvestment: smartProducts.minInvestment,
      maxInvestment: smartProducts.maxInvestment,
      profitShareBp: smartProducts.profitShareBp,
      earlyExitDamagesBp: smartProducts.earlyExitDamagesBp,
      instrumentCode: instruments.code,
      instrumentName: instruments.name,
    })
    .from(smartProducts)
    .innerJoin(instruments, eq(instruments.id, smartProducts.instrumentId))
    .where(eq(smartProducts.enabled, true))
    .orderBy(asc(smartProducts.sortOrder), asc(smartProducts.id));
  const ids = products.map((p) => p.id);
  const ranges =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(smartProductRanges)
          .where(inArray(smartProductRanges.productId, ids));
  const rangeOf = new Map(ranges.map((r) => [`${r.productId}:${r.timeframeDays}`, r]));
  return {
    pastPerformanceNotAPromise: true,
    products: products.map((p) => {
      const timeframes = [...p.timeframes].sort((a, b) => a - b) as Days[];
      return {
        code: p.code,
        instrument: { code: p.instrumentCode, name: p.instrumentName },
        strategy: p.strategy,
        rules: SMART_STRATEGIES[p.strategy].describe(p.params),
        timeframes,
        minInvestment: normalize(p.minInvestment),
        maxInvestment: normalize(p.maxInvestment),
        profitShareBp: p.profitShareBp,
        earlyExitDamagesBp: p.earlyExitDamagesBp,
        ranges: timeframes.map((days) => publishedRange(days, rangeOf.get(`${p.id}:${days}`))),
      };
    }),
  };
}

/** "100.000000000000000000" → "100". */
function normalize(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}
