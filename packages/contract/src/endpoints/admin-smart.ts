import { endpoint } from '../endpoint.js';
import {
  adminSmartEarningsSchema,
  adminSmartPlanListSchema,
  adminSmartPlansQuery,
  adminSmartPreviewSchema,
  adminSmartProductCreateBody,
  adminSmartProductEditBody,
  adminSmartProductIdParams,
  adminSmartProductListSchema,
  adminSmartProductSchema,
  adminSmartStrategyBody,
} from '../admin-smart.js';

const tags = ['admin'] as const;
/** Admin only: `requireStaff('admin')` — products, their backtests and the earnings report. */
const adminOnly = ['admin'] as const;
/** Reading the catalogue and who runs plans on it: the roles that look users up. */
const lookUp = ['compliance', 'support'] as const;
const audited = 'Audited with before and after in the same transaction.';
const checked =
  "Parameters are checked by the strategy family's rules (400 naming each field and its problem: notInteger, outOfRange with min–max, notAllowed with the allowed values, notBelow with the other field); the instrument must exist and be quoted in USDT or USD.";

/**
 * The back office of smart trading plans (issue 14), under /swx/admin/smart: the products, a
 * backtest preview before saving, the plans running on a product and the platform's earnings
 * from plans. The switch smart.enabled is a setting (PUT /swx/admin/settings).
 */
export const adminSmartEndpoints = {
  adminListSmartProducts: endpoint({
    method: 'GET',
    path: '/swx/admin/smart/products',
    access: 'staff',
    staffRoles: lookUp,
    tags,
    description:
      'Every product (offered or not) with its terms, the plans running on it and their principal, and its published ranges; the instruments a product may trade; whether smart trading is switched on.',
    result: adminSmartProductListSchema,
  }),
  adminCreateSmartProduct: endpoint({
    method: 'POST',
    path: '/swx/admin/smart/products',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    description: `A new product (its code unique: 409 if taken). ${checked} Its ranges are computed in the background. ${audited}`,
    body: adminSmartProductCreateBody,
    result: adminSmartProductSchema,
  }),
  adminUpdateSmartProduct: endpoint({
    method: 'PUT',
    path: '/swx/admin/smart/products/:id',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    description: `Changes a product for future purchases; running plans keep the terms they were bought with. ${checked} Its ranges are recomputed in the background. ${audited}`,
    params: adminSmartProductIdParams,
    body: adminSmartProductEditBody,
    result: adminSmartProductSchema,
  }),
  adminPreviewSmartProduct: endpoint({
    method: 'POST',
    path: '/swx/admin/smart/products/preview',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    description: `Backtests a proposed product over the stored history, for its timeframes only, and answers the figures the public list would show with the median window's equity curve. Nothing is stored. ${checked}`,
    body: adminSmartStrategyBody,
    result: adminSmartPreviewSchema,
  }),
  adminListSmartProductPlans: endpoint({
    method: 'GET',
    path: '/swx/admin/smart/products/:id/plans',
    access: 'staff',
    staffRoles: lookUp,
    tags,
    description:
      "A product's plans (running, or ended), newest first: owner, principal, value, start, next earnings, trades and the terms the plan copied.",
    params: adminSmartProductIdParams,
    query: adminSmartPlansQuery,
    result: adminSmartPlanListSchema,
  }),
  adminSmartEarnings: endpoint({
    method: 'GET',
    path: '/swx/admin/smart/earnings',
    access: 'staff',
    staffRoles: adminOnly,
    tags,
    description:
      "The platform's earnings from plans, overall and per product, from the fee account's journal (real book): commissions on fills, profit shares, early-exit damages.",
    result: adminSmartEarningsSchema,
  }),
} as const;
