import { z } from 'zod';
import {
  contentDetailSchema,
  contentIdParams,
  contentItemSchema,
  contentTypeParams,
  paramKeyParams,
  paramResultSchema,
} from '../content.js';
import { endpoint } from '../endpoint.js';
import {
  candleSchema,
  kValueQuery,
  listMarketByTypeQuery,
  marketIdParams,
  marketItemSchema,
  platformStatsSchema,
} from '../market.js';

/** SPEC §7 "Index", /swx/customer/index: public market data, content pages and parameters. */
export const indexEndpoints = {
  listMarketByType: endpoint({
    method: 'GET',
    path: '/swx/customer/index/listMarketByType',
    access: 'public',
    tags: ['markets'],
    description:
      'Every instrument of a class, or all. The reply is built once per price change and carries an ETag (If-None-Match → 304); brotli or gzip by Accept-Encoding, compressed once per change.',
    query: listMarketByTypeQuery,
    result: z.array(marketItemSchema),
  }),
  getMarketInfo: endpoint({
    method: 'GET',
    path: '/swx/customer/index/getMarketInfo/:id',
    access: 'public',
    tags: ['markets'],
    params: marketIdParams,
    result: marketItemSchema,
  }),
  getKValueByCodeAndDate: endpoint({
    method: 'GET',
    path: '/swx/customer/index/getKValueByCodeAndDate',
    access: 'public',
    tags: ['markets'],
    description:
      'Candles (1m, 5m, 15m, 1h, 4h, 1d) of an instrument between two instants (epoch ms), oldest first.',
    query: kValueQuery,
    result: z.array(candleSchema),
  }),
  listContents: endpoint({
    method: 'GET',
    path: '/swx/customer/index/listContents/:type',
    access: 'public',
    tags: ['content'],
    description:
      'Pages of a type (1 company, 2 policy, 3 statement, 4 notice, 5 FAQ, 6 introduction) in the caller language.',
    params: contentTypeParams,
    result: z.array(contentItemSchema),
  }),
  getContentsById: endpoint({
    method: 'GET',
    path: '/swx/customer/index/getContentsById/:id',
    access: 'public',
    tags: ['content'],
    params: contentIdParams,
    result: contentDetailSchema,
  }),
  getParamByKey: endpoint({
    method: 'GET',
    path: '/swx/customer/index/getParamByKey/:key',
    access: 'public',
    tags: ['content'],
    params: paramKeyParams,
    result: paramResultSchema,
  }),
  getPlatformStats: endpoint({
    method: 'GET',
    path: '/swx/customer/index/getPlatformStats',
    access: 'public',
    tags: ['markets'],
    description:
      'Home-page figures computed live: 24h platform volume, listed instruments, registered users, lowest fee.',
    result: platformStatsSchema,
  }),
} as const;
