import { backtestWindows, summarizeWindows, type PlanCandle } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { jobs, smartProductRanges, smartProducts } from '../../src/db/schema/index.js';
import { inTransaction } from '../../src/db/transaction.js';
import { JobRunner } from '../../src/jobs/job-runner.js';
import {
  SMART_RANGES,
  SMART_RANGES_OFFSET_MS,
  scheduleNextSmartRanges,
  smartRangesHandler,
  utcDay,
} from '../../src/jobs/smart-ranges-job.js';
import { seedReferenceData } from '../../src/services/seed/seed-reference-data.js';
import {
  SETTING_DEFAULTS,
  settingDeclaration,
} from '../../src/services/settings/setting-catalogue.js';
import {
  BACKTEST_PRINCIPAL,
  computeAllProductRanges,
  computeProductRanges,
  EQUITY_CURVE_POINTS,
  MIN_WINDOWS,
  rangeProducts,
  strideFor,
} from '../../src/services/smart/compute-product-ranges.js';
import {
  DEFAULT_SMART_PRODUCTS,
  seedSmartProducts,
} from '../../src/services/smart/seed-smart-products.js';
import { rangesBackgroundIdle } from '../../src/engines/smart/ranges-background.js';
import { SMART_STRATEGIES } from '../../src/services/smart/smart-strategies.js';
import { startSmartCatalogue } from '../../src/engines/smart/smart-catalogue.js';
import { createTestClock } from '../helpers/test-clock.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { asPlanCandles, generateCandles, insertCandles, instrumentId } from './candles.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;
let database: Database;
const time = createTestClock(new Date('2026-03-10T12:00:00Z'));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
// The candles end at the last whole hour before now: every one of them is closed.
const endMs = Math.floor(time.clock().getTime() / HOUR) * HOUR;
const minutes = generateCandles(2 * 1440, MINUTE, endMs, 60_000, 15, 1);
const hours = generateCandles(35 * 24, HOUR, endMs, 60_000, 80, 2);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData({ db: database.db });
});

afterAll(async () => {
  await database.close();
});

async function productRow(code: string) {
  const [row] = await database.db.select().from(smartProducts).where(eq(smartProducts.code, code));
  return row!;
}

describe('the default catalogue', () => {
  it('is seeded once: a second seed adds nothing and keeps what staff changed', async () => {
    const first = await seedSmartProducts(database.db);
    expect(first).toBe(DEFAULT_SMART_PRODUCTS.length);
    await database.db
      .update(smartProducts)
      .set({ maxInvestment: '777' })
      .where(eq(smartProducts.code, 'btc-grid'));
    expect(await seedSmartProducts(database.db)).toBe(0);
    const rows = await database.db.select().from(smartProducts);
    expect(rows.map((r) => r.code).sort()).toEqual(
      DEFAULT_SMART_PRODUCTS.map((p) => p.code).sort(),
    );
    expect((await productRow('btc-grid')).maxInvestment).toMatch(/^777(\.0+)?$/);
    for (const row of rows) {
      expect(SMART_STRATEGIES[row.strategy].validate(row.params)).toEqual([]);
      expect(row.profitShareBp).toBe(2000);
      expect(row.earlyExitDamagesBp).toBe(500);
    }
  });

  it('refuses a default whose parameters the domain refuses', async () => {
    await expect(
      seedSmartProducts(database.db, [
        {
          ...DEFAULT_SMART_PRODUCTS[0]!,
          code: 'bad-grid',
          params: { lowerBp: 0, upperBp: 800, levels: 1, initialInstrumentBp: 5000 },
        },
      ]),
    ).rejects.toThrow(/bad-grid/);
    expect(
      await database.db.select().from(smartProducts).where(eq(smartProducts.code, 'bad-grid')),
    ).toEqual([]);
  });
});

describe('the smart.* settings', () => {
  it('default to 10 bp commission and 5 bp slippage, and refuse values out of range', () => {
    expect(SETTING_DEFAULTS['smart.commissionBp']).toBe(10);
    expect(SETTING_DEFAULTS['smart.slippageBp']).toBe(5);
    const commission = settingDeclaration('smart.commissionBp').schema;
    const slippage = settingDeclaration('smart.slippageBp').schema;
    expect(commission.safeParse(0).success).toBe(true);
    expect(commission.safeParse(1000).success).toBe(true);
    for (const bad of [-1, 1.5, 1001, '10']) expect(commission.safeParse(bad).success).toBe(false);
    expect(slippage.safeParse(1).success).toBe(true);
    for (const bad of [0, -5, 2.5, 1001]) expect(slippage.safeParse(bad).success).toBe(false);
  });
});

