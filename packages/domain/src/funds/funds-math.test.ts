import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from '../money/amount.js';
import { ASSETS, ASSET_DECIMALS } from '../money/assets.js';
import {
  WITHDRAWAL_CASES,
  WITHDRAWAL_MINIMUM,
  WITHDRAWAL_TERMS,
} from '../testing/withdrawal-cases.js';
import {
  checkWithdrawal,
  exchangeProceeds,
  exchangeRate,
  fitsAssetDecimals,
  minimumWithdrawal,
  withdrawalBreakdown,
  withdrawalCost,
} from './funds-math.js';

const a = parseAmount;
const f = (x: bigint) => formatAmount(x);

describe('withdrawalCost', () => {
  it('takes 1% with the minimum fee (worked examples)', () => {
    expect(withdrawalCost('USDT', a('100'), 100, a('1'))).toEqual({
      amount: a('100'),
      fee: a('1'),
      received: a('99'),
    });
    const small = withdrawalCost('USDT', a('50'), 100, a('1'))!;
    expect([f(small.fee), f(small.received)]).toEqual(['1', '49']);
    const btc = withdrawalCost('BTC', a('0.5'), 100, a('0.0001'))!;
    expect([f(btc.fee), f(btc.received)]).toEqual(['0.005', '0.495']);
    // 1% of 123.456789 USDT is 1.23456789 → rounded up to 6 decimals.
    const odd = withdrawalCost('USDT', a('123.456789'), 100, a('1'))!;
    expect([f(odd.fee), f(odd.received)]).toEqual(['1.234568', '122.222221']);
    const fine = withdrawalCost('BTC', a('0.00123457'), 100, a('0.00001'))!;
    expect([f(fine.fee), f(fine.received)]).toEqual(['0.00001235', '0.00122222']);
    // 1% is 0.01000000000000000001: up to ETH's 18th decimal.
    const eth = withdrawalCost('ETH', a('1.000000000000000001'), 100, a('0.001'))!;
    expect([f(eth.fee), f(eth.received)]).toEqual(['0.010000000000000001', '0.99']);
  });

  it('refuses an amount the fee would swallow', () => {
    expect(withdrawalCost('USDT', a('1'), 100, a('1'))).toBeUndefined();
    expect(withdrawalCost('USDT', a('0'), 100, a('1'))).toBeUndefined();
    expect(withdrawalCost('USDT', minimumWithdrawal('USDT', a('1')), 100, a('1'))).toBeDefined();
  });

  it('property: fee + received = amount, fee ≥ both the minimum and the percentage', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSETS),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        (asset, raw, feeBp, minFee) => {
          const step = 10n ** BigInt(18 - ASSET_DECIMALS[asset]);
          const amount = raw * step;
          const cost = withdrawalCost(asset, amount, feeBp, minFee);
          if (!cost) return;
          expect(cost.fee + cost.received).toBe(amount);
          expect(cost.fee >= minFee).toBe(true);
          expect(cost.fee * 10_000n >= amount * BigInt(feeBp)).toBe(true);
          expect(cost.received > 0n).toBe(true);
        },
      ),
    );
  });
});

describe('checkWithdrawal: the rule the server and the web both apply', () => {
  const { asset, feeBp, minFee } = WITHDRAWAL_TERMS;
  it.each(WITHDRAWAL_CASES)('$amount', (row) => {
    const check = checkWithdrawal(asset, a(row.amount), feeBp, a(minFee));
    if ('problem' in row) {
      expect(check).toMatchObject({ ok: false, problem: row.problem });
      if (check.ok || check.problem === 'decimals') return;
      expect(f(check.minimum)).toBe(WITHDRAWAL_MINIMUM);
    } else {
      expect(check).toEqual({
        ok: true,
        cost: { amount: a(row.amount), fee: a(row.fee), received: a(row.received) },
      });
    }
  });

  it('property: accepted exactly when withdrawalCost prices it; the breakdown always adds up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSETS),
        fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        (asset, amount, feeBp, minFee) => {
          const check = checkWithdrawal(asset, amount, feeBp, minFee);
          const cost = withdrawalCost(asset, amount, feeBp, minFee);
          if (!fitsAssetDecimals(asset, amount)) {
            expect(check).toMatchObject({ ok: false, problem: 'decimals' });
            return;
          }
          expect(check.ok ? check.cost : undefined).toEqual(cost);
          if (!check.ok && check.problem === 'below_minimum') {
            expect(check.cost.received <= 0n).toBe(true);
            expect(amount < check.minimum || feeBp > 0).toBe(true);
          }
          const breakdown = withdrawalBreakdown(asset, amount, feeBp, minFee);
          expect(breakdown.fee + breakdown.received).toBe(amount);
          // The advertised minimum sends something whenever the percentage is not above the fee.
          const minimum = minimumWithdrawal(asset, minFee);
          if (feeBp === 0) expect(checkWithdrawal(asset, minimum, 0, minFee).ok).toBe(true);
        },
      ),
    );
  });
});

describe('exchange', () => {
  it('crosses two USDT prices and takes the spread (worked example)', () => {
    // 1 BTC = 50,000 USDT; USDT → BTC at 20 bp spread.
    const q = exchangeRate(a('1'), a('50000'), 20);
    expect(f(q.midRate)).toBe('0.00002');
    expect(f(q.rate)).toBe('0.00001996');
    expect(f(exchangeProceeds(a('1000'), q.rate, 'BTC'))).toBe('0.01996');
    const back = exchangeRate(a('50000'), a('1'), 20);
    expect(f(exchangeProceeds(a('0.01996'), back.rate, 'USDT'))).toBe('996.004');
  });

  it('M4 property: never pays more than the mid rate, and a round trip never gains', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10n ** 14n, max: 10n ** 24n }),
        fc.bigInt({ min: 10n ** 14n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: 500 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (p1, p2, spreadBp, units) => {
          const amount = units * 10n ** 12n; // 6 decimals: fits USDT
          const there = exchangeRate(p1, p2, spreadBp);
          const got = exchangeProceeds(amount, there.rate, 'ETH');
          // value in USDT never grows: got × p2 ≤ amount × p1
          expect(got * p2 <= amount * p1).toBe(true);
          const back = exchangeRate(p2, p1, spreadBp);
          const returned = exchangeProceeds(got, back.rate, 'USDT');
          expect(returned <= amount).toBe(true);
          expect(fitsAssetDecimals('USDT', returned)).toBe(true);
        },
      ),
    );
  });
});
