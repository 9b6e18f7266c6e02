import { mulDiv, type Amount } from '../../money/amount.js';

/**
 * Shared parts of the strategy families' parameters. Parameters are plain numbers (JSON-safe, set
 * by staff): periods and counts are integers, fractions are basis points (10,000 = 100%).
 */

export const BP = 10_000;

/** One problem with a parameter, as stable ids (the web translates them). */
export interface ParamProblem {
  field: string;
  problem: 'notInteger' | 'outOfRange' | 'notAllowed' | 'notBelow';
  /** The allowed range or values, or (for 'notBelow') the field this one must stay under. */
  min?: number;
  max?: number;
  allowed?: readonly string[];
  other?: string;
}

/** Adds a problem unless `value` is an integer in [min, max]. */
export function checkInteger(
  problems: ParamProblem[],
  field: string,
  value: unknown,
  min: number,
  max: number,
): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    problems.push({ field, problem: 'notInteger' });
  } else if (value < min || value > max) {
    problems.push({ field, problem: 'outOfRange', min, max });
  }
}

/** Adds a problem unless `value` is one of `allowed`. */
export function checkOneOf(
  problems: ParamProblem[],
  field: string,
  value: unknown,
  allowed: readonly string[],
): void {
  if (typeof value !== 'string' || !allowed.includes(value)) {
    problems.push({ field, problem: 'notAllowed', allowed });
  }
}

/** `bp` basis points of an amount, rounded down (an order never asks for more than there is). */
export function bpOf(amount: Amount, bp: number): Amount {
  return mulDiv(amount, BigInt(bp), BigInt(BP), 'down');
}

/**
 * What a product page shows about a plan's rules, as plain data (no prose: the web words it):
 * the family, its parameters, and the reasons its orders may carry.
 */
export interface StrategyRules<Family extends string, Params> {
  family: Family;
  parameters: Params;
  orderReasons: readonly string[];
}
