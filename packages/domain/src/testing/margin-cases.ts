/**
 * Margin lots and option stakes at the default settings, checked against the domain's
 * `lotsOnGrid` / `stakeAllowed` (packages/domain), the web's order panel and options form
 * (apps/web features/margin) and the server's answers to buyU / buyOptions (apps/server
 * test/margin): all three agree, because the server and the web call the same functions.
 */

/** Settings margin.minLots, margin.maxLots, margin.lotStep. */
export const MARGIN_LOT_GRID = { minLots: '0.01', maxLots: '100', lotStep: '0.01' } as const;

export const MARGIN_LOT_CASES: readonly { lots: string; ok: boolean }[] = [
  { lots: '0.01', ok: true },
  { lots: '0.1', ok: true },
  { lots: '12.34', ok: true },
  { lots: '100', ok: true },
  { lots: '100.01', ok: false },
  { lots: '1000', ok: false },
  { lots: '0.001', ok: false },
  { lots: '0.015', ok: false },
  { lots: '0', ok: false },
];

/** The 30-second timeframe of the default options.timeframes. */
export const OPTION_STAKE_LIMITS = { seconds: 30, minStake: '10', maxStake: '1000' } as const;

export const OPTION_STAKE_CASES: readonly { stake: string; ok: boolean }[] = [
  { stake: '10', ok: true },
  { stake: '10.000001', ok: true },
  { stake: '100.5', ok: true },
  { stake: '1000', ok: true },
  { stake: '9.999999', ok: false },
  { stake: '1000.000001', ok: false },
  { stake: '10.0000001', ok: false },
  { stake: '0', ok: false },
];
