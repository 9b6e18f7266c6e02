import { endpoints } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smartProductRanges, smartProducts } from '../../src/db/schema/index.js';
import { computeAllProductRanges } from '../../src/services/smart/compute-product-ranges.js';
import { DEFAULT_SMART_PRODUCTS } from '../../src/services/smart/seed-smart-products.js';
import { ppmToPercent } from '../../src/services/smart/list-smart-products.js';
import { useTestServer } from '../helpers/test-server.js';
import { generateCandles, insertCandles, instrumentId } from './candles.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const server = useTestServer({ startAt: new Date('2026-03-10T12:00:00Z') }, { checkLedger: false });

const list = () => server.call({ method: 'GET', url: '/swx/customer/order/listSmartProducts' });

/** The first-start computation runs in the background: wait until every timeframe has a row. */
async function firstComputation() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await list();
    const ranges = (body.result?.products ?? []).flatMap((p: any) => p.ranges);
    if (ranges.length > 0 && ranges.every((r: any) => r.status !== 'pending')) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the first-start ranges never appeared');
}

describe('listSmartProducts', () => {
  it('is public and, without history, lists the seeded products with no figures, marked as such', async () => {
    const body = await firstComputation();
    expect(body.code).toBe(200);
    expect(endpoints.listSmartProducts.result.safeParse(body.result).success).toBe(true);
    expect(body.result.pastPerformanceNotAPromise).toBe(true);
    expect(body.result.products.map((p: any) => p.code)).toEqual(
      DEFAULT_SMART_PRODUCTS.map((p) => p.code),
    );
    const btc = body.result.products.find((p: any) => p.code === 'btc-grid');
    expect(btc).toMatchObject({
      instrument: { code: 'BTCUSDT' },
      strategy: 'grid',
      rules: {
        family: 'grid',
        orderReasons: ['grid.initialBuy', 'grid.buyLevel', 'grid.sellLevel'],
      },
      timeframes: [1, 3, 7, 15, 30],
      minInvestment: '100',
      maxInvestment: '50000',
      profitShareBp: 2000,
      earlyExitDamagesBp: 500,
    });
    for (const range of btc.ranges) {
      expect(range).toMatchObject({
        status: 'noHistory',
        figures: null,
        costs: { spreadBp: 4, commissionBp: 10, slippageBp: 5 },
        pastPerformanceNotAPromise: true,
      });
    }
  });

  it('serves the computed ranges with the label, as stored', async () => {
    const db = server.deps.db;
    const btc = await instrumentId(db, 'BTCUSDT');
    const endMs = Math.floor(server.time.clock().getTime() / HOUR) * HOUR - HOUR;
    await insertCandles(db, btc, '1m', generateCandles(1440 + 300, MINUTE, endMs, 60_000, 15, 7));
    await insertCandles(db, btc, '1h', generateCandles(12 * 24, HOUR, endMs, 60_000, 80, 8));
    await db
      .update(smartProducts)
      .set({ timeframes: [1, 3, 7] })
      .where(eq(smartProducts.code, 'btc-grid'));
    await computeAllProductRanges(db, server.time.clock().getTime());

    const { status, body } = await list();
    expect(status).toBe(200);
    expect(endpoints.listSmartProducts.result.safeParse(body.result).success).toBe(true);
    const product = body.result.products.find((p: any) => p.code === 'btc-grid');
    expect(product.timeframes).toEqual([1, 3, 7]);
    const [productRow] = await db
      .select()
      .from(smartProducts)
      .where(eq(smartProducts.code, 'btc-grid'));
    const rows = await db
      .select()
      .from(smartProductRanges)
      .where(eq(smartProductRanges.productId, productRow!.id));
    expect(product.ranges.map((r: any) => r.days)).toEqual([1, 3, 7]);
    for (const range of product.ranges) {
      const row = rows.find((r) => r.timeframeDays === range.days)!;
      expect(range.status).toBe('published');
      expect(range.pastPerformanceNotAPromise).toBe(true);
      expect(range.computedAt).toBe(server.time.clock().toISOString());
      expect(range.figures).toMatchObject({
        p5DailyYieldPercent: ppmToPercent(row.p5NetDailyYieldPpm!),
        p50DailyYieldPercent: ppmToPercent(row.p50NetDailyYieldPpm!),
        p95DailyYieldPercent: ppmToPercent(row.p95NetDailyYieldPpm!),
        medianMaxDrawdownPercent: ppmToPercent(row.medianMaxDrawdownPpm!),
        losingSharePercent: ppmToPercent(row.losingSharePpm!),
        windows: row.windowCount,
        candleInterval: range.days === 1 ? '1m' : '1h',
        historyFrom: new Date(row.historyFromMs!).toISOString(),
        historyTo: new Date(row.historyToMs!).toISOString(),
        equityCurve: row.equityCurve,
      });
      expect(range.figures.windows).toBeGreaterThanOrEqual(1);
      expect(Number(range.figures.p5DailyYieldPercent)).toBeLessThanOrEqual(
        Number(range.figures.p50DailyYieldPercent),
      );
      expect(Number(range.figures.p50DailyYieldPercent)).toBeLessThanOrEqual(
        Number(range.figures.p95DailyYieldPercent),
      );
    }
    // A product without candles still says so.
    const eur = body.result.products.find((p: any) => p.code === 'eurusd-mean-reversion');
    expect(eur.ranges.every((r: any) => r.status === 'noHistory' && r.figures === null)).toBe(true);
  });

  it('formats ppm as exact percentages', () => {
    expect(ppmToPercent(0)).toBe('0.0000');
    expect(ppmToPercent(1234)).toBe('0.1234');
    expect(ppmToPercent(-56)).toBe('-0.0056');
    expect(ppmToPercent(-1_000_000)).toBe('-100.0000');
    expect(ppmToPercent(12_345_678)).toBe('1234.5678');
  });
});
