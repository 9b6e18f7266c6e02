import type { AdminSmartPreview, AdminSmartStrategyBody, SmartRange } from '@meridian/contract';
import type { PlanCandle } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import {
  loadPlanCandles,
  ONE_MINUTE_MAX_DAYS,
  rangeForTimeframe,
  smartCosts,
  type RangeInterval,
} from './compute-product-ranges.js';
import { publishedRange } from './list-smart-products.js';
import { checkedStrategy } from './smart-product-admin.js';

const MINUTES_PER_DAY = 1440;
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

/** One preview at a time per process: each is seconds of CPU on 1-minute history. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * POST /swx/admin/smart/products/preview (admin): backtests the proposed product over the stored
 * history exactly as its published ranges would be computed (services/smart/compute-product-
 * ranges: the same candles per timeframe, the same windows and costs), for its timeframes only,
 * and answers what the public list would show. Nothing is written. Previews run one after another,
 * yielding between timeframes so other requests are served meanwhile.
 */
export function previewSmartProduct(
  deps: Pick<Deps, 'db' | 'clock'>,
  body: AdminSmartStrategyBody,
): Promise<AdminSmartPreview> {
  const run = queue.then(() => preview(deps, body));
  queue = run.catch(() => undefined);
  return run;
}

async function preview(
  deps: Pick<Deps, 'db' | 'clock'>,
  body: AdminSmartStrategyBody,
): Promise<AdminSmartPreview> {
  const { params, instrument, timeframes } = await checkedStrategy(deps.db, body);
  const startedMs = Date.now();
  const nowMs = deps.clock().getTime();
  const costs = await smartCosts(deps.db, instrument.spreadBp);
  const product = {
    id: 0,
    instrumentId: instrument.id,
    strategy: body.strategy,
    params,
    timeframes,
    spreadBp: instrument.spreadBp,
  };
  const loaded = new Map<RangeInterval, PlanCandle[]>();
  const load = async (interval: RangeInterval) => {
    let list = loaded.get(interval);
    if (!list) {
      list = await loadPlanCandles(deps.db, instrument.id, interval, nowMs);
      loaded.set(interval, list);
    }
    return list;
  };
  const computedAt = new Date(nowMs);
  const ranges: SmartRange[] = [];
  for (const days of timeframes) {
    let interval: RangeInterval = '1h';
    if (days <= ONE_MINUTE_MAX_DAYS && (await load('1m')).length >= days * MINUTES_PER_DAY)
      interval = '1m';
    const { row } = rangeForTimeframe({
      product,
      days,
      interval,
      history: await load(interval),
      costs,
      computedAt,
    });
    ranges.push(publishedRange(days as SmartRange['days'], { ...row, computedAt }));
    await yieldTurn();
  }
  return { costs, ranges, elapsedMs: Date.now() - startedMs };
}
