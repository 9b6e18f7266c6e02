import {
  LOAN_TERMS_DAYS,
  parseAmount,
  type LoanSettings,
  type LoanTermDays,
} from '@meridian/domain';
import type { Executor } from '../../db/client.js';
import { getSetting } from '../settings/get-setting.js';

const RATE_KEYS = {
  7: 'loan.dailyRate.7',
  15: 'loan.dailyRate.15',
  30: 'loan.dailyRate.30',
  60: 'loan.dailyRate.60',
  90: 'loan.dailyRate.90',
  180: 'loan.dailyRate.180',
} as const satisfies Record<LoanTermDays, string>;

/** The loan rules' settings as they stand now (a loan copies its figures when applied for). */
export async function loanSettings(db: Executor): Promise<LoanSettings> {
  const rates = {} as Record<LoanTermDays, bigint>;
  for (const days of LOAN_TERMS_DAYS)
    rates[days] = parseAmount(await getSetting(db, RATE_KEYS[days]));
  return {
    dailyRates: rates,
    interestFreeDays: await getSetting(db, 'loan.interestFreeDays'),
    overdueRateMultiplier: await getSetting(db, 'loan.overdueRateMultiplier'),
    amountPerCreditPoint: parseAmount(await getSetting(db, 'loan.amountPerCreditPoint')),
    minAmount: parseAmount(await getSetting(db, 'loan.minAmount')),
    onTimeRepaymentPoints: await getSetting(db, 'loan.onTimeRepaymentPoints'),
    overduePoints: await getSetting(db, 'loan.overduePoints'),
  };
}