describe('computing the published ranges', () => {
  beforeAll(async () => {
    const btc = await instrumentId(database.db, 'BTCUSDT');
    await insertCandles(database.db, btc, '1m', minutes);
    await insertCandles(database.db, btc, '1h', hours);
  });

  it('chooses a stride giving at least 200 windows where the history allows', () => {
    for (const [total, window] of [
      [2880, 1440],
      [840, 72],
      [840, 720],
      [43_200, 4320],
      [100, 100],
    ] as const) {
      const stride = strideFor(total, window);
      const windows = Math.floor((total - window) / stride) + 1;
      expect(windows).toBeGreaterThanOrEqual(Math.min(MIN_WINDOWS, total - window + 1));
    }
  });

  it('stores one row per timeframe whose figures are the domain’s backtestWindows on the same candles', async () => {
    const btcGrid = await productRow('btc-grid');
    const product = (await rangeProducts(database.db)).find((p) => p.id === btcGrid.id)!;
    expect(product).toMatchObject({ strategy: 'grid', spreadBp: 4 });
    const nowMs = time.clock().getTime();
    const rows = await computeProductRanges(database.db, product, nowMs);
    const stored = await database.db
      .select()
      .from(smartProductRanges)
      .where(eq(smartProductRanges.productId, product.id));
    expect(stored.map((r) => r.timeframeDays).sort((a, b) => a - b)).toEqual([1, 3, 7, 15, 30]);
    expect(rows).toHaveLength(5);
    const planMinutes = asPlanCandles(minutes);
    const planHours = asPlanCandles(hours);
    for (const row of stored) {
      const days = row.timeframeDays;
      // 2 days of minutes: enough for a 1-day window only; 3 days and up use hours.
      const oneMinute = days === 1;
      expect(row.candleInterval).toBe(oneMinute ? '1m' : '1h');
      const history: PlanCandle[] = oneMinute ? planMinutes : planHours;
      const perDay = oneMinute ? 1440 : 24;
      expect(row.historyFromMs).toBe(history[0]!.openTime);
      expect(row.historyToMs).toBe(history[history.length - 1]!.openTime);
      expect(row.windowCount).toBeGreaterThanOrEqual(1);
      expect(row.windowCount).toBeGreaterThanOrEqual(
        Math.min(MIN_WINDOWS, history.length - days * perDay + 1),
      );
      expect(row.p5NetDailyYieldPpm!).toBeLessThanOrEqual(row.p50NetDailyYieldPpm!);
      expect(row.p50NetDailyYieldPpm!).toBeLessThanOrEqual(row.p95NetDailyYieldPpm!);
      expect(row.medianMaxDrawdownPpm!).toBeGreaterThanOrEqual(0);
      expect(row.maxMaxDrawdownPpm!).toBeGreaterThanOrEqual(row.medianMaxDrawdownPpm!);
      expect(row).toMatchObject({ spreadBp: 4, commissionBp: 10, slippageBp: 5 });
      expect(row.equityCurve.length).toBeGreaterThan(1);
      expect(row.equityCurve.length).toBeLessThanOrEqual(EQUITY_CURVE_POINTS);
      expect(row.equityCurve[0]).toBe('1.000000');

      // The same figures from a direct call of the domain (no second implementation).
      const windows = backtestWindows({
        strategy: SMART_STRATEGIES.grid.strategy,
        params: btcGrid.params,
        candles: history,
        costs: { spreadBp: 4, commissionBp: 10, slippageBp: 5 },
        principal: BACKTEST_PRINCIPAL,
        windowCandles: days * perDay,
        strideCandles: row.strideCandles!,
        candlesPerDay: perDay,
      });
      const summary = summarizeWindows(windows)!;
      expect(row).toMatchObject({
        windowCount: summary.windows,
        p5NetDailyYieldPpm: summary.p5NetDailyYieldPpm,
        p50NetDailyYieldPpm: summary.p50NetDailyYieldPpm,
        p95NetDailyYieldPpm: summary.p95NetDailyYieldPpm,
        medianMaxDrawdownPpm: summary.medianMaxDrawdownPpm,
        maxMaxDrawdownPpm: summary.maxMaxDrawdownPpm,
        losingSharePpm: Math.round(summary.losingShare * 1_000_000),
      });
      expect(Number(row.tradesPerDay)).toBeCloseTo(summary.meanTradesPerDay, 5);
    }
    // The grid really traded somewhere (the figures are not all an idle plan's).
    expect(stored.some((r) => Number(r.tradesPerDay) > 0)).toBe(true);
  });

  it('uses the instrument’s spread and the smart.* settings as the costs', async () => {
    const btcGrid = await productRow('btc-grid');
    const product = (await rangeProducts(database.db)).find((p) => p.id === btcGrid.id)!;
    const { settings } = await import('../../src/db/schema/index.js');
    await database.db
      .update(settings)
      .set({ value: { v: 25 } })
      .where(eq(settings.key, 'smart.commissionBp'));
    try {
      const rows = await computeProductRanges(
        database.db,
        { ...product, timeframes: [30] },
        time.clock().getTime(),
      );
      expect(rows[0]).toMatchObject({ spreadBp: 4, commissionBp: 25, slippageBp: 5 });
    } finally {
      await database.db
        .update(settings)
        .set({ value: { v: 10 } })
        .where(eq(settings.key, 'smart.commissionBp'));
    }
  });

  it('marks a product without candles: rows with no windows and no figures', async () => {
    const eur = (await rangeProducts(database.db)).find((p) => p.strategy === 'meanReversion')!;
    const rows = await computeProductRanges(database.db, eur, time.clock().getTime());
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({
        windowCount: 0,
        candleInterval: null,
        historyFromMs: null,
        p50NetDailyYieldPpm: null,
        equityCurve: [],
      });
    }
  });
});

