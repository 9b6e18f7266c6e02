export * from './auction.js';
