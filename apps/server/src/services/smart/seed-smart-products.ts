import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instruments, smartProducts } from '../../db/schema/index.js';
import { SMART_STRATEGIES, type SmartStrategyId } from './smart-strategies.js';

export interface SmartProductSeed {
  code: string;
  instrumentCode: string;
  strategy: SmartStrategyId;
  params: Record<string, number | string>;
  timeframes: number[];
  minInvestment: string;
  maxInvestment: string;
}

/**
 * The catalogue a new deployment starts with (staff edit it later). Parameters are the domain's,
 * checked by its validate…Params when seeding.
 */
export const DEFAULT_SMART_PRODUCTS: readonly SmartProductSeed[] = [
  {
    code: 'btc-grid',
    instrumentCode: 'BTCUSDT',
    strategy: 'grid',
    params: { lowerBp: 800, upperBp: 800, levels: 16, initialInstrumentBp: 5000 },
    timeframes: [1, 3, 7, 15, 30],
    minInvestment: '100',
    maxInvestment: '50000',
  },
  {
    code: 'eth-trend',
    instrumentCode: 'ETHUSDT',
    strategy: 'trend',
    params: { average: 'ema', fastPeriod: 12, slowPeriod: 48, buyFractionBp: 10000 },
    timeframes: [1, 3, 7, 15, 30],
    minInvestment: '100',
    maxInvestment: '50000',
  },
  {
    code: 'eurusd-mean-reversion',
    instrumentCode: 'EURUSD',
    strategy: 'meanReversion',
    params: { period: 20, deviationsBp: 20000, buyFractionBp: 5000, exitAt: 'mean' },
    timeframes: [1, 3, 7, 15, 30],
    minInvestment: '100',
    maxInvestment: '100000',
  },
  {
    code: 'xau-grid',
    instrumentCode: 'XAUUSD',
    strategy: 'grid',
    params: { lowerBp: 400, upperBp: 400, levels: 10, initialInstrumentBp: 5000 },
    timeframes: [3, 7, 15, 30],
    minInvestment: '200',
    maxInvestment: '100000',
  },
];

/**
 * Inserts the default products a deployment does not have yet (by code); never changes a product
 * staff edited. Idempotent, safe when two processes start at once. A default whose parameters the
 * domain refuses is a programming error: it throws.
 */
export async function seedSmartProducts(
  db: Executor,
  seeds: readonly SmartProductSeed[] = DEFAULT_SMART_PRODUCTS,
): Promise<number> {
  for (const seed of seeds) {
    const problems = SMART_STRATEGIES[seed.strategy].validate(seed.params);
    if (problems.length > 0) {
      throw new Error(`smart product ${seed.code}: ${JSON.stringify(problems)}`);
    }
  }
  const codes = [...new Set(seeds.map((s) => s.instrumentCode))];
  if (codes.length === 0) return 0;
  const rows = await db
    .select({ id: instruments.id, code: instruments.code })
    .from(instruments)
    .where(inArray(instruments.code, codes));
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  const values = seeds.flatMap((seed, index) => {
    const instrumentId = idOf.get(seed.instrumentCode);
    if (instrumentId === undefined) return [];
    return [
      {
        code: seed.code,
        instrumentId,
        strategy: seed.strategy,
        params: seed.params,
        timeframes: seed.timeframes,
        minInvestment: seed.minInvestment,
        maxInvestment: seed.maxInvestment,
        sortOrder: index,
      },
    ];
  });
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(smartProducts)
    .values(values)
    .onConflictDoNothing({ target: smartProducts.code })
    .returning({ id: smartProducts.id });
  return inserted.length;
}
