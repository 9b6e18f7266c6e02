import { endpoint } from '../endpoint.js';
import { listSmartProductsResult } from '../smart.js';

/** Smart trading plans (issue 14), under /swx/customer/order. */
export const smartEndpoints = {
  listSmartProducts: endpoint({
    method: 'GET',
    path: '/swx/customer/order/listSmartProducts',
    access: 'public',
    tags: ['smart'],
    description:
      'The smart-plan products (public): instrument, strategy and its rules, timeframes, investment range, profit share and early-exit damages, and per timeframe the published backtest range over rolling windows of the stored history (5th/50th/95th percentile net daily yield, drawdowns, losing share, trades per day, the costs assumed, the history range) — past performance, not a promise.',
    result: listSmartProductsResult,
  }),
};
