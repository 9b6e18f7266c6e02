/**
 * Case tables shared by the domain's tests and the server's and web's tests of the same rules
 * (`@meridian/domain/testing`; tests only, never imported by application code).
 */
export * from './spot-grid-cases.js';
export * from './withdrawal-cases.js';
export * from './margin-cases.js';
