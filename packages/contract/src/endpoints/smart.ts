import { endpoint } from '../endpoint.js';
import {
  buySmartBody,
  listSmartOrderQuery,
  listSmartProductsResult,
  smartExitQuoteSchema,
  smartPlanDetailSchema,
  smartPlanIdParams,
  smartPlanListSchema,
  smartPlanSchema,
  stopSmartBody,
} from '../smart.js';

const moves = 'Moves money: accepts Idempotency-Key.';

/**
 * Smart trading plans (issue 14), under /swx/customer/order. Plans are real-book only: the demo
 * book is refused with "switch to a real account" (460); when staff have turned smart trading
 * off, buying answers 484 "intelligent trading not enabled". Every plan is looked up within the
 * caller's own plans.
 */
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
  /** Success: 20004 "purchase successful". */
  buySmart: endpoint({
    method: 'POST',
    path: '/swx/customer/order/buySmart',
    access: 'real',
    idempotent: true,
    tags: ['smart'],
    description: `Buys a plan: product (10010), days among its timeframes (10012), amount within its range (10013), one running plan per product (10024), balance (10011); smart trading switched off → 484. The amount moves into the plan's own ledger account and the plan trades from the next closed candle. ${moves}`,
    body: buySmartBody,
    result: smartPlanSchema,
  }),
  listSmartOrder: endpoint({
    method: 'GET',
    path: '/swx/customer/order/listSmartOrder',
    access: 'user',
    tags: ['smart'],
    description:
      "The caller's plans in the selected book (always empty in demo): running, or ended (cycle ended or exited early), newest first.",
    query: listSmartOrderQuery,
    result: smartPlanListSchema,
  }),
  getSmartOrderById: endpoint({
    method: 'GET',
    path: '/swx/customer/order/getSmartOrderById/:id',
    access: 'user',
    tags: ['smart'],
    description:
      "One of the caller's plans with every trade it made, its daily settlements and its value over time.",
    params: smartPlanIdParams,
    result: smartPlanDetailSchema,
  }),
  getSmartExitQuote: endpoint({
    method: 'GET',
    path: '/swx/customer/order/getSmartExitQuote/:id',
    access: 'real',
    tags: ['smart'],
    description:
      'What ending a running plan now would give back: its marked value, the early-exit damages and the rest. Shown to the user before they confirm stopSmart.',
    params: smartPlanIdParams,
    result: smartExitQuoteSchema,
  }),
  /** Success: 20005 "changed successfully". */
  stopSmart: endpoint({
    method: 'POST',
    path: '/swx/customer/order/stopSmart',
    access: 'real',
    idempotent: true,
    tags: ['smart'],
    description: `Ends a running plan early: positions close at the latest price, the damages the user confirmed (485 if they no longer match) go to the platform and the rest returns to the available balance. ${moves}`,
    body: stopSmartBody,
    result: smartPlanSchema,
  }),
};
