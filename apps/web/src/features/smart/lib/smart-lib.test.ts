import { describe, expect, it } from 'vitest';
import type { SmartPlan } from '../api/smart-api';
import { damagesOf, investProblem } from './amount';
import { liveValue } from './live-value';
import { describeRules, reasonText } from './rules';
import { formatterFor } from '@/lib/format';
import { ensureUiGroup, i18n } from '@/lib/i18n';

const format = formatterFor('en');
/** The text without the bidi isolation marks around figures. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('investProblem', () => {
  it('checks the range exactly, the decimals and the balance', () => {
    expect(investProblem('', '100', '50000')).toEqual({ kind: 'required' });
    expect(investProblem('abc', '100', '50000')).toEqual({ kind: 'invalid' });
    expect(investProblem('1e3', '100', '50000')).toEqual({ kind: 'invalid' });
    expect(investProblem('-5', '100', '50000')).toEqual({ kind: 'invalid' });
    expect(investProblem('99.99', '100', '50000')).toEqual({ kind: 'belowMin' });
    expect(investProblem('100', '100', '50000')).toBeUndefined();
    expect(investProblem('50000.00', '100', '50000')).toBeUndefined();
    expect(investProblem('50000.01', '100', '50000')).toEqual({ kind: 'aboveMax' });
    expect(investProblem('150.125', '100', '50000')).toEqual({ kind: 'decimals', decimals: 2 });
    expect(investProblem('150.120', '100', '50000')).toBeUndefined();
    expect(investProblem('300', '100', '50000', '299.99')).toEqual({ kind: 'overAvailable' });
    expect(investProblem('300', '100', '50000', '300')).toBeUndefined();
  });
});

describe('damagesOf', () => {
  it('is the domain’s rule: bp of the principal, rounded down', () => {
    expect(damagesOf('1000', 500)).toBe('50');
    expect(damagesOf('333.33', 500)).toBe('16.6665');
    expect(damagesOf('100', 0)).toBe('0');
  });
});

const plan: SmartPlan = {
  id: 7,
  orderNo: 'S000007',
  status: 'running',
  product: { code: 'btc-grid', strategy: 'grid', instrument: { code: 'BTCUSDT', name: 'Bitcoin' } },
  days: 3,
  amount: '1000',
  startTime: 0,
  endTime: 3 * 86_400_000,
  nextEarningsTime: 86_400_000,
  runDays: 0,
  settledDays: 0,
  candleInterval: '1m',
  holdings: { cash: '500', quantity: '0.01' },
  costs: { spreadBp: 0, commissionBp: 0, slippageBp: 0 },
  value: '1000',
  valueTime: 0,
  totalRevenue: '0',
  todayEarnings: '0',
  todayPaid: '0',
  platformShareTotal: '0',
  earningsStatus: 'earning',
  profitShareBp: 2000,
  earlyExitDamagesBp: 500,
  earlyExitDamages: '50',
  returned: null,
  endedAt: null,
  tradeCount: 1,
};

describe('liveValue', () => {
  it('marks cash plus what selling the holdings would bring at the live price', () => {
    expect(liveValue(plan, '60000')).toBe('1100');
    expect(liveValue(plan, '40000')).toBe('900');
  });

  it('takes the costs off the sale (half the spread, slippage, commission)', () => {
    const costly = { ...plan, costs: { spreadBp: 20, commissionBp: 10, slippageBp: 5 } };
    // Sold at 60,000 × (1 − 0.10% − 0.05%) = 59,910: 599.10, less 0.10% commission.
    expect(liveValue(costly, '60000')).toBe('1098.5009');
  });

  it('is undefined without a usable price or once the plan ended', () => {
    expect(liveValue(plan, undefined)).toBeUndefined();
    expect(liveValue(plan, 'abc')).toBeUndefined();
    expect(liveValue(plan, '0')).toBeUndefined();
    expect(liveValue({ ...plan, status: 'ended' }, '60000')).toBeUndefined();
  });
});

describe('describeRules', () => {
  const t = i18n.t.bind(i18n);

  it('words each family with its parameters', async () => {
    await ensureUiGroup('smart');
    expect(
      plain(
        describeRules(
          {
            family: 'trend',
            parameters: { average: 'ema', fastPeriod: 12, slowPeriod: 48, buyFractionBp: 10000 },
            orderReasons: [],
          },
          'Ethereum',
          t,
          format,
        ),
      ),
    ).toMatch(
      /100%.* 12-period exponential moving average .* 48-period exponential moving average/,
    );
    const grid = plain(
      describeRules(
        {
          family: 'grid',
          parameters: { lowerBp: 800, upperBp: 750, levels: 16, initialInstrumentBp: 5000 },
          orderReasons: [],
        },
        'Bitcoin',
        t,
        format,
      ),
    );
    expect(grid).toContain('8%');
    expect(grid).toContain('7.50%');
    expect(grid).toContain('16 equal steps');
    expect(grid).toContain('50%');
    expect(grid).toContain('Bitcoin');
    expect(
      plain(
        describeRules(
          {
            family: 'meanReversion',
            parameters: { period: 20, deviationsBp: 25000, buyFractionBp: 5000, exitAt: 'upper' },
            orderReasons: [],
          },
          'Euro',
          t,
          format,
        ),
      ),
    ).toMatch(/20-period average minus .*2\.5.* standard deviations.*the upper band/);
  });

  it('lists parameters it does not know as sent rather than inventing words', () => {
    const text = describeRules(
      { family: 'trend', parameters: { average: 'wma', fastPeriod: 3 }, orderReasons: [] },
      'X',
      t,
      format,
    );
    expect(text).toContain('average = wma, fastPeriod = 3');
  });

  it('words order reasons, and shows an unknown one as sent', () => {
    expect(reasonText('trend.goldenCross', t)).toBe('Fast average crossed above the slow one: buy');
    expect(reasonText('grid.somethingNew', t)).toBe('grid.somethingNew');
  });
});