describe('the daily recompute job', () => {
  it('runs once per UTC day even when two runners try, and schedules the next day', async () => {
    await database.db.delete(jobs);
    const handlers = new Map([
      [SMART_RANGES, smartRangesHandler({ clock: time.clock, db: database.db, log: quiet })],
    ]);
    const runner = () =>
      new JobRunner({ db: database.db, clock: time.clock, log: quiet }, handlers);
    const a = runner();
    const b = runner();
    await inTransaction(database.db, (tx) => scheduleNextSmartRanges(tx, time.clock().getTime()));
    await inTransaction(database.db, (tx) => scheduleNextSmartRanges(tx, time.clock().getTime()));
    const dayMs = Math.floor(time.clock().getTime() / DAY) * DAY + DAY;
    const [scheduled, ...others] = await database.db.select().from(jobs);
    expect(others).toEqual([]);
    expect(scheduled).toMatchObject({
      kind: SMART_RANGES,
      key: utcDay(dayMs),
      dueMs: dayMs + SMART_RANGES_OFFSET_MS,
    });
    expect((await a.runDue()) + (await b.runDue())).toBe(0);

    time.advance(dayMs + SMART_RANGES_OFFSET_MS - time.clock().getTime());
    const ran = await Promise.all([a.runDue(), b.runDue()]);
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
    await rangesBackgroundIdle(database.db);
    const ranges = await database.db.select().from(smartProductRanges);
    const enabled = await rangeProducts(database.db);
    expect(new Set(ranges.map((r) => r.productId))).toEqual(new Set(enabled.map((p) => p.id)));
    for (const row of ranges) expect(row.computedAt.getTime()).toBe(dayMs + SMART_RANGES_OFFSET_MS);

    const all = await database.db.select().from(jobs).where(eq(jobs.kind, SMART_RANGES));
    expect(all.map((j) => [j.key, j.status, j.attempts]).sort()).toEqual(
      [
        [utcDay(dayMs), 'done', 1],
        [utcDay(dayMs + DAY), 'due', 0],
      ].sort(),
    );
    // Later that day nothing runs again.
    time.advance(6 * HOUR);
    expect((await a.runDue()) + (await b.runDue())).toBe(0);
    const again = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SMART_RANGES), eq(jobs.status, 'done')));
    expect(again).toHaveLength(1);
  });

  it('recomputes only the enabled products', async () => {
    await database.db
      .update(smartProducts)
      .set({ enabled: false })
      .where(eq(smartProducts.code, 'xau-grid'));
    try {
      expect(await computeAllProductRanges(database.db, time.clock().getTime())).toBe(
        DEFAULT_SMART_PRODUCTS.length - 1,
      );
    } finally {
      await database.db
        .update(smartProducts)
        .set({ enabled: true })
        .where(eq(smartProducts.code, 'xau-grid'));
    }
  });
});

// Last: stopping a catalogue stops the background computations of this database for good.
describe('the first start', () => {
  it('returns before the history is written, then computes the products without fresh figures', async () => {
    await database.db.delete(smartProductRanges);
    let release!: () => void;
    const history = new Promise<void>((resolve) => (release = resolve));
    const deps = { db: database.db, clock: time.clock, log: quiet };
    const first = await startSmartCatalogue(deps, () => history);
    expect(await database.db.select().from(smartProductRanges)).toEqual([]);
    release();
    await first.idle();
    const enabled = await rangeProducts(database.db);
    const rows = await database.db.select().from(smartProductRanges);
    expect(new Set(rows.map((r) => r.productId))).toEqual(new Set(enabled.map((p) => p.id)));
    const btcGrid = await productRow('btc-grid');
    const computedAt = (id: number) =>
      rows.filter((r) => r.productId === id).map((r) => r.computedAt.getTime());

    // A restart an hour later: btc-grid has fresh figures and keeps them; the products with no
    // windows (no candles) are tried again.
    time.advance(HOUR);
    const second = await startSmartCatalogue(deps);
    await second.idle();
    const after = await database.db.select().from(smartProductRanges);
    for (const row of after) {
      if (row.productId === btcGrid.id)
        expect(computedAt(btcGrid.id)).toContain(row.computedAt.getTime());
      else expect(row.computedAt.getTime()).toBe(time.clock().getTime());
    }
    expect(await seedSmartProducts(database.db)).toBe(0);
    await second.stop();
    await first.stop();
  });
});
