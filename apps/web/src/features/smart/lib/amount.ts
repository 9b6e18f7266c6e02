import { exitDamages, formatAmount, parseAmount, type Amount } from '@meridian/domain';

/** USDT is invested in cents at most. */
export const INVEST_DECIMALS = 2;

export type InvestProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'belowMin' }
  | { kind: 'aboveMax' }
  | { kind: 'overAvailable' };

/** An exact decimal of what was typed (canonical, "250.5"), or undefined. */
export function parseInvestment(text: string): Amount | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  try {
    return parseAmount(trimmed);
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a typed amount for a product's range (and the available balance when
 * known), or undefined when it can be invested. Compared exactly (bigint), never as numbers.
 */
export function investProblem(
  text: string,
  min: string,
  max: string,
  available?: string,
): InvestProblem | undefined {
  if (text.trim() === '') return { kind: 'required' };
  const amount = parseInvestment(text);
  if (amount === undefined) return { kind: 'invalid' };
  const fraction = text.trim().split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > INVEST_DECIMALS)
    return { kind: 'decimals', decimals: INVEST_DECIMALS };
  if (amount < parseAmount(min)) return { kind: 'belowMin' };
  if (amount > parseAmount(max)) return { kind: 'aboveMax' };
  if (available !== undefined && amount > parseAmount(available)) return { kind: 'overAvailable' };
  return undefined;
}

/** The early-exit damages of a new plan of `amount`: the domain's rule (rounded down). */
export function damagesOf(amount: string, bp: number): string {
  const principal = parseAmount(amount);
  return formatAmount(exitDamages(principal, bp, principal));
}
