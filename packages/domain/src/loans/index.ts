export * from './loan-terms.js';
export * from './loan-interest.js';
export * from './loan-application.js';
export * from './loan-postings.js';
