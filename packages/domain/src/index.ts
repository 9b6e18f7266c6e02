export * from './money/amount.js';
export * from './money/assets.js';
export * from './ledger/types.js';
export * from './ledger/rules.js';
export * from './ledger/postings.js';
export * from './ledger/verify.js';
