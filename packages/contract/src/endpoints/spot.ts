import { endpoint } from '../endpoint.js';
import { marketIdParams } from '../market.js';
import {
  assetInfoSchema,
  chedanBody,
  holdingsSchema,
  listBbOrderQuery,
  spotKlineQuery,
  spotKlineSchema,
  spotMarketQuery,
  spotMarketSchema,
  spotOrderListSchema,
  spotOrderSchema,
  spotPairsSchema,
  submitBody,
} from '../spot.js';

const moves = 'Moves money: accepts Idempotency-Key.';

/**
 * SPEC §7 "Orders" for spot coin trading (submit, chedan, listBbOrder, getAssestInfo) and the
 * public market data of the spot books, under /swx/customer/order. The `virtually` header
 * selects the book (demo and real are separate markets).
 */
export const spotEndpoints = {
  listSpotPairs: endpoint({
    method: 'GET',
    path: '/swx/customer/order/listSpotPairs',
    access: 'public',
    tags: ['spot'],
    description: 'The spot pairs (public).',
    result: spotPairsSchema,
  }),
  getSpotMarket: endpoint({
    method: 'GET',
    path: '/swx/customer/order/getSpotMarket',
    access: 'public',
    tags: ['spot'],
    description:
      'Terms (tick, lot, fees), depth (top 20 levels) and the last 50 trades of a spot pair in the selected book (public).',
    query: spotMarketQuery,
    result: spotMarketSchema,
  }),
  getSpotKline: endpoint({
    method: 'GET',
    path: '/swx/customer/order/getSpotKline',
    access: 'public',
    tags: ['spot'],
    description: 'Candles of a spot pair built from its trades in the selected book (public).',
    query: spotKlineQuery,
    result: spotKlineSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/swx/customer/order/submit',
    access: 'user',
    idempotent: true,
    tags: ['spot'],
    description: `Places a spot order: limit (price, quantity; GTC or IOC; post-only) or market (sell: quantity; buy: quantity or total USDT). Funds are frozen while it rests. ${moves}`,
    body: submitBody,
    result: spotOrderSchema,
  }),
  chedan: endpoint({
    method: 'POST',
    path: '/swx/customer/order/chedan',
    access: 'user',
    idempotent: true,
    tags: ['spot'],
    description: `Cancels a resting spot order; its frozen funds return to available. ${moves}`,
    body: chedanBody,
    result: spotOrderSchema,
  }),
  listBbOrder: endpoint({
    method: 'GET',
    path: '/swx/customer/order/listBbOrder',
    access: 'user',
    tags: ['spot'],
    description: 'The caller’s spot orders: current (resting) or history (filled, cancelled).',
    query: listBbOrderQuery,
    result: spotOrderListSchema,
  }),
  getAssestInfo: endpoint({
    method: 'GET',
    path: '/swx/customer/order/getAssestInfo/:id',
    access: 'user',
    tags: ['spot'],
    description:
      'The caller’s holdings (available, frozen, held, USDT value) of the base and quote of the spot pair with this instrument id.',
    params: marketIdParams,
    result: assetInfoSchema,
  }),
  listHoldings: endpoint({
    method: 'GET',
    path: '/swx/customer/order/listHoldings',
    access: 'user',
    tags: ['spot'],
    description: 'The coin account: every asset of the selected book with its USDT value.',
    result: holdingsSchema,
  }),
} as const;
