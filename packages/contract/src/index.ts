export * from './error-codes.js';
export * from './envelope.js';
export * from './common.js';
export * from './auth.js';
export * from './notifications.js';
export * from './market.js';
export * from './content.js';
export * from './trading.js';
