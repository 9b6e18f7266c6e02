/**
 * Spot exchange matching (issue 5): one order book per pair, pure and exact.
 *
 * - Prices are whole ticks and quantities whole lots (bigint); `pair.ts` converts to and from
 *   Amounts and rejects off-grid values.
 * - `SpotOrderBook` is the fast book, `NaiveSpotOrderBook` the deliberately simple reference; both
 *   implement `SpotBook` and must emit the same events and state hash for the same commands.
 * - Matching: price-time priority at the maker's price; limit (GTC), IOC, post-only, market (by
 *   lots, or a market buy by quote budget), cancel, move (see SpotMoveCommand for the priority
 *   rule). Self-trade prevention cancels the resting order of the taker's owner.
 * - Fees: maker and taker basis points of each fill's quote notional, rounded up to the quote
 *   asset's unit. Settlement of a fill: base seller → buyer; the buyer pays notional + its fee,
 *   the seller receives notional − its fee, the fee account receives both fees — less each
 *   payer's level discount, and less their inviter's commission, credited to the inviter in the
 *   same movements (issue 17, `SpotFeeTerms`).
 */
export * from './pair.js';
export * from './grid.js';
export * from './types.js';
export * from './validate.js';
export * from './state-hash.js';
export * from './order-book.js';
export * from './naive-order-book.js';
export * from './command-stream.js';
export * from './funds.js';
