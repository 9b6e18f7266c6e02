import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  depositListSchema,
  depositOptionsResult,
  depositSchema,
  dhBody,
  exchangeListSchema,
  exchangeQuoteQuery,
  exchangeQuoteResult,
  exchangeSchema,
  identificationBody,
  kycResult,
  kycSubmissionSchema,
  listBalancesResult,
  listExchangeQuery,
  listReviewQuery,
  rechargeBody,
  repasswordTxBody,
  statementQuery,
  statementResult,
  withdrawalBody,
  withdrawalListSchema,
  withdrawalSchema,
  withdrawalTermsResult,
} from '../funds.js';

const moves = 'Moves money: accepts Idempotency-Key.';
const realOnly = 'Real book only (`virtually: YES`; demo → 460).';

/**
 * SPEC §7 "User" calls of issue 6, under /swx/customer/user: KYC, deposits, withdrawals,
 * exchange, balances, statement. (The statement's CSV export is not JSON: it stays declared in
 * its route file, routes/funds/index.ts.)
 */
export const fundsEndpoints = {
  getKyc: endpoint({
    method: 'GET',
    path: '/swx/customer/user/getKyc',
    access: 'user',
    tags: ['funds'],
    result: kycResult,
  }),
  identification: endpoint({
    method: 'POST',
    path: '/swx/customer/user/identification',
    access: 'user',
    tags: ['funds'],
    description:
      'Submits identity verification (KYC) for review: the form and the ids of four uploads (front, back, holding the document, signature). Under review or verified → 10019. Replies 20001.',
    body: identificationBody,
    result: kycSubmissionSchema,
  }),
  listDepositOptions: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listDepositOptions',
    access: 'public',
    tags: ['funds'],
    description:
      "Each deposit coin and network with the platform's receive address (empty: not open) and the minimum (public).",
    result: depositOptionsResult,
  }),
  recharge: endpoint({
    method: 'POST',
    path: '/swx/customer/user/recharge',
    access: 'real',
    idempotent: true,
    tags: ['funds'],
    description: `Reports a deposit for review: coin, network, amount (≥ the coin's minimum, else 471), transaction hash, its last 6 characters and a proof upload. Nothing is credited until staff approve. ${realOnly} Accepts Idempotency-Key. Replies 20002.`,
    body: rechargeBody,
    result: depositSchema,
  }),
  listRecharge: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listRecharge',
    access: 'user',
    tags: ['funds'],
    query: listReviewQuery,
    result: depositListSchema,
  }),
  getWithdrawalTerms: endpoint({
    method: 'GET',
    path: '/swx/customer/user/getWithdrawalTerms',
    access: 'user',
    tags: ['funds'],
    description:
      'KYC status, whether a withdrawal password is set, and per asset the available real balance, networks, bank option, fee rate and minimum fee.',
    result: withdrawalTermsResult,
  }),
  withdrawal: endpoint({
    method: 'POST',
    path: '/swx/customer/user/withdrawal',
    access: 'real',
    idempotent: true,
    tags: ['funds'],
    description: `Requests a withdrawal to a crypto address (checked per network, 474) or a bank account; needs verified KYC (10022) and the withdrawal password (473 not set, 10093 wrong). The amount is frozen until staff approve (paid out) or reject (unfrozen). ${realOnly} ${moves} Replies 20003.`,
    body: withdrawalBody,
    result: withdrawalSchema,
  }),
  /** The path is spelt `listWithdrwal` (SPEC §7). */
  listWithdrwal: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listWithdrwal',
    access: 'user',
    tags: ['funds'],
    query: listReviewQuery,
    result: withdrawalListSchema,
  }),
  repasswordTx: endpoint({
    method: 'POST',
    path: '/swx/customer/user/repasswordTx',
    access: 'user',
    tags: ['funds'],
    description:
      'Sets or changes the withdrawal password. currentPassword: the current withdrawal password (10093), or the login password for the first one (10004). Replies 20005.',
    body: repasswordTxBody,
    result: z.null(),
  }),
  getExchangeQuote: endpoint({
    method: 'GET',
    path: '/swx/customer/user/getExchangeQuote',
    access: 'user',
    tags: ['funds'],
    description:
      'The live exchange rate between two assets from the feed, the spread, and what an amount would buy, in the selected book. Same currency → 472; no live price → 478.',
    query: exchangeQuoteQuery,
    result: exchangeQuoteResult,
  }),
  dh: endpoint({
    method: 'POST',
    path: '/swx/customer/user/dh',
    access: 'user',
    idempotent: true,
    tags: ['funds'],
    description: `Currency exchange in the selected book at the live rate less the spread. minToAmount: refuse (409) if the rate moved below it. ${moves}`,
    body: dhBody,
    result: exchangeSchema,
  }),
  listExchange: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listExchange',
    access: 'user',
    tags: ['funds'],
    query: listExchangeQuery,
    result: exchangeListSchema,
  }),
  listBalances: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listBalances',
    access: 'user',
    tags: ['funds'],
    result: listBalancesResult,
  }),
  listStatement: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listStatement',
    access: 'user',
    tags: ['funds'],
    description:
      "Transaction record: the user's journal in the selected book, one line per entry and asset, newest first.",
    query: statementQuery,
    result: statementResult,
  }),
} as const;
