import { decimalPlaces, mulDiv, roundToDecimals, type Amount } from '../money/amount.js';
import { USDT_DECIMALS } from './margin-math.js';

/**
 * Timed up/down options of PRODUCT §4. The strike is the recorded tick at purchase; the recorded
 * tick at expiry decides: the right direction pays stake × (1 + payout), an equal price refunds
 * the stake, the wrong direction keeps it. `void` (no price recorded at expiry) refunds.
 */
export type OptionDirection = 'up' | 'down';
export type OptionOutcome = 'won' | 'lost' | 'draw';
export type OptionSettledStatus = OptionOutcome | 'void';

export function optionOutcome(
  direction: OptionDirection,
  strike: Amount,
  settlePrice: Amount,
): OptionOutcome {
  if (settlePrice === strike) return 'draw';
  const wentUp = settlePrice > strike;
  return wentUp === (direction === 'up') ? 'won' : 'lost';
}

/** What the user gets back at settlement, in USDT (the payout rounded down to 6 decimals). */
export function optionReturn(
  status: OptionSettledStatus,
  stake: Amount,
  payoutPercent: number,
): Amount {
  switch (status) {
    case 'won':
      return (
        stake +
        roundToDecimals(mulDiv(stake, BigInt(payoutPercent), 100n, 'down'), USDT_DECIMALS, 'down')
      );
    case 'draw':
    case 'void':
      return stake;
    case 'lost':
      return 0n;
  }
}

/**
 * A stake an option purchase may hold: within the timeframe's minStake..maxStake (minStake is
 * positive) and in whole USDT units (6 decimals). The server's buy and the web's options form
 * both ask this.
 */
export function stakeAllowed(
  limits: { minStake: Amount; maxStake: Amount },
  stake: Amount,
): boolean {
  if (stake <= 0n || stake < limits.minStake || stake > limits.maxStake) return false;
  return decimalPlaces(stake) <= USDT_DECIMALS;
}
