import { formatAmount, parseAmount } from '@meridian/domain';
import { WITHDRAWAL_CASES, WITHDRAWAL_TERMS } from '@meridian/domain/testing';
import { describe, expect, it } from 'vitest';
import { checkWithdrawalAmount, looksLikeAddress } from './withdrawal-math';

const a = parseAmount;
const f = formatAmount;

describe('withdrawal fee and amount received', () => {
  // The shared table (@meridian/domain/testing) the server's POST withdrawal test runs too: the
  // form and the server both apply the domain's checkWithdrawal.
  const terms = { ...WITHDRAWAL_TERMS, available: '1000000' };
  const kinds = { decimals: 'decimals', not_positive: 'invalid', below_minimum: 'belowFee' };
  it.each(WITHDRAWAL_CASES)('$amount as the server answers it', (row) => {
    const result = checkWithdrawalAmount(row.amount, terms);
    if ('problem' in row) {
      expect('problem' in result && result.problem.kind).toBe(kinds[row.problem]);
    } else {
      expect(result).toEqual({
        cost: { amount: a(row.amount), fee: a(row.fee), received: a(row.received) },
      });
      expect(f(result.cost!.fee)).toBe(row.fee);
    }
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
