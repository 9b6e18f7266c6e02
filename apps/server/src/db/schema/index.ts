export * from './users.js';
export * from './ledger.js';
export * from './platform.js';
export * from './market.js';
export * from './trading.js';
export * from './spot.js';
export * from './funds.js';
export * from './security.js';
