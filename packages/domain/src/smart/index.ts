export * from './plan-types.js';
export * from './strategies/index.js';
export * from './engine/index.js';
