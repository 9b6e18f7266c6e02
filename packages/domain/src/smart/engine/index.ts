export * from './fill-model.js';
export * from './plan-run.js';
export * from './backtest.js';
export * from './window-stats.js';
export * from './look-ahead.js';
export * from './plan-settlement.js';
export * from './plan-postings.js';
