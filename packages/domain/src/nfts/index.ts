export * from './auction.js';
export * from './artwork.js';
export * from './nft-postings.js';
