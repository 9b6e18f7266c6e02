import { formatAmount, parseAmount } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { checkWithdrawalAmount, looksLikeAddress, withdrawalCost } from './withdrawal-math';

const a = parseAmount;
const f = formatAmount;

describe('withdrawal fee and amount received', () => {
  it('takes feeBp of the amount, rounded up to the asset unit, at least the minimum fee', () => {
    const cases: [asset: 'USDT' | 'BTC' | 'ETH', amount: string, bp: number, min: string][] = [
      ['USDT', '100', 100, '1'],
      ['USDT', '50', 100, '1'],
      ['BTC', '0.5', 100, '0.0001'],
      ['USDT', '123.456789', 100, '1'],
      ['BTC', '0.00123457', 100, '0.00001'],
      ['ETH', '1.000000000000000001', 100, '0.001'],
    ];
    expect(
      cases.map(([asset, amount, bp, min]) => {
        const cost = withdrawalCost(asset, a(amount), bp, a(min));
        return [f(cost.fee), f(cost.received)];
      }),
    ).toEqual([
      ['1', '99'],
      ['1', '49'],
      ['0.005', '0.495'],
      ['1.234568', '122.222221'],
      ['0.00001235', '0.00122222'],
      // 1% is 0.01000000000000000001: up to ETH's 18th decimal.
      ['0.010000000000000001', '0.99'],
    ]);
  });

  it('refuses what cannot be withdrawn, and says why', () => {
    const terms = { asset: 'USDT' as const, available: '1000', feeBp: 100, minFee: '1' };
    expect(checkWithdrawalAmount('', terms)).toEqual({ problem: { kind: 'required' } });
    expect(checkWithdrawalAmount('abc', terms)).toEqual({ problem: { kind: 'invalid' } });
    expect(checkWithdrawalAmount('0', terms)).toEqual({ problem: { kind: 'invalid' } });
    expect(checkWithdrawalAmount('1e3', terms)).toEqual({ problem: { kind: 'invalid' } });
    expect(checkWithdrawalAmount('0.0000001', terms)).toEqual({
      problem: { kind: 'decimals', decimals: 6 },
    });
    expect(checkWithdrawalAmount('1000.000001', terms)).toMatchObject({
      problem: { kind: 'over', available: a('1000') },
    });
    expect(checkWithdrawalAmount('1', terms)).toMatchObject({
      problem: { kind: 'belowFee', fee: a('1') },
    });
    expect(checkWithdrawalAmount('1.000001', terms)).toEqual({
      cost: { amount: a('1.000001'), fee: a('1'), received: a('0.000001') },
    });
    expect(checkWithdrawalAmount('1000', terms)).toMatchObject({
      cost: { fee: a('10'), received: a('990') },
    });
  });
});

describe('address shape hints', () => {
  it.each([
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', true],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['BTC', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', true],
    ['BTC', '0x52908400098527886E0F7030069857D2E4169EE7', false],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0', false],
    ['ETH', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['ERC20', '0x52908400098527886e0f7030069857d2e4169ee7', true],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE', false],
    ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', true],
    ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS', false],
    ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0', false],
  ] as const)('%s %s → %s', (network, address, ok) => {
    expect(looksLikeAddress(network, address)).toBe(ok);
  });
});
