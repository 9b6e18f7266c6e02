import { endpoint } from '../endpoint.js';
import {
  buyOptionsBody,
  buyUBody,
  cancelUBody,
  listOptionsOrderQuery,
  listUOrderQuery,
  marginOrderListSchema,
  marginOrderSchema,
  modifyUBody,
  optionOrderListSchema,
  optionOrderSchema,
  orderIdParams,
  profitTotalSchema,
  stopUBody,
  tradingRulesQuery,
  tradingRulesSchema,
} from '../trading.js';

const moves = 'Moves money: accepts Idempotency-Key.';

/**
 * SPEC §7 "Orders" for margin positions and options (getTradingRules, buyU, stopU, modifyU,
 * cancelU, listUOrder, getProfitTotal, buyOptions, listOptionsOrder, getOptionsOrderById), under
 * /swx/customer/order. The `virtually` header selects the book; every object is looked up
 * within the caller's own orders.
 */
export const marginEndpoints = {
  getTradingRules: endpoint({
    method: 'GET',
    path: '/swx/customer/order/getTradingRules',
    access: 'public',
    tags: ['orders'],
    description:
      'Margin terms of an instrument (lots, leverage cap, spread, commission, bid/ask) and the option timeframes.',
    query: tradingRulesQuery,
    result: tradingRulesSchema,
  }),
  /** Success: 20004 "purchase successful". */
  buyU: endpoint({
    method: 'POST',
    path: '/swx/customer/order/buyU',
    access: 'user',
    idempotent: true,
    tags: ['orders'],
    description: `Opens a margin position at market or places a pending limit order. ${moves}`,
    body: buyUBody,
    result: marginOrderSchema,
  }),
  stopU: endpoint({
    method: 'POST',
    path: '/swx/customer/order/stopU',
    access: 'user',
    idempotent: true,
    tags: ['orders'],
    description: `Closes an open position, or \`lots\` of it. ${moves}`,
    body: stopUBody,
    result: marginOrderSchema,
  }),
  /** Success: 20005 "changed successfully". */
  modifyU: endpoint({
    method: 'POST',
    path: '/swx/customer/order/modifyU',
    access: 'user',
    tags: ['orders'],
    description: 'Sets or clears stop loss and take profit of an open position or pending order.',
    body: modifyUBody,
    result: marginOrderSchema,
  }),
  cancelU: endpoint({
    method: 'POST',
    path: '/swx/customer/order/cancelU',
    access: 'user',
    idempotent: true,
    tags: ['orders'],
    description: `Withdraws a pending order and releases its hold. ${moves}`,
    body: cancelUBody,
    result: marginOrderSchema,
  }),
  listUOrder: endpoint({
    method: 'GET',
    path: '/swx/customer/order/listUOrder',
    access: 'user',
    tags: ['orders'],
    query: listUOrderQuery,
    result: marginOrderListSchema,
  }),
  getProfitTotal: endpoint({
    method: 'GET',
    path: '/swx/customer/order/getProfitTotal',
    access: 'user',
    tags: ['orders'],
    result: profitTotalSchema,
  }),
  /** Success: 20004 "purchase successful". */
  buyOptions: endpoint({
    method: 'POST',
    path: '/swx/customer/order/buyOptions',
    access: 'user',
    idempotent: true,
    tags: ['orders'],
    description: `Buys an up/down option; the stake is held until it settles. ${moves}`,
    body: buyOptionsBody,
    result: optionOrderSchema,
  }),
  listOptionsOrder: endpoint({
    method: 'GET',
    path: '/swx/customer/order/listOptionsOrder',
    access: 'user',
    tags: ['orders'],
    query: listOptionsOrderQuery,
    result: optionOrderListSchema,
  }),
  getOptionsOrderById: endpoint({
    method: 'GET',
    path: '/swx/customer/order/getOptionsOrderById/:id',
    access: 'user',
    tags: ['orders'],
    params: orderIdParams,
    result: optionOrderSchema,
  }),
} as const;
